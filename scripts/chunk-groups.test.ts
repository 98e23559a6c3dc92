// @vitest-environment node
// scripts/chunk-groups.mjs on a small project of its own, built by esbuild as esbuild.config.mjs
// builds the bundle (splitting, ESM) and then run by Node: the members of a group come in one
// chunk where esbuild alone makes one per set of importers, the code still runs in the order its
// imports say, a default export still reaches its importer, and a group that cannot hold fails
// the build instead of quietly splitting.
import { afterAll, describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chunkGroups, unusedMembers } from './chunk-groups.mjs';

const root = mkdtempSync(join(tmpdir(), 'chunk-groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Three lazy widgets over three small shared modules: a uses lifetime and errors, b errors, c
// format, which errors imports too. The entry uses none of them; order.ts records the order
// modules ran in.
const files: Record<string, string> = {
  'order.ts': `export const ran: string[] = [];`,
  'shared/lifetime.ts': `import { ran } from '../order.ts';\nran.push('lifetime');\nexport const later = () => 'later';`,
  'shared/errors.ts': `import { ran } from '../order.ts';\nimport format from './format.ts';\nran.push('errors');\nexport const describe = () => 'describe+' + format();`,
  'shared/format.ts': `import { ran } from '../order.ts';\nran.push('format');\nexport default function format() { return 'format'; }\nexport const unused = () => 'never bundled';`,
  'widgets/a.ts': `import { later } from '../shared/lifetime.ts';\nimport { describe } from '../shared/errors.ts';\nexport const run = () => [later(), describe()];`,
  'widgets/b.ts': `import { describe } from '../shared/errors.ts';\nexport const run = () => [describe()];`,
  'shared/orphan.ts': `export const orphan = 1;`,
  'widgets/c.ts': `import format from '../shared/format.ts';\nexport const run = () => [format()];`,
  'entry.ts': `export const load = { a: () => import('./widgets/a.ts'), b: () => import('./widgets/b.ts'), c: () => import('./widgets/c.ts') };\nexport { ran } from './order.ts';`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

const group = ['shared/lifetime.ts', 'shared/errors.ts', 'shared/format.ts'];

async function build(name: string, groups?: Record<string, string[]>) {
  const outdir = join(root, 'out', name);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry: 'entry.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    metafile: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent',
    plugins: groups ? [chunkGroups(root, groups)] : [],
  });
  const chunksOf = (file: string) =>
    Object.entries(result.metafile.outputs)
      .filter(([, o]) => Object.keys(o.inputs).includes(file))
      .map(([k]) => k);
  return { outdir, result, chunksOf, files: readdirSync(join(outdir, 'chunks')) };
}

describe('chunk groups', () => {
  it('without a group, esbuild gives each set of importers its own chunk', async () => {
    const { chunksOf } = await build('plain');
    const chunks = new Set(group.flatMap(chunksOf));
    expect(chunks.size, 'lifetime, errors and format each in a chunk of their own').toBe(3);
  });

  it('puts the members of a group in one chunk, and runs them as their imports say', async () => {
    const { outdir, chunksOf, result } = await build('grouped', { shared: group });
    const chunks = new Set(group.flatMap(chunksOf));
    expect(chunks.size, 'one chunk for the group').toBe(1);
    const shared = [...chunks][0]!;
    expect(
      Object.keys(result.metafile.outputs[shared]!.inputs)
        .filter((i) => !i.startsWith('chunk-group:'))
        .sort(),
    ).toEqual([...group].sort());
    // The widget chunks import it; the entry does not (it uses no member).
    const entry = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint === 'entry.ts')![1];
    expect(entry.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)).not.toContain(shared);

    const mod = await import(pathToFileURL(join(outdir, 'entry.js')).href);
    expect(mod.ran).toEqual([]);
    expect((await mod.load.c()).run()).toEqual(['format']);
    // Loading c's chunk ran every member, each after what it imports (lifetime before errors).
    expect(mod.ran).toHaveLength(3);
    expect(mod.ran.indexOf('format'), 'format runs before errors, which imports it').toBeLessThan(mod.ran.indexOf('errors'));
    expect((await mod.load.a()).run()).toEqual(['later', 'describe+format']);
    expect((await mod.load.b()).run()).toEqual(['describe+format']);
    expect(mod.ran, 'nothing ran twice').toHaveLength(3);
  });

  it('leaves out what no one uses', async () => {
    const { chunksOf } = await build('unused', { shared: group });
    const code = readFileSync(join(root, chunksOf('shared/format.ts')[0]!), 'utf8');
    expect(code).toContain('"format"');
    expect(code).not.toContain('never bundled');
  });

  it('fails the build when a group would be spread over chunks', async () => {
    // format is also imported lazily on its own, not through the group: it gets a chunk apart.
    writeFileSync(join(root, 'widgets/d.ts'), `export const load = () => import('../shared/format.ts');`);
    writeFileSync(join(root, 'entry.ts'), files['entry.ts']!.replace('};', ", d: () => import('./widgets/d.ts') };"));
    try {
      await expect(build('spread', { shared: group })).rejects.toThrow(/group shared is spread over 2 chunks/);
    } finally {
      writeFileSync(join(root, 'entry.ts'), files['entry.ts']!);
    }
  });

  it('fails the build when a member does not exist', async () => {
    await expect(build('missing', { shared: [...group, 'shared/gone.ts'] })).rejects.toThrow(
      /shared\/gone\.ts \(group shared\) does not exist/,
    );
  });

  it('finds a member nothing imports', async () => {
    const groups = { shared: [...group, 'shared/orphan.ts'] };
    const { result } = await build('orphan', groups);
    expect(unusedMembers(root, groups, result.metafile)).toEqual(['shared/orphan.ts']);
    expect(unusedMembers(root, { shared: group }, (await build('used', { shared: group })).result.metafile)).toEqual([]);
  });
});

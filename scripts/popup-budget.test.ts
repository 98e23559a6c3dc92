// @vitest-environment node
// The popup rule engine's budget (docs/popups.md), on a real esbuild build as
// scripts/architecture.test.ts makes it: what a page with a popup loads for the engine and its
// triggers beyond the entry stays under 3 KB gzip, with no React; the dialog (React) and the rules
// that read the page and the visitor are lazy chunks of their own.
import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { browser } from '../esbuild.config.mjs';

const root = join(import.meta.dirname, '..');
const ENGINE_BUDGET = 3 * 1024;

describe('popup engine budget', async () => {
  const result = await esbuild.build({ ...browser, write: false, logLevel: 'silent' });
  const outputs = result.metafile!.outputs;
  const gzip = (key: string) => gzipSync(result.outputFiles!.find((f) => f.path === join(root, key))!.contents, { level: 9 }).length;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imp of outputs[key]!.imports) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const chunkOf = (source: string) => Object.keys(outputs).find((k) => outputs[k]!.entryPoint === source)!;
  const inputsOf = (key: string) => Object.keys(outputs[key]!.inputs);
  const entry = closure(Object.keys(outputs).find((k) => k.endsWith('islands/islands.js'))!);
  const engine = chunkOf('widgets/page-builder/popup/popup.ts');
  const loaded = [...closure(engine)].filter((k) => !entry.has(k));

  it(`keeps the engine and its triggers under ${ENGINE_BUDGET} bytes gzip beyond the entry`, () => {
    // The popup's own code: chunks made only of widgets/page-builder/popup/ and the popup events. The runtime's
    // helpers it also uses (lifetime, enhancer) are shared chunks most widgets load anyway.
    const own = loaded.filter((k) =>
      inputsOf(k).every((i) => i.startsWith('widgets/page-builder/popup/') || i === 'runtime/page/elementor-events.ts'),
    );
    const sizes = Object.fromEntries(loaded.map((k) => [`${k.split('/').pop()} (${inputsOf(k).join(', ')})`, gzip(k)]));
    const ownBytes = own.reduce((sum, k) => sum + gzip(k), 0);
    expect(inputsOf(engine), 'the engine chunk holds the rules and the triggers').toEqual(
      expect.arrayContaining(['widgets/page-builder/popup/rules.ts', 'widgets/page-builder/popup/triggers.ts']),
    );
    expect(ownBytes, `gzip bytes of what a popup page loads for the engine: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(ENGINE_BUDGET);
  });

  it('loads no React with the engine; the dialog and the context rules are lazy', () => {
    const all = [...closure(engine)].flatMap(inputsOf);
    expect(
      all.filter((i) => /node_modules\/react(-dom)?\//.test(i)),
      'React',
    ).toEqual([]);
    expect(
      all.filter((i) =>
        [
          'widgets/page-builder/popup/dialog.tsx',
          'widgets/page-builder/popup/context-rules.ts',
          'widgets/page-builder/popup/environment.ts',
        ].includes(i),
      ),
    ).toEqual([]);
    const lazy = outputs[engine]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => inputsOf(i.path));
    expect(lazy.flat(), 'the context rules come in a chunk of their own').toContain('widgets/page-builder/popup/context-rules.ts');
  });
});

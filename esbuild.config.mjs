// Builds the browser bundle (dist/islands.js + lazy chunks, metafile in dist/meta.json) and the
// fixture backend for `npm start` (dist/server.mjs). `node esbuild.config.mjs` builds once;
// scripts/dev.mjs calls build({ watch: true }).
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** @type {esbuild.BuildOptions} */
export const browser = {
  absWorkingDir: root,
  entryPoints: { islands: 'islands.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};

/** @type {esbuild.BuildOptions} */
export const server = {
  absWorkingDir: root,
  entryPoints: { server: 'server/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};

export async function build({ watch = false } = {}) {
  // Chunk names carry content hashes: without this, every build would leave the old ones behind.
  await rm(new URL('dist/chunks/', import.meta.url), { recursive: true, force: true });
  await mkdir(new URL('dist/', import.meta.url), { recursive: true });
  const writeMeta = {
    name: 'metafile',
    setup(b) {
      b.onEnd(async (result) => {
        if (result.metafile) await writeFile(new URL('dist/meta.json', import.meta.url), JSON.stringify(result.metafile));
      });
    },
  };
  const browserOptions = { ...browser, plugins: [writeMeta] };
  if (!watch) {
    await Promise.all([esbuild.build(browserOptions), esbuild.build(server)]);
    return null;
  }
  const contexts = await Promise.all([esbuild.context(browserOptions), esbuild.context(server)]);
  await Promise.all(contexts.map((c) => c.watch()));
  return contexts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await build();
}

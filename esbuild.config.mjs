// Builds the browser bundle into its own folder, dist/islands/ (islands.js + lazy chunks, the
// stand-alone field data reporter vitals.js, and the licences of the packages they carry: the
// folder a theme copies, nothing else in it), esbuild's metafile beside it (dist/meta.json) and
// the fixture backend for `npm start` (dist/server.mjs), then packages the WordPress plugin that
// carries the bundle (dist/islands-wordpress-plugin.zip, scripts/wordpress-plugin.mjs).
// `node esbuild.config.mjs` builds once; scripts/dev.mjs calls build({ watch: true }), which
// adds linked source maps for debugging.
// ISLANDS_DIST moves the whole output (tests built in parallel each use their own).
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { LICENSES_FILE, thirdPartyLicenses } from './scripts/licenses.mjs';
import { packagePlugin } from './scripts/wordpress-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
export const outRoot = resolve(root, process.env.ISLANDS_DIST || 'dist');
export const bundleDir = join(outRoot, 'islands');

/**
 * Runtime modules that share one chunk each (scripts/chunk-groups.mjs says how), so that what
 * every page loads comes in a few files instead of one per small module.
 */
export const sharedChunks = {
  // What the entry itself runs and widgets use too, and the loader of the parts islands fetch on
  // first use: with the entry's other static imports, within its budget (scripts/architecture.test.ts).
  entry: [
    'runtime/core/errors.ts',
    'runtime/core/excerpt.ts',
    'runtime/stores/visit-counted.ts',
    'runtime/page/printed.ts',
    'runtime/core/shop-scripts.ts',
    'runtime/ui/intent.ts',
    'runtime/core/lazy-part.ts',
  ],
  // What the islands every page prints need (the header's cart count, the cart fragments, the side
  // cart, the listing's add to cart, the order attribution, the store notice, the anti-spam
  // recorder): loaded on every page anyway, so one file, fetched with the first of them.
  cart: [
    'runtime/core/enhancer.ts',
    'runtime/core/lifetime.ts',
    'runtime/i18n/index.ts',
    // The t() of the catalogue's parts (runtime/i18n/parts/): a hundred bytes, else a file of its own.
    'runtime/i18n/part.ts',
    'runtime/page/config.ts',
    'runtime/page/events.ts',
    'runtime/ui/announce.ts',
    'runtime/cart/fragments.ts',
    'runtime/net/http.ts',
    'runtime/net/wcAjax.ts',
    'runtime/net/lost-answer.ts',
    'runtime/cart/busy.ts',
    'runtime/cart/cart-write.ts',
    'runtime/stores/cart.ts',
    // The http(s) check of the add's product address, and the side cart's retry box.
    'runtime/ui/web-address.ts',
    'runtime/ui/retry-box.ts',
    // The order attribution's tracker, which its body island and the checkout's inputs share.
    'widgets/shop/order-attribution/tracker.ts',
    // Which shop parts the page has (the side cart), asked by the cart's events and its islands.
    'runtime/shop/parts.ts',
    // The asks for the checkout's order review, which the side cart sends after a quantity.
    'runtime/shop/order-review.ts',
    // nanostores' atom comes with the cart store, a member (nanostoresAtom below says why not the package).
    'js-cookie',
  ],
};

/**
 * Swiper's core stylesheet, which the gallery and the carousel inject as text: minified, without
 * the rules of the features they never switch on (3D effects, CSS mode) nor the web component's
 * :host. As written in the package it was 1.6 KB gzip on every product page.
 * @type {esbuild.Plugin}
 */
const swiperCoreCss = {
  name: 'swiper-core-css',
  setup(build) {
    build.onLoad({ filter: /[\\/]swiper[\\/]swiper\.css$/ }, async ({ path }) => {
      const unused = /^\s*(:host|[^{]*swiper-(3d|css-mode))/;
      const kept = topLevelBlocks(await readFile(path, 'utf8')).filter((block) => !unused.test(block.replace(/\/\*[\s\S]*?\*\//g, '')));
      const { code } = await esbuild.transform(kept.join('\n'), { loader: 'css', minify: true, target: 'chrome100' });
      return { contents: code.trim(), loader: 'text' };
    });
  },
};

/** A stylesheet's top-level rules, each with its selector (nested rules stay inside their block). */
function topLevelBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return blocks;
}

/**
 * esbuild puts its own helpers (__toESM, __commonJS, __publicField: the React chunks' and a
 * library's) in a chunk of their own, and then makes every file, the entry included, import it
 * for its side effects (esbuild issue #1892), though it only defines them. The bare import cost
 * every page a request and 0.4 KB gzip for code no island at load calls: it is dropped from each
 * file that takes nothing from that chunk (a named import stays), in the files and in the
 * metafile the plugin's preload hints are read from. Runs before the metafile is written.
 * @type {esbuild.Plugin}
 */
const helpersWhereUsed = {
  name: 'helpers-where-used',
  setup(build) {
    build.onEnd(async (result) => {
      const outputs = result.metafile?.outputs;
      if (!outputs) return;
      // A chunk that is no entry point, imports nothing and holds no module of the project or of a
      // package: esbuild's helpers only.
      const isHelpers = ([key, o]) => key.endsWith('.js') && !o.entryPoint && !o.imports.length && !Object.keys(o.inputs).length;
      const helpers = new Set(
        Object.entries(outputs)
          .filter(isHelpers)
          .map(([key]) => key),
      );
      for (const [key, output] of Object.entries(outputs)) {
        const bare = output.imports.filter((i) => helpers.has(i.path));
        if (!bare.length) continue;
        const file = resolve(root, key);
        // On disk, or in memory where the build was asked not to write (write: false).
        const inMemory = result.outputFiles?.findIndex((f) => f.path === file) ?? -1;
        let code = inMemory >= 0 ? result.outputFiles[inMemory].text : await readFile(file, 'utf8');
        for (const { path } of bare) {
          const spec = `./${relative(dirname(file), resolve(root, path)).split(sep).join('/')}`;
          if (!code.includes(`import"${spec}";`) || code.includes(`from"${spec}"`)) continue;
          code = code.replace(`import"${spec}";`, '');
          output.imports = output.imports.filter((i) => i.path !== path);
        }
        if (inMemory < 0) await writeFile(file, code);
        else
          result.outputFiles[inMemory] = {
            ...result.outputFiles[inMemory],
            path: file,
            text: code,
            contents: new TextEncoder().encode(code),
          };
      }
    });
  },
};

/**
 * The project's modules take only `atom` from nanostores; @nanostores/react, in the React chunk,
 * takes `listenKeys`. esbuild places a file by the entry points that reach it, and the package's
 * index reaches every module: imported from the cart hub, it put listenKeys and its path helpers
 * in the chunk every page loads (0.23 KB gzip). The project's `nanostores` is the atom's own file:
 * an import of anything else from it fails the build ("No matching export") rather than growing it.
 * @type {esbuild.Plugin}
 */
const nanostoresAtom = {
  name: 'nanostores-atom',
  setup(build) {
    const atom = resolve(root, 'node_modules/nanostores/atom/index.js');
    build.onResolve({ filter: /^nanostores$/ }, (args) =>
      args.importer.includes(`${sep}node_modules${sep}`) ? undefined : { path: atom },
    );
  },
};

/** @type {esbuild.BuildOptions} */
export const browser = {
  absWorkingDir: root,
  entryPoints: { islands: 'islands.ts' },
  outdir: bundleDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  metafile: true,
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  // Class fields as assignments in the constructor (tsconfig.json says the same for tsc and the
  // tests): for es2020 a defined field becomes a call of esbuild's __publicField helper each, and
  // the runtime every page loads then imports the helper. Given here because esbuild reads no
  // tsconfig.json for the modules the chunk-groups plugin resolves.
  tsconfigRaw: { compilerOptions: { useDefineForClassFields: false } },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [chunkGroups(root, sharedChunks), nanostoresAtom, swiperCoreCss, helpersWhereUsed],
};

/**
 * The field data (docs/vitals.md), two files of their own, each whole (no chunk shared with the
 * islands): vitals.js, the sampling and the schedule, which the plugin prints inline on both
 * variants, and vitals-reporter.js (web-vitals and runtime/vitals/reporter.ts), which vitals.js
 * imports after the load event from the address the plugin prints.
 * @type {esbuild.BuildOptions}
 */
export const standalone = {
  ...browser,
  entryPoints: { vitals: 'runtime/vitals/start.ts', 'vitals-reporter': 'runtime/vitals/reporter.ts' },
  splitting: false,
  // web-vitals ships class fields: kept as they are rather than rewritten into helpers (about 120
  // bytes gzip); every browser that reports these metrics parses them.
  target: 'es2022',
  metafile: true,
  plugins: [],
};

/** @type {esbuild.BuildOptions} */
export const server = {
  absWorkingDir: root,
  entryPoints: { server: 'server/main.ts' },
  outdir: outRoot,
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
  await rm(join(bundleDir, 'chunks'), { recursive: true, force: true });
  await mkdir(bundleDir, { recursive: true });
  const writeMeta = {
    name: 'metafile',
    setup(b) {
      b.onEnd(async (result) => {
        if (result.metafile) await writeFile(join(outRoot, 'meta.json'), JSON.stringify(result.metafile));
      });
    },
  };
  const browserOptions = { ...browser, plugins: [...browser.plugins, writeMeta], ...(watch ? { sourcemap: 'linked' } : {}) };
  if (!watch) {
    const [islands, vitals] = await Promise.all([esbuild.build(browserOptions), esbuild.build(standalone), esbuild.build(server)]);
    await writeFile(join(bundleDir, LICENSES_FILE), thirdPartyLicenses([islands.metafile, vitals.metafile]));
    packagePlugin({ outRoot, bundleDir });
    return null;
  }
  const contexts = await Promise.all([
    esbuild.context(browserOptions),
    esbuild.context({ ...standalone, sourcemap: 'linked' }),
    esbuild.context(server),
  ]);
  await Promise.all(contexts.map((c) => c.watch()));
  return contexts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await build();
}

// Packages the WordPress plugin: wordpress-plugin/islands/ + the PHP it shares with the theme
// partials (templates/islands-config-data.php, site-menu-css.php) + the browser bundle just
// built, as an installable zip, $ISLANDS_DIST/islands-wordpress-plugin.zip (default dist/).
// esbuild.config.mjs calls it after each build; `node scripts/wordpress-plugin.mjs` packages the
// bundle already built.
//
// The zip holds one folder, islands/, with build.json: what the PHP side cannot work out alone.
//   version   the content hash of islands.js (its chunk names carry theirs), the ?ver= of the entry
//   preload   the chunks the entry imports statically, and each island's own chunks (metafile)
//   handles   script handle → islands that replace it (wordpress-plugin/replaced-handles.mjs)
//   base      scripts that go when nothing builds on them; styles: stylesheets that go with a script
//   renderedWhen  for scripts enqueued on every page, the action that says their markup is there
//   preloadWhere  islands preloaded only where a body class or a hook run says their markup is
//   builder   the page builder's scripts and the Elementor elements the islands cover
//   vitals    the field data files (docs/vitals.md): the schedule for the shop's own scripts'
//             pages and the reporter both variants load, with their content hashes
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  baseHandles,
  builderElements,
  builderHandles,
  builderSettings,
  handlesToWidgets,
  preloadWhere,
  renderedWhen,
  replacedStyles,
} from '../wordpress-plugin/replaced-handles.mjs';
import { zip } from './zip.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
export const pluginSource = join(rootDir, 'wordpress-plugin/islands');
export const zipName = 'islands-wordpress-plugin.zip';

/** Every file under dir, as posix paths relative to it, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((p) => String(p))
    .filter((p) => statSync(join(dir, p)).isFile())
    .map((p) => p.split(sep).join('/'))
    .sort();
}

/** The groups' registries (widgets/<group>/registry.ts), which widgets/registry.ts composes. */
export function groupRegistries() {
  return readdirSync(join(rootDir, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && statSync(join(rootDir, 'widgets', entry.name, 'registry.ts'), { throwIfNoEntry: false }))
    .map((entry) => `widgets/${entry.name}/registry.ts`)
    .sort();
}

/**
 * Each island's default strategy, read from the groups' registries (this script runs without a
 * TypeScript loader; scripts/wordpress-plugin.test.ts checks the reading against the registry).
 * @returns {Record<string, string>}
 */
export function registryStrategies() {
  const source = groupRegistries()
    .map((file) => readFileSync(join(rootDir, file), 'utf8'))
    .join('\n')
    .replace(/\/\/.*$/gm, '');
  return Object.fromEntries([...source.matchAll(/\{\s*name: '([^']+)',\s*hydrate: '([^']+)'/g)].map((m) => [m[1], m[2]]));
}

/**
 * What the plugin needs from esbuild's metafile: chunk files relative to the bundle folder. Only
 * the islands that mount by the load event are preloaded: the others' code (idle, in view, on
 * intent) would compete with the page for nothing.
 */
export function preloads(meta, bundleDir, strategies = registryStrategies()) {
  const rel = (p) => relative(bundleDir, resolve(rootDir, p)).split(sep).join('/');
  const outputs = meta.outputs;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !outputs[key]) return seen;
    seen.add(key);
    for (const i of outputs[key].imports) if (i.kind === 'import-statement') closure(i.path, seen);
    return seen;
  };
  const entryKey = Object.keys(outputs).find((k) => outputs[k].entryPoint === 'islands.ts');
  if (!entryKey) throw new Error('wordpress-plugin: the metafile has no islands.ts entry');
  const entryClosure = closure(entryKey);
  const entry = [...entryClosure]
    .filter((k) => k !== entryKey)
    .map(rel)
    .sort();
  /** @type {Record<string, string[]>} */
  const widgets = {};
  // The entry's dynamic imports are the registry's lazy loaders: one per island (a widget's own
  // lazy parts, like the lightbox's stylesheet, are imported by its chunk, not by the entry).
  for (const { path: key, kind } of outputs[entryKey].imports) {
    const [, folder, file] = /^widgets\/[^/]+\/([^/]+)\/([^/]+)\.tsx?$/.exec(outputs[key]?.entryPoint ?? '') ?? [];
    if (kind !== 'dynamic-import' || !folder) continue;
    // The registry's names: a folder's second lazy module is "<folder>-<file>"
    // (widgets/shop/order-attribution/inputs.ts is order-attribution-inputs).
    const name = file === folder ? folder : `${folder}-${file}`;
    const chunks = [...closure(key)].filter((k) => !entryClosure.has(k));
    // A React island (the podcast player) is fetched as it is about to mount, never by the load
    // event: its chunks, React among them, are not preloaded.
    const react = chunks.some((k) => Object.keys(outputs[k]?.inputs ?? {}).some((i) => /node_modules\/react-dom\//.test(i)));
    // The coming-soon banner is printed for logged-in managers only: every visitor's page would
    // fetch its chunks for nothing.
    const later = strategies[name] !== 'load' || name === 'coming-soon-banner';
    widgets[name] = react || later ? [] : chunks.map(rel).sort();
  }
  return { entry, widgets };
}

export function buildManifest({ outRoot, bundleDir }) {
  const meta = JSON.parse(readFileSync(join(outRoot, 'meta.json'), 'utf8'));
  const entry = readFileSync(join(bundleDir, 'islands.js'));
  const hash = (file) =>
    createHash('sha256')
      .update(readFileSync(join(bundleDir, file)))
      .digest('hex')
      .slice(0, 16);
  return {
    version: createHash('sha256').update(entry).digest('hex').slice(0, 16),
    entry: 'islands.js',
    preload: preloads(meta, bundleDir),
    handles: handlesToWidgets(),
    base: baseHandles,
    renderedWhen,
    preloadWhere,
    styles: replacedStyles,
    builder: { handles: builderHandles, elements: builderElements, settings: builderSettings },
    vitals: {
      entry: 'vitals.js',
      entryVersion: hash('vitals.js'),
      reporter: 'vitals-reporter.js',
      reporterVersion: hash('vitals-reporter.js'),
    },
  };
}

/** Writes $outRoot/islands-wordpress-plugin.zip; returns its path. */
export function packagePlugin({ outRoot, bundleDir }) {
  const manifest = buildManifest({ outRoot, bundleDir });
  const entries = [{ name: 'islands/' }];
  const folders = new Set(['islands/']);
  const add = (name, data) => {
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = `${parts.slice(0, i).join('/')}/`;
      if (!folders.has(folder)) folders.add(folder) && entries.push({ name: folder });
    }
    entries.push({ name, data });
  };
  for (const f of filesUnder(pluginSource)) add(`islands/${f}`, readFileSync(join(pluginSource, f)));
  for (const shared of ['islands-config-data.php', 'site-menu-css.php'])
    add(`islands/templates/${shared}`, readFileSync(join(rootDir, 'templates', shared)));
  // Source maps (npm run dev) stay out: a shop does not need them.
  for (const f of filesUnder(bundleDir).filter((f) => !f.endsWith('.map'))) add(`islands/bundle/${f}`, readFileSync(join(bundleDir, f)));
  add('islands/build.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  const path = join(outRoot, zipName);
  writeFileSync(path, zip(entries));
  return path;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { outRoot, bundleDir } = await import('../esbuild.config.mjs');
  console.log(packagePlugin({ outRoot, bundleDir }));
}

// @vitest-environment node
// The build and import rules of ARCHITECTURE.md, checked on the real sources and a real esbuild build:
// the runtime never imports a widget, no widget imports another, the fixture backend imports no
// browser module and rules/ nothing outside itself, enhancers never pull in React,
// the entry stays within its gzip budget and React arrives only with a React island.
import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { parseAst } from 'vite';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { browser, sharedChunks, standalone } from '../esbuild.config.mjs';
import { unusedMembers } from './chunk-groups.mjs';
import { widgets } from '../widgets/registry.ts';
import { groupRegistries } from './wordpress-plugin.mjs';
import { bundledPackages, thirdPartyLicenses } from './licenses.mjs';

const root = join(import.meta.dirname, '..');
// The field data (docs/vitals.md): the schedule, printed inline on every page in scope, with its
// check that what it imports is the plugin's own reporter of this site (docs/security.md); and the
// reporter a measured page view loads after the load event, within the 3.5 KB gzip it was given
// (web-vitals 5's five metrics are 2.4 KB; version 6 adds soft navigations, 1.4 KB this site's
// full page loads never use).
const VITALS_INLINE_BUDGET = { raw: 1280, gzip: 720 };
const VITALS_REPORTER_BUDGET = 3.5 * 1024;
// What every page runs before any island mounts: the registry (six groups' lists, composed), the
// scan, the strategies, the list of the shop scripts the islands stand aside for, the decision to
// count the visit, the reader of what the server printed (runtime/page/printed.ts), the hold on
// jQuery's ready handlers where a page kept jQuery (docs/stand-ins.md), Contact Form 7's
// wpcf7.submit (docs/contact-form.md#wpcf7submit), and the early module of an island that answers
// a press (the registry's `early`). Each island's code comes with its chunk.
const ENTRY_BUDGET = 5.3125 * 1024;

function sources(dir: string, withTests = false): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sources(path, withTests);
    return /\.tsx?$/.test(name) && (withTests || !/\.test\.tsx?$/.test(name)) ? [path] : [];
  });
}
const importsOf = (file: string) =>
  [...readFileSync(join(root, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** The project-relative file each relative import of `file` names (package imports left out). */
const resolvedImports = (file: string) =>
  importsOf(file)
    .filter((i) => i.startsWith('.'))
    .map((i) => relative(root, resolve(root, dirname(file), i)));

describe('import rules', () => {
  it('the runtime never imports a widget', () => {
    const offenders = sources('runtime').filter((f) => resolvedImports(f).some((i) => i.startsWith('widgets/')));
    expect(offenders).toEqual([]);
  });

  it('no widget imports another widget folder', () => {
    // Paths are resolved, so '../../widgets/other/x.ts' is caught as well as '../other/x.ts'.
    // The registries (widgets/registry.ts and each group's) are the entry's map of lazy loaders: they name every widget by design.
    const offenders = sources('widgets')
      .filter((file) => file.split('/').length >= 4)
      .flatMap((file) => {
        const own = `widgets/${file.split('/').slice(1, 3).join('/')}/`;
        return resolvedImports(file)
          .filter((i) => i.startsWith('widgets/') && !i.startsWith(own))
          .map((i) => `${file} → ${i}`);
      });
    expect(offenders).toEqual([]);
  });

  // The fixture backend shares only rules/ with the browser (tsconfig.server.json also refuses
  // the import); its tests count too, since a browser module loaded there would run under Node.
  const BROWSER = ['runtime/', 'widgets/', 'islands.ts'];
  it('the fixture backend imports no browser module', () => {
    const offenders = sources('server', true).flatMap((file) =>
      resolvedImports(file)
        .filter((i) => BROWSER.some((b) => i === b || i.startsWith(b)))
        .map((i) => `${file} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  // The folders say what they stand for: widgets/<what they replace>/<island>/, and runtime/'s core
  // (mounting) apart from the parts islands share (cart, network, page, stores, i18n, ui).
  it('keeps each island in a group of widgets/ and every runtime module in a folder of runtime/', () => {
    const groups = ['shop', 'product', 'forms', 'podcast', 'page-builder', 'theme'];
    const registries = ['widgets/registry.ts', ...groups.map((group) => `widgets/${group}/registry.ts`)];
    const strays = sources('widgets', true).filter(
      (f) => !registries.includes(f) && (f.split('/').length < 4 || !groups.includes(f.split('/')[1]!)),
    );
    expect(groupRegistries(), 'a registry per group').toEqual(groups.map((group) => `widgets/${group}/registry.ts`).sort());
    expect(strays, `widgets/{${groups.join(',')}}/<island>/`).toEqual([]);
    const folders = ['core', 'cart', 'net', 'page', 'shop', 'stores', 'i18n', 'ui', 'vitals'];
    const loose = sources('runtime', true).filter((f) => f.split('/').length < 3 || !folders.includes(f.split('/')[1]!));
    expect(loose, `runtime/{${folders.join(',')}}/`).toEqual([]);
  });

  it('rules/ imports only rules/: no browser module, no server module, no package', () => {
    const offenders = sources('rules').flatMap((file) =>
      importsOf(file)
        .filter((i) => !i.startsWith('.') || !relative(root, resolve(root, dirname(file), i)).startsWith('rules/'))
        .map((i) => `${file} → ${i}`),
    );
    expect(sources('rules').length, 'rules/ is checked').toBeGreaterThan(0);
    expect(offenders).toEqual([]);
  });
});

// docs/security.md: an element content names `wpcf7` (<a id="wpcf7">, <form name="wpcf7">) is
// window.wpcf7 wherever no script defined it (DOM clobbering). The globals WordPress and its plugins
// print are read with pageGlobal (runtime/page/printed.ts), which takes only the window's own
// property, never by casting the window and reading the name off it.
const PAGE_GLOBALS = [
  'wc_add_to_cart_params',
  'woocommerce_params',
  'wpApiSettings',
  'xoo_wsc_params',
  'ElementorProFrontendConfig',
  'wp',
  'wc_checkout_params',
  'wc_cart_params',
  'wc_cart_fragments_params',
  'wc_single_product_params',
  'wc_country_select_params',
  'wc_address_i18n_params',
  'wc_order_attribution',
  'elementorFrontend',
  'elementorProFrontend',
  'elementorFrontendConfig',
  'localize',
  'islandsCaptcha',
  'wpcf7',
  'jQuery',
  'wp_has_consent',
  'consent_api',
  'wp_consent_type',
  'eaElementList',
  'eael',
];
/** A cast of the window, then (in the same statement) one of PAGE_GLOBALS or ssp_castos_player_{id}. */
const CAST_GLOBAL_READ = new RegExp(
  `(?:\\b(?:window|win) as|defaultView as|globalThis as)[^;]{0,300}?(?<![\\w-])(${PAGE_GLOBALS.join('|')}|ssp_castos_player_\\w*)(?![\\w-])`,
  'g',
);

describe('page globals', () => {
  it('no module reads a plugin global by casting the window: pageGlobal reads it', () => {
    const files = ['runtime', 'widgets']
      .flatMap((dir) => sources(dir))
      .filter((f) => f !== 'runtime/page/printed.ts' && !/(^|\/)test-[^/]*$/.test(f));
    const offenders = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return [...text.matchAll(CAST_GLOBAL_READ)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length} reads ${m[1]}`);
    });
    expect(offenders).toEqual([]);
  });
});

// docs/security.md: what the server prints for the bundle is read only from a <script> element, by
// runtime/page/printed.ts (and printed-localized.ts for wp_localize_script's): page content may give
// any other element the same id. Outside them no module finds #islands-config, #islands-vitals,
// #islands-report or a {handle}-js-extra by id, except through a script# selector.
const PRINTED_BY_ID =
  /getElementById\(\s*['"`](?:islands-|[\w-]+-js-extra)|(?:querySelector(?:All)?|closest|matches)\(\s*['"`][^'"`]*?(?<!script)#(?:islands-(?:config|vitals|report)|[\w-]+-js-extra)\b/g;
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('printed data', () => {
  it('no module reads what the server printed for the bundle by id: printed.ts reads it from a <script>', () => {
    const readers = ['runtime/page/printed.ts', 'runtime/page/printed-localized.ts'];
    const files = ['runtime', 'widgets'].flatMap((dir) => sources(dir)).filter((f) => !readers.includes(f) && !/(^|\/)test-[^/]*$/.test(f));
    const offenders = files.flatMap((file) =>
      [...code(readFileSync(join(root, file), 'utf8')).matchAll(PRINTED_BY_ID)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});

// ARCHITECTURE.md budgets, counted in statements (a formatter's line breaks do not move them):
// runtime files up to 120, strategies up to 30, a widget's files up to 200, a function up to 60.
describe('size budgets', () => {
  const over = (files: string[], max: number) =>
    files
      .map((f) => [f, statementsOf(parseSource(f))] as const)
      .filter(([, n]) => n > max)
      .map(([f, n]) => `${f}: ${n} statements`);

  it('keeps every runtime file within 120 statements', () => {
    expect(over(sources('runtime'), 120)).toEqual([]);
  });
  it('keeps every hydration strategy within 30 statements', () => {
    expect(over(sources('runtime/core/strategies'), 30)).toEqual([]);
  });
  it("keeps every widget's file within 200 statements", () => {
    expect(over(sources('widgets'), 200)).toEqual([]);
  });

  // A step has a name: no function (declaration, arrow, method, component) over 60 statements, so
  // that "what happens when…" is a function to find, not a stretch of a closure.
  it('keeps every function of runtime/, widgets/, rules/ and server/ within 60 statements', () => {
    expect(['runtime', 'widgets', 'rules', 'server'].flatMap((dir) => sources(dir)).flatMap((f) => longFunctions(f, 60))).toEqual([]);
  });
});

type AstNode = {
  type?: string;
  start: number;
  end: number;
  id?: { name?: string };
  key?: { name?: string };
  body?: AstNode;
  [key: string]: unknown;
};
const parseSource = (file: string) =>
  parseAst(readFileSync(join(root, file), 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as AstNode;

/** The statements and declarations under `node` (a block is only their container; types are not code). */
function statementsOf(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + statementsOf(child), 0);
  if (!node || typeof node !== 'object') return 0;
  const type = (node as AstNode).type ?? '';
  const own = type !== 'BlockStatement' && !type.startsWith('TS') && /(Statement|Declaration)$/.test(type) ? 1 : 0;
  return (
    own +
    Object.entries(node).reduce(
      (sum, [key, child]) => sum + (key !== 'type' && child && typeof child === 'object' ? statementsOf(child) : 0),
      0,
    )
  );
}

/** "file:line name (N statements)" for each function of `file` with more than `max` statements (an arrow's expression body is one). */
function longFunctions(file: string, max: number): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
  const found: string[] = [];
  const visit = (node: unknown, name: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, name));
    if (!node || typeof node !== 'object') return;
    const n = node as AstNode;
    if (n.type?.includes('Function') && n.body) {
      const statements = statementsOf(n.body) + (n.body.type === 'BlockStatement' ? 0 : 1);
      if (statements > max) found.push(`${file}:${lineAt(n.start)} ${n.id?.name ?? name} (${statements} statements)`);
    }
    const named =
      n.type === 'VariableDeclarator' || n.type === 'Property' || n.type === 'MethodDefinition' ? ((n.id ?? n.key)?.name ?? name) : name;
    for (const [key, child] of Object.entries(n)) if (key !== 'type' && child && typeof child === 'object') visit(child, named);
  };
  visit(parseSource(file), '(anonymous)');
  return found;
}

describe('bundle', async () => {
  const result = await esbuild.build({ ...browser, write: false, logLevel: 'silent' });
  const outputs = result.metafile!.outputs;
  const entryKey = Object.keys(outputs).find((k) => k.endsWith('islands/islands.js'))!;
  const outputFile = (key: string) => result.outputFiles!.find((f) => f.path === join(root, key))!;
  const hasReact = (key: string) => Object.keys(outputs[key]!.inputs).some((i) => /node_modules\/react(-dom)?\//.test(i));
  /** Every output a dynamic import of `key` loads (its static imports, transitively). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imp of outputs[key]!.imports) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const chunkOf = (source: string) => Object.keys(outputs).find((k) => outputs[k]!.entryPoint === source)!;

  // Every page downloads the entry and the shared chunks it imports statically before any island
  // mounts, so the budget covers them all: each file is gzipped on its own, as it is served.
  it(`keeps the entry dist/islands/islands.js and its static imports within ${ENTRY_BUDGET} bytes gzip`, () => {
    const files = [...closure(entryKey)];
    const sizes = Object.fromEntries(files.map((key) => [key, gzipSync(outputFile(key).contents).length]));
    const total = Object.values(sizes).reduce((a, b) => a + b, 0);
    expect(files.length, 'the entry itself is measured').toBeGreaterThan(0);
    expect(total, `gzip bytes per file: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  // What every page fetches, in files (esbuild.config.mjs's sharedChunks): the entry with its
  // group (esbuild's helpers only where a file calls one: helpersWhereUsed), then, with the
  // islands every page prints, their own chunks and one chunk of the runtime they share. A new
  // shared module one of them imports lands in a file of its own on every page until it joins
  // the group; this says so.
  it('loads what every page needs in few files', () => {
    const entryFiles = [...closure(entryKey)];
    expect(
      entryFiles.map((k) => `${k.split('/').pop()} (${Object.keys(outputs[k]!.inputs).length} modules)`),
      'the entry and its shared group',
    ).toHaveLength(2);
    const everyPage = [
      'shop/cart-count',
      'shop/cart-fragments',
      'shop/add-to-cart',
      'shop/side-cart',
      'shop/order-attribution',
      'shop/store-notice',
      'forms/antispam',
    ];
    const own = everyPage.map((path) => chunkOf(`widgets/${path}/${path.split('/')[1]}.ts`));
    expect(
      own.filter((c) => !c),
      'each has a chunk',
    ).toEqual([]);
    const shared = new Set(own.flatMap((c) => [...closure(c)]).filter((k) => !own.includes(k) && !closure(entryKey).has(k)));
    const described = [...shared].map(
      (k) =>
        `${k.split('/').pop()} (${Object.keys(outputs[k]!.inputs)
          .filter((i) => !i.startsWith('chunk-group:'))
          .join(', ')})`,
    );
    expect(described, 'one shared chunk beyond the entry for the islands on every page').toHaveLength(1);
    // nanostoresAtom (esbuild.config.mjs): @nanostores/react's listenKeys stays with the React islands.
    const stores = Object.entries(outputs[[...shared][0]!]!.inputs).filter(
      ([i, { bytesInOutput }]) => i.includes('node_modules/nanostores/') && bytesInOutput > 0,
    );
    expect(
      stores.map(([i]) => i),
      "nanostores' code on every page",
    ).toEqual(['node_modules/nanostores/atom/index.js']);
    expect(unusedMembers(root, sharedChunks, result.metafile!), 'group members nothing imports').toEqual([]);
  });

  // runtime/i18n/part.ts: a message part imported by more than its island becomes a file of its
  // own, fetched by every page with any of its islands. So each part shares its one chunk with
  // the code of one island folder (its entry chunk, or a chunk of that island's modules only).
  // product.ts is the single product page's, whose islands come together.
  it("writes each island's message part into that island's code", () => {
    const parts = readdirSync(join(root, 'runtime/i18n/parts')).map((f) => `runtime/i18n/parts/${f}`);
    expect(parts.length, 'the parts are checked').toBeGreaterThan(1);
    const islandsIn = (key: string) => new Set(Object.keys(outputs[key]!.inputs).flatMap((i) => /^widgets\/[^/]+\/[^/]+\//.exec(i) ?? []));
    const misplaced = parts
      .filter((part) => !part.endsWith('/product.ts'))
      .map((part) => [part, Object.keys(outputs).filter((k) => outputs[k]!.inputs[part])] as const)
      .filter(([, keys]) => keys.length !== 1 || islandsIn(keys[0]!).size !== 1)
      .map(
        ([part, keys]) => `${part} → ${keys.map((k) => `${k.split('/').pop()} (${[...islandsIn(k)].join(', ')})`).join('; ') || 'nowhere'}`,
      );
    expect(misplaced).toEqual([]);
  });

  it('loads no React with the entry', () => {
    expect([...closure(entryKey)].filter(hasReact)).toEqual([]);
  });

  // A React widget is one whose module builds on runtime/core/react-island.tsx.
  const reactWidgets = sources('widgets').filter((f) => importsOf(f).some((i) => i.endsWith('runtime/core/react-island.tsx')));

  it('puts React and react-dom in one chunk, reached only from React widgets', () => {
    const reactChunks = Object.keys(outputs).filter(hasReact);
    if (!reactWidgets.length) return void expect(reactChunks, 'no React widget, so no React in the build').toEqual([]);
    expect(reactChunks).toHaveLength(1);
    const inputs = Object.keys(outputs[reactChunks[0]!]!.inputs);
    expect(inputs.some((i) => i.includes('node_modules/react-dom/'))).toBe(true);
    for (const key of Object.keys(outputs).filter((k) => outputs[k]!.entryPoint?.startsWith('widgets/'))) {
      const isReact = reactWidgets.includes(outputs[key]!.entryPoint!);
      expect(closure(key).has(reactChunks[0]!), `${outputs[key]!.entryPoint} reaches React`).toBe(isReact);
    }
  });

  it('gives each widget its own lazy chunk, and an enhancer no React', () => {
    // Each registry entry's loader names its module: import('./name/file.ts') in its group's registry.
    const loaded = groupRegistries().flatMap((registry) =>
      [...readFileSync(join(root, registry), 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) =>
        relative(root, resolve(root, dirname(registry), m[1]!)),
      ),
    );
    expect(loaded, 'one lazy import per registry entry').toHaveLength(widgets.length);
    const chunks = loaded.map((file) => chunkOf(file));
    expect(
      chunks.filter((c) => !c),
      'widgets without a chunk of their own',
    ).toEqual([]);
    expect(new Set(chunks).size, 'one distinct chunk per widget').toBe(widgets.length);
    const lazy = outputs[entryKey]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    // And the visitor counters, fetched where the page counts the visit, and the jQuery stand-ins,
    // where the page kept jQuery (islands.ts).
    const counters = chunkOf('runtime/stores/visitor.ts');
    const standIns = chunkOf('runtime/page/stand-ins/install.ts');
    expect(new Set(lazy), "the entry's lazy imports are exactly the widget chunks, the counters and the stand-ins").toEqual(
      new Set([...chunks, counters, standIns]),
    );
    for (const file of sources('widgets').filter((f) => importsOf(f).some((i) => i.endsWith('runtime/core/enhancer.ts')))) {
      const chunk = chunkOf(file);
      if (chunk) expect([...closure(chunk)].filter(hasReact), `${file} is an enhancer`).toEqual([]);
    }
  });

  // MIT and Apache-2.0 ask for the notice with every copy; the bundle's code keeps no legal comments.
  it('ships the licence of every package the bundle and the field data reporter carry (bundle/THIRD-PARTY-LICENSES.txt)', async () => {
    const vitals = await esbuild.build({ ...standalone, write: false, logLevel: 'silent' });
    const packages = bundledPackages([result.metafile!, vitals.metafile!]);
    expect(packages).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'scheduler',
        'nanostores',
        '@nanostores/react',
        'swiper',
        'photoswipe',
        'js-cookie',
        'web-vitals',
      ]),
    );
    const text = thirdPartyLicenses([result.metafile!, vitals.metafile!]);
    for (const name of packages) {
      const licence = readFileSync(
        join(root, 'node_modules', name, readdirSync(join(root, 'node_modules', name)).find((f) => /^licen[cs]e/i.test(f))!),
        'utf8',
      ).trim();
      expect(text, name).toContain(licence);
      expect(text, name).toMatch(new RegExp(`^${name.replace('/', '\\/')} \\d`, 'm'));
    }
    // The plugin's readme lists them for the directory's reviewers, and its short description fits.
    const readme = readFileSync(join(root, 'wordpress-plugin/islands/readme.txt'), 'utf8');
    const listed = readme.slice(readme.indexOf('== Third-party libraries =='), readme.indexOf('== Privacy ==')).toLowerCase();
    for (const name of packages)
      expect(listed.includes(name) || listed.includes(name.replace('-', ' ')), `readme.txt lists ${name}`).toBe(true);
    const short = readme.split('\n\n')[1]!;
    expect(short.length, `the short description: ${short}`).toBeLessThanOrEqual(150);
  });

  it(`keeps the field data's inline schedule within ${VITALS_INLINE_BUDGET.raw} bytes and its reporter within ${VITALS_REPORTER_BUDGET} bytes gzip, with no import`, async () => {
    const vitals = await esbuild.build({ ...standalone, write: false, logLevel: 'silent' });
    const files = vitals.outputFiles ?? [];
    const file = (name: string) => files.find((f) => f.path.endsWith(`/${name}`))!.contents;
    expect(files.map((f) => f.path.split('/').pop()).sort(), 'two whole files, no shared chunk').toEqual([
      'vitals-reporter.js',
      'vitals.js',
    ]);
    expect(file('vitals.js').length).toBeLessThanOrEqual(VITALS_INLINE_BUDGET.raw);
    expect(gzipSync(file('vitals.js')).length).toBeLessThanOrEqual(VITALS_INLINE_BUDGET.gzip);
    expect(gzipSync(file('vitals-reporter.js')).length).toBeLessThanOrEqual(VITALS_REPORTER_BUDGET);
    // The islands' entry knows nothing of it: the schedule is printed beside it, not imported.
    expect(Object.keys(outputs[entryKey]!.inputs).filter((i) => i.includes('vitals'))).toEqual([]);
  });
});

// @vitest-environment node
// The WordPress plugin's package: the handle table names every island of the registry (so a new
// island cannot forget to say which scripts it replaces), the preload lists follow the metafile,
// and the zip writer's archive reads back byte for byte.
import { describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { widgets } from '../widgets/registry.ts';
import {
  baseHandles,
  builderElements,
  builderHandles,
  builderSettings,
  handlesToWidgets,
  preloadWhere,
  renderedWhen,
  replacedHandles,
  replacedStyles,
} from '../wordpress-plugin/replaced-handles.mjs';
import { preloads, registryStrategies } from './wordpress-plugin.mjs';
import { zip } from './zip.mjs';

describe('replaced handles', () => {
  it('has an entry, maybe empty, for exactly the islands of the registry', () => {
    expect(Object.keys(replacedHandles).sort()).toEqual(widgets.map((w) => w.name).sort());
  });

  it('names each handle as WordPress spells handles, once per island', () => {
    for (const [widget, handles] of Object.entries(replacedHandles)) {
      expect(new Set(handles).size, widget).toBe(handles.length);
      for (const handle of handles) expect(handle).toMatch(/^[a-z0-9][a-z0-9_.-]*$/i);
    }
  });

  it('has the islands stand aside only for scripts the plugin replaces (the owner may keep those under Ajustes → Islands)', () => {
    const replaced = Object.values(replacedHandles).flat();
    for (const w of widgets) expect(replaced, w.name).toEqual(expect.arrayContaining([...(w.standsAsideFor ?? [])]));
  });

  it('lists by handle the islands that replace it, and keeps jQuery out of every list', () => {
    const byHandle = handlesToWidgets();
    expect(byHandle['wc-single-product']).toEqual(['product-gallery', 'product-tabs', 'review-rating']);
    expect(byHandle.woocommerce).toEqual(['shop-page', 'store-notice', 'coming-soon-banner']);
    // jQuery goes only when nothing left needs it: never by name.
    for (const name of ['jquery', 'jquery-core', 'jquery-migrate']) {
      expect(byHandle[name]).toBeUndefined();
      expect(baseHandles[name]).toBeUndefined();
    }
  });

  it("replaces each page builder script by islands, and lists its elements' settings as a value list or any value", () => {
    const byHandle = handlesToWidgets();
    for (const handle of builderHandles) expect(byHandle[handle]?.length, handle).toBeGreaterThan(0);
    for (const settings of [builderSettings, ...Object.values(builderElements)]) {
      for (const allowed of Object.values(settings)) expect(allowed === null || (Array.isArray(allowed) && allowed.length > 0)).toBe(true);
    }
    // The widgets with an island of their own are covered; one with none of its own is not.
    for (const name of ['share-buttons', 'countdown', 'nav-menu', 'taxonomy-filter', 'image-gallery', 'eael-adv-tabs'])
      expect(builderElements[name], name).toBeDefined();
    expect(builderElements.video).toBeUndefined();
  });

  it('ties styles and render actions to handles the table replaces', () => {
    const byHandle = handlesToWidgets();
    for (const handle of [...Object.keys(replacedStyles), ...Object.keys(renderedWhen)]) expect(byHandle[handle], handle).toBeDefined();
  });

  it('gates the preload of islands that replace a script and mount at load, by body classes and hooks', () => {
    const strategies = registryStrategies();
    for (const [island, conditions] of Object.entries(preloadWhere)) {
      expect(strategies[island], island).toBe('load');
      expect(replacedHandles[island]!.length, island).toBeGreaterThan(0);
      for (const c of conditions) expect(c).toMatch(/^(body\.[a-z][a-z0-9-]*|[a-z][a-z0-9_]*)$/);
    }
  });
});

describe('preloads', () => {
  const out = (entryPoint: string | undefined, imports: string[], dynamic: string[] = []) => ({
    entryPoint,
    imports: [...imports.map((path) => ({ path, kind: 'import-statement' })), ...dynamic.map((path) => ({ path, kind: 'dynamic-import' }))],
  });
  const meta = {
    outputs: {
      'dist/islands/islands.js': out(
        'islands.ts',
        ['dist/islands/chunks/chunk-A.js'],
        ['dist/islands/chunks/side-cart-1.js', 'dist/islands/chunks/inputs-2.js', 'dist/islands/chunks/order-attribution-3.js'],
      ),
      'dist/islands/chunks/chunk-A.js': out(undefined, []),
      'dist/islands/chunks/chunk-B.js': out(undefined, ['dist/islands/chunks/chunk-A.js']),
      // The side cart's own lazy part is not an island: loaded when needed, never preloaded.
      'dist/islands/chunks/side-cart-1.js': out(
        'widgets/shop/side-cart/side-cart.ts',
        ['dist/islands/chunks/chunk-B.js'],
        ['dist/islands/chunks/panel-4.js'],
      ),
      'dist/islands/chunks/panel-4.js': out('widgets/shop/side-cart/panel.ts', []),
      'dist/islands/chunks/inputs-2.js': out('widgets/shop/order-attribution/inputs.ts', []),
      'dist/islands/chunks/order-attribution-3.js': out('widgets/shop/order-attribution/order-attribution.ts', [
        'dist/islands/chunks/chunk-B.js',
      ]),
    },
  };
  const bundleDir = `${process.cwd()}/dist/islands`;

  it("gives the entry's static imports, and each island's chunks without those or its lazy parts", () => {
    const atLoad = { 'side-cart': 'load', 'order-attribution-inputs': 'load', 'order-attribution': 'load' };
    expect(preloads(meta, bundleDir, atLoad)).toEqual({
      entry: ['chunks/chunk-A.js'],
      widgets: {
        'side-cart': ['chunks/chunk-B.js', 'chunks/side-cart-1.js'],
        'order-attribution-inputs': ['chunks/inputs-2.js'],
        'order-attribution': ['chunks/chunk-B.js', 'chunks/order-attribution-3.js'],
      },
    });
  });

  it('preloads nothing of a React island: React comes when the island is about to mount', () => {
    const withReact = structuredClone(meta) as typeof meta & {
      outputs: Record<string, ReturnType<typeof out> & { inputs?: Record<string, unknown> }>;
    };
    withReact.outputs['dist/islands/islands.js']!.imports.push({ path: 'dist/islands/chunks/podcast-player-5.js', kind: 'dynamic-import' });
    withReact.outputs['dist/islands/chunks/podcast-player-5.js'] = {
      ...out('widgets/podcast/podcast-player/podcast-player.tsx', ['dist/islands/chunks/chunk-B.js']),
      inputs: { 'node_modules/react-dom/cjs/react-dom-client.production.js': {}, 'widgets/podcast/podcast-player/podcast-player.tsx': {} },
    };
    expect(preloads(withReact, bundleDir, { 'side-cart': 'load', 'podcast-player': 'load' }).widgets).toMatchObject({
      'podcast-player': [],
      'side-cart': ['chunks/chunk-B.js', 'chunks/side-cart-1.js'],
    });
  });

  it('preloads only the islands that mount at load: code for later (idle, in view, on intent) is fetched then', () => {
    const strategies = { 'side-cart': 'load', 'order-attribution-inputs': 'idle', 'order-attribution': 'interaction' };
    expect(preloads(meta, bundleDir, strategies).widgets).toEqual({
      'side-cart': ['chunks/chunk-B.js', 'chunks/side-cart-1.js'],
      'order-attribution-inputs': [],
      'order-attribution': [],
    });
  });

  it("reads each island's strategy from the registry as the registry has it", () => {
    expect(registryStrategies()).toEqual(Object.fromEntries(widgets.map((w) => [w.name, w.hydrate])));
  });

  it('names every lazy module of widgets/ as the registry does', async () => {
    const esbuild = await import('esbuild');
    const { browser } = await import('../esbuild.config.mjs');
    const result = await esbuild.build({ ...browser, write: false, logLevel: 'silent' });
    const names = Object.keys(preloads(result.metafile!, browser.outdir!).widgets).sort();
    expect(names).toEqual(widgets.map((w) => w.name).sort());
  });
});

/** Reads a zip's central directory back: name → contents. */
function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const method = archive.readUInt16LE(at + 10);
    const packedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const local = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    files.set(name, method === 8 ? inflateRawSync(packed) : packed);
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return files;
}

describe('zip', () => {
  it('stores folders and files that read back unchanged, dated as asked', () => {
    const php = Buffer.from('<?php // Ñandú «islas»\n'.repeat(50));
    const entries = [
      { name: 'islands/' },
      { name: 'islands/islands.php', data: php },
      { name: 'islands/empty.txt', data: Buffer.alloc(0) },
    ];
    const date = new Date(2026, 10, 24, 13, 45, 30);
    const archive = zip(entries, date);
    const files = unzip(archive);
    expect([...files.keys()]).toEqual(['islands/', 'islands/islands.php', 'islands/empty.txt']);
    expect(files.get('islands/islands.php')!.equals(php)).toBe(true);
    expect(files.get('islands/empty.txt')!.length).toBe(0);
    expect(zip(entries, date).equals(archive), 'the same files and date give the same bytes').toBe(true);
    // DOS date and time of the first local header: 2026-11-24 13:45:30.
    expect(archive.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 24);
    expect(archive.readUInt16LE(10)).toBe((13 << 11) | (45 << 5) | 15);
  });
});

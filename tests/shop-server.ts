// A fixture server whose SQLite file is on disk, for browser tests that must read what the shop
// stored (the placed order and its attribution): the harness's own server keeps its data in memory.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { SiteConfig, Timings } from '../runtime/page/config.ts';
import { startServer, type RunningServer } from '../server/http.ts';
import { distDir, rootDir } from './harness.ts';

export interface StoredOrder {
  id: number;
  billing: Record<string, string>;
  attribution: Record<string, string>;
  totals: { subtotal: number; discount: number; shipping: number; total: number };
  coupons: { code: string; amount: number }[];
  lines: { name: string; quantity: number }[];
}

export function shopServer() {
  let server: RunningServer | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'islands-shop-'));
    server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'shop.sqlite'), distDir, rootDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url(path: string): string {
      if (!server) throw new Error('shopServer: not started (used outside a test?)');
      return new URL(path, server.url).href;
    },
    /** The order with this id as the checkout stored it, or null. */
    order(id: number): StoredOrder | null {
      const db = new Database(join(dir, 'shop.sqlite'), { readonly: true });
      try {
        const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Record<string, string> | undefined;
        if (!row) return null;
        const parse = <T>(k: string) => JSON.parse(row[k] ?? 'null') as T;
        return {
          id,
          billing: parse('billing'),
          attribution: parse('attribution'),
          totals: parse('totals'),
          coupons: parse('coupons'),
          lines: parse('lines'),
        };
      } finally {
        db.close();
      }
    },
  };
}

/** What a test changes in islands-config: top-level keys, and timings key by key. */
export type ConfigPatch = Partial<Omit<SiteConfig, 'timings'>> & { timings?: Partial<Timings> };

/**
 * Serves every page the shopper opens with this islands-config, as a theme that prints its own
 * would (a short requestTimeout, redirect after add…): the document is fetched from the fixture
 * server as it is and only that JSON is rewritten.
 */
export async function withConfig(page: Page, patch: ConfigPatch): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const config = /(<script type="application\/json" id="islands-config">)([\s\S]*?)(<\/script>)/.exec(html);
    if (!config) throw new Error(`withConfig: no islands-config in ${route.request().url()}`);
    const json = JSON.parse(config[2]!) as { timings?: Partial<Timings> };
    const patched = JSON.stringify({ ...json, ...patch, timings: { ...json.timings, ...patch.timings } }).replaceAll('</', '<\\/');
    await route.fulfill({ response, body: html.replace(config[0], () => `${config[1]}${patched}${config[3]}`) });
  });
}

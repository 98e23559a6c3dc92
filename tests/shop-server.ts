// A fixture server whose SQLite file is on disk, for browser tests that must read what the shop
// stored (the placed order and its attribution): the harness's own server keeps its data in memory.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
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
        return { id, billing: parse('billing'), attribution: parse('attribution'), totals: parse('totals'), coupons: parse('coupons'), lines: parse('lines') };
      } finally {
        db.close();
      }
    },
  };
}

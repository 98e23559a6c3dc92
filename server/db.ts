// SQLite state of the fixture backend: shopper sessions (nonce, pending notices), their carts and
// coupons, and the orders the checkout places.
// One file for `npm start` (data/islands.sqlite), ':memory:' in tests.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

const schema = `
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  nonce TEXT NOT NULL,
  notices TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS cart_items (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  item_key TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL,
  variation TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, item_key)
);
-- Lines removed through ?remove_item, so the notice's "¿Deshacer?" link can restore them.
CREATE TABLE IF NOT EXISTS removed_items (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  item_key TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL,
  variation TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, item_key)
);
-- Coupon codes applied to a session's cart, in the order they were applied.
CREATE TABLE IF NOT EXISTS cart_coupons (
  session_id TEXT NOT NULL REFERENCES sessions(id),
  code TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, code)
);
-- The shipping calculator's destination and the chosen shipping method, with the methods offered
-- when it was chosen (server/shipping.ts).
CREATE TABLE IF NOT EXISTS shipping (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id),
  destination TEXT,
  calculated INTEGER NOT NULL DEFAULT 0,
  chosen TEXT,
  offered TEXT
);
-- Placed orders: the checkout's billing fields, lines, totals and order attribution, as JSON.
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_key TEXT NOT NULL,
  session_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  payment_method TEXT NOT NULL,
  billing TEXT NOT NULL,
  lines TEXT NOT NULL,
  coupons TEXT NOT NULL,
  totals TEXT NOT NULL,
  attribution TEXT NOT NULL,
  order_comments TEXT NOT NULL DEFAULT ''
);
-- User meta of the stand-in logged-in user (server/routes/site-extras.ts): the coming-soon banner's flag.
CREATE TABLE IF NOT EXISTS user_meta (
  user_login TEXT NOT NULL,
  meta_key TEXT NOT NULL,
  meta_value TEXT NOT NULL,
  PRIMARY KEY (user_login, meta_key)
);
-- Uploaded media (wp/v2/media) and the floating buttons' tracked clicks (elementor_send_clicks).
CREATE TABLE IF NOT EXISTS media (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS floating_clicks (
  document_id INTEGER PRIMARY KEY,
  clicks INTEGER NOT NULL
);
`;

export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets the browser's parallel requests read while one writes.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.exec(schema);
  return db;
}

// The shopper's session, keyed by the wp_woocommerce_session_islands cookie: its REST nonce and
// the notices WooCommerce keeps for the next page (wc_add_notice / wc_print_notices).
import { createHash, randomBytes } from 'node:crypto';
import { parseCookies, setCookie } from './cookies.ts';
import type { Db } from './db.ts';

export const SESSION_COOKIE = 'wp_woocommerce_session_islands';
/** A test stand-in for WordPress' login cookie: logged-in visitors may fetch a fresh REST nonce. */
export const LOGGED_IN_COOKIE = 'wordpress_logged_in_islands';
/** WooCommerce keeps its session cookie for 48 hours. */
const SESSION_SECONDS = 172800;

export type NoticeType = 'success' | 'error' | 'notice';

export interface Notice {
  type: NoticeType;
  /** Already escaped HTML, as WooCommerce stores notices. */
  html: string;
}

export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');
const newNonce = (): string => randomBytes(5).toString('hex');

/** One request's view of the shopper session. The session row is created on first need. */
export class Session {
  readonly cookies: Map<string, string>;
  /** Set-Cookie headers this request must send. */
  readonly setCookies: string[] = [];
  private sessionId: string | null = null;

  constructor(
    private readonly db: Db,
    cookieHeader: string | null,
  ) {
    this.cookies = parseCookies(cookieHeader);
    const id = this.cookies.get(SESSION_COOKIE);
    if (id && this.db.prepare('SELECT 1 FROM sessions WHERE id = ?').get(id)) this.sessionId = id;
  }

  /** The session id, or null for a visitor who has none yet (nothing to read). */
  get id(): string | null {
    return this.sessionId;
  }

  get loggedIn(): boolean {
    return this.cookies.has(LOGGED_IN_COOKIE);
  }

  /** The session id, creating the session (and its cookie) when the visitor has none. */
  ensure(): string {
    if (this.sessionId) return this.sessionId;
    const id = randomBytes(16).toString('hex');
    this.db.prepare('INSERT INTO sessions (id, nonce, created_at) VALUES (?, ?, ?)').run(id, newNonce(), Date.now());
    this.setCookies.push(setCookie(SESSION_COOKIE, id, { maxAge: SESSION_SECONDS, httpOnly: true }));
    this.sessionId = id;
    return id;
  }

  /** The wp_rest nonce printed in the page configuration and checked by the REST routes. */
  restNonce(): string {
    const row = this.db.prepare('SELECT nonce FROM sessions WHERE id = ?').get(this.ensure()) as { nonce: string };
    return row.nonce;
  }

  /** admin-ajax rest-nonce: a new nonce; the previous one is stale from now on. */
  rotateRestNonce(): string {
    const nonce = newNonce();
    this.db.prepare('UPDATE sessions SET nonce = ? WHERE id = ?').run(nonce, this.ensure());
    return nonce;
  }

  /** The 'woocommerce-cart' nonce of remove links and the cart form (stable for the session). */
  cartNonce(): string {
    return md5(`${this.ensure()}|woocommerce-cart`).slice(0, 10);
  }

  /** A WordPress nonce for `action` (e.g. 'apply-coupon'), stable for the session. */
  nonceFor(action: string): string {
    return md5(`${this.ensure()}|${action}`).slice(0, 10);
  }

  /** Elementor Pro's menu cart fragments_nonce (printed in the configuration only). */
  fragmentsNonce(): string {
    return md5(`${this.ensure()}|fragments`).slice(0, 10);
  }

  addNotice(type: NoticeType, html: string): void {
    const id = this.ensure();
    const notices = this.peekNotices();
    if (notices.some((n) => n.type === type && n.html === html)) return;
    notices.push({ type, html });
    this.db.prepare('UPDATE sessions SET notices = ? WHERE id = ?').run(JSON.stringify(notices), id);
  }

  /** Returns and clears the pending notices: whatever prints them first consumes them. */
  takeNotices(): Notice[] {
    const notices = this.peekNotices();
    if (notices.length) this.db.prepare("UPDATE sessions SET notices = '[]' WHERE id = ?").run(this.sessionId);
    return notices;
  }

  private peekNotices(): Notice[] {
    if (!this.sessionId) return [];
    const row = this.db.prepare('SELECT notices FROM sessions WHERE id = ?').get(this.sessionId) as { notices: string };
    return JSON.parse(row.notices) as Notice[];
  }
}

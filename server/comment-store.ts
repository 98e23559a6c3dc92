// What reviews and article comments share: their SQLite tables (created on first use, so the
// backend's main schema stays about the shop) and the refill of the comment form after a refusal.
import type { Db } from './db.ts';
import { esc } from './html.ts';

const ready = new WeakMap<Db, Set<string>>();

/** The database with `schema` applied once per connection. */
export function withSchema(db: Db, schema: string): Db {
  const done = ready.get(db) ?? new Set<string>();
  if (!done.has(schema)) {
    db.exec(schema);
    done.add(schema);
    ready.set(db, done);
  }
  return db;
}

export interface CommentDraft {
  comment: string;
  author: string;
  email: string;
  rating?: string;
}

/** Puts what the visitor typed back into WordPress' comment form (review form included). */
export function refillCommentForm(html: string, draft: CommentDraft): string {
  let out = html
    .replace(/(<textarea id="comment"[^>]*>)(<\/textarea>)/, (_m, open: string, close: string) => open + esc(draft.comment) + close)
    .replace(/(<input id="author"[^>]*? value=")(")/, (_m, a: string, b: string) => a + esc(draft.author) + b)
    .replace(/(<input id="email"[^>]*? value=")(")/, (_m, a: string, b: string) => a + esc(draft.email) + b);
  if (draft.rating && /^[1-5]$/.test(draft.rating)) out = out.replace(new RegExp(`(<option value="${draft.rating}")`), '$1 selected');
  return out;
}

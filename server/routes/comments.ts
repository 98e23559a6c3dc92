// POST /wp-comments-post.php for the article's comments (the form works without JavaScript, as
// WordPress' does): stored in SQLite, replies threaded under comment_parent, then a redirect to
// the new comment. A refused comment goes back to the form with WordPress' message and the text.
import type { Comment } from '../catalogue.ts';
import type { Db } from '../db.ts';
import { refillCommentForm, withSchema, type CommentDraft } from '../comment-store.ts';
import { esc } from '../html.ts';
import { redirect } from '../respond.ts';
import { readForm } from './form-data.ts';
import type { Visit } from '../visit.ts';
import { reviewErrors } from './reviews.ts';
import { looksLikeEmail } from '../../rules/email.ts';

const schema = `
CREATE TABLE IF NOT EXISTS article_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  post_id INTEGER NOT NULL,
  parent INTEGER NOT NULL DEFAULT 0,
  author TEXT NOT NULL,
  email TEXT NOT NULL,
  text TEXT NOT NULL,
  date TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS comment_drafts (session_id TEXT PRIMARY KEY, fields TEXT NOT NULL);`;
const db = (v: Visit): Db => withSchema(v.shop.db, schema);
// Above the fixture's own comment ids and the reviews' (5000+).
const ID_OFFSET = 9000;

/** Handles a comment on the article; null when the post is something else. */
export async function postComment(v: Visit): Promise<Response | null> {
  const form = await readForm(v.req.clone());
  const { article } = v.shop.catalogue.content;
  if (Number(form.get('comment_post_ID')) !== article.id) return null;
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const draft = { comment: field('comment'), author: field('author'), email: field('email'), parent: field('comment_parent') || '0' };
  const known = new Set(comments(v).map((c) => c.id));
  const parent = known.has(Number(draft.parent)) ? Number(draft.parent) : 0;
  const error =
    !draft.author || !draft.email
      ? reviewErrors.required
      : !looksLikeEmail(draft.email)
        ? reviewErrors.email
        : !draft.comment
          ? reviewErrors.comment
          : null;
  const back = `${v.origin}/${article.slug}/`;
  if (error) {
    v.session.addNotice('error', error);
    db(v)
      .prepare('INSERT OR REPLACE INTO comment_drafts (session_id, fields) VALUES (?, ?)')
      .run(v.session.ensure(), JSON.stringify(draft));
    return redirect(`${back}#respond`);
  }
  const { lastInsertRowid } = db(v)
    .prepare('INSERT INTO article_comments (post_id, parent, author, email, text, date) VALUES (?, ?, ?, ?, ?, ?)')
    .run(article.id, parent, draft.author, draft.email, draft.comment, new Date().toISOString());
  return redirect(`${back}#comment-${Number(lastInsertRowid) + ID_OFFSET}`);
}

/** The article's comments: the fixture's, then those visitors posted, in order. */
export function comments(v: Visit): Comment[] {
  const rows = db(v).prepare('SELECT id, parent, author, text, date FROM article_comments ORDER BY id').all() as Comment[];
  return [...v.shop.catalogue.content.article.comments, ...rows.map((r) => ({ ...r, id: r.id + ID_OFFSET }))];
}

/** Puts a refused comment's fields back into the form, once. */
export function keepCommentDraft(v: Visit, html: string): string {
  const session = v.session.id;
  if (!session) return html;
  const row = db(v).prepare('SELECT fields FROM comment_drafts WHERE session_id = ?').get(session) as { fields: string } | undefined;
  if (!row) return html;
  db(v).prepare('DELETE FROM comment_drafts WHERE session_id = ?').run(session);
  return refillCommentForm(html, JSON.parse(row.fields) as CommentDraft);
}

/**
 * Without JavaScript a reply link reloads the page with ?replytocom=ID: the form is printed as a
 * reply to that comment (its parent set, the reply title, the cancel link shown).
 */
export function replyForm(v: Visit, html: string): string {
  const id = Number(v.url.searchParams.get('replytocom'));
  const target = comments(v).find((c) => c.id === id);
  if (!target) return html;
  return (
    html
      // A function replacer: a `$'` in a visitor's name is text, not a replacement pattern.
      .replace(/(<h2 id="reply-title" class="comment-reply-title">)[^<]*/, (_, open: string) => `${open}Responder a ${esc(target.author)} `)
      .replace(/(id="cancel-comment-reply-link"[^>]*?) style="display:none;"/, '$1')
      .replace(/(id='comment_parent' value=')0(')/, `$1${id}$2`)
  );
}

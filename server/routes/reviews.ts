// POST /wp-comments-post.php for product reviews (docs/shop.md#review-rating): stored in SQLite and
// shown after the redirect. The rating is validated here too (1–5, required as the shop says):
// a bad review goes back to the product's reviews with the message and what was typed.
import type { Product, Review } from '../catalogue.ts';
import type { Db } from '../db.ts';
import { refillCommentForm, withSchema, type CommentDraft } from '../comment-store.ts';
import { redirect } from '../respond.ts';
import { readForm } from './form-data.ts';
import type { Visit } from '../visit.ts';
import { looksLikeEmail } from '../../rules/email.ts';

const schema = `
CREATE TABLE IF NOT EXISTS product_reviews (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL,
  author TEXT NOT NULL,
  email TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL,
  date TEXT NOT NULL
);
-- What a shopper typed into a rejected review, shown once on the next product page view.
CREATE TABLE IF NOT EXISTS review_drafts (
  session_id TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  fields TEXT NOT NULL,
  PRIMARY KEY (session_id, product_id)
);`;
const db = (v: Visit): Db => withSchema(v.shop.db, schema);
// Review ids above the catalogue's and the article's comment ids.
const ID_OFFSET = 5000;

/** The Spanish wording of WooCommerce's and WordPress' refusals. */
export const reviewErrors = {
  rating: 'Por favor, valora el producto.',
  required: '<strong>Error</strong>: Por favor, rellena los campos obligatorios (nombre, correo electrónico).',
  email: '<strong>Error</strong>: Por favor, introduce una dirección de correo electrónico válida.',
  comment: '<strong>Error</strong>: Por favor, escribe un comentario.',
};

type Draft = Required<CommentDraft>;

/** Handles a review of a product; null when the post is not a product (article comments go elsewhere). */
export async function postReview(v: Visit): Promise<Response | null> {
  // A clone: when the post is not a product's, the body is still there for whoever handles it.
  const form = await readForm(v.req.clone());
  const productId = Number.parseInt(String(form.get('comment_post_ID') ?? ''), 10);
  const found = v.shop.catalogue.find(productId);
  if (!found || found.variation) return null;
  const product = found.product;
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const draft: Draft = { rating: field('rating'), comment: field('comment'), author: field('author'), email: field('email') };
  const back = `${v.origin}/producto/${product.slug}/`;
  const error = !/^[1-5]$/.test(draft.rating)
    ? reviewErrors.rating
    : !draft.author || !draft.email
      ? reviewErrors.required
      : !looksLikeEmail(draft.email)
        ? reviewErrors.email
        : !draft.comment
          ? reviewErrors.comment
          : null;
  if (error) {
    v.session.addNotice('error', error);
    db(v)
      .prepare('INSERT OR REPLACE INTO review_drafts (session_id, product_id, fields) VALUES (?, ?, ?)')
      .run(v.session.ensure(), product.id, JSON.stringify(draft));
    // #reviews opens the reviews tab (docs/shop.md#tab-opened-on-load) and, without JavaScript, scrolls to the form.
    return redirect(`${back}#reviews`);
  }
  const { lastInsertRowid } = db(v)
    .prepare('INSERT INTO product_reviews (product_id, author, email, rating, text, date) VALUES (?, ?, ?, ?, ?, ?)')
    .run(product.id, draft.author, draft.email, Number(draft.rating), draft.comment, new Date().toISOString());
  return redirect(`${back}#comment-${Number(lastInsertRowid) + ID_OFFSET}`);
}

/** The product with the reviews shoppers posted after the catalogue's own. */
export function withStoredReviews(v: Visit, product: Product): Product {
  const rows = db(v)
    .prepare('SELECT id, author, rating, text, date FROM product_reviews WHERE product_id = ? ORDER BY id')
    .all(product.id) as Array<Omit<Review, 'id'> & { id: number }>;
  if (!rows.length) return product;
  return { ...product, reviews: [...product.reviews, ...rows.map((r) => ({ ...r, id: r.id + ID_OFFSET }))] };
}

/** Puts a rejected review's fields back into the page's review form, once. */
export function keepReviewDraft(v: Visit, productId: number, html: string): string {
  const session = v.session.id;
  if (!session) return html;
  const row = db(v).prepare('SELECT fields FROM review_drafts WHERE session_id = ? AND product_id = ?').get(session, productId) as
    | { fields: string }
    | undefined;
  if (!row) return html;
  db(v).prepare('DELETE FROM review_drafts WHERE session_id = ? AND product_id = ?').run(session, productId);
  return refillCommentForm(html, JSON.parse(row.fields) as Draft);
}

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';

let app: App;
let reader: Shopper;
beforeEach(() => {
  app = testApp();
  reader = new Shopper(app);
});
afterEach(() => app.close());

const ARTICLE = '/resena-mejor-hosting/';
const post = (fields: Record<string, string>) =>
  reader.post('/wp-comments-post.php', { comment_post_ID: '42', comment_parent: '0', ...fields });

describe('article comments (POST /wp-comments-post.php)', () => {
  it('stores a reply under its parent and redirects to it', async () => {
    const res = await post({
      comment: 'Yo uso el plan básico <b>y va bien</b>',
      author: 'Luis',
      email: 'luis@example.es',
      comment_parent: '5',
    });
    expect(res.status).toBe(302);
    const at = /#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1];
    expect(res.headers.get('location')).toBe(`http://tienda.test${ARTICLE}#comment-${at}`);
    const page = await reader.html(ARTICLE);
    const li = new RegExp(`<li id="comment-5"[\\s\\S]*?<li id="comment-${at}"`);
    expect(page).toMatch(li); // threaded inside comment 5's children
    expect(page).toContain('Yo uso el plan básico &lt;b&gt;y va bien&lt;/b&gt;');
    expect(page).toContain('5 respuestas');
  });

  it('an unknown parent makes a top-level comment', async () => {
    await post({ comment: 'Hola', author: 'Eva', email: 'eva@example.es', comment_parent: '777' });
    const page = await new Shopper(app).html(ARTICLE);
    expect(page).toMatch(/<\/ol><!-- \.children -->[\s\S]*<li id="comment-9001"/);
  });

  it('refuses a comment without email, shows why above the comments and keeps what was typed', async () => {
    const res = await post({ comment: 'Mi opinión', author: 'Sin correo', email: '' });
    expect(res.headers.get('location')).toBe(`http://tienda.test${ARTICLE}#respond`);
    const page = await reader.html(ARTICLE);
    expect(page).toContain('Por favor, rellena los campos obligatorios');
    expect(page).toMatch(/<textarea id="comment"[^>]*>Mi opinión<\/textarea>/);
    expect(page).toMatch(/<input id="author"[^>]*value="Sin correo"/);
    expect(await reader.html(ARTICLE)).not.toContain('Mi opinión'); // shown once
  });

  it('?replytocom= (the reply link without JavaScript) prints the form as a reply', async () => {
    const page = await reader.html(`${ARTICLE}?replytocom=4`);
    expect(page).toContain(`<input type='hidden' name='comment_parent' id='comment_parent' value='4' />`);
    expect(page).toMatch(
      /<h2 id="reply-title" class="comment-reply-title">Responder a Ana <small><a rel="nofollow" id="cancel-comment-reply-link" href="[^"]*">/,
    );
    expect(await reader.html(`${ARTICLE}?replytocom=999`)).toContain(`id='comment_parent' value='0'`);
  });

  it("?replytocom= to a visitor's comment prints an author named with $' or $& literally", async () => {
    const res = await post({ comment: 'Hola', author: "Pep $' $&", email: 'pep@example.es' });
    const id = /#comment-(\d+)$/.exec(res.headers.get('location') ?? '')?.[1];
    const page = await reader.html(`${ARTICLE}?replytocom=${id}`);
    expect(page).toMatch(/<h2 id="reply-title" class="comment-reply-title">Responder a Pep \$&#039; \$&amp; <small>/);
  });
});

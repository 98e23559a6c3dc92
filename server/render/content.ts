// Content pages (templates in fixtures/pages/): the demo index, the article with the podcast
// player and comments, the podcast page, contact, and plain pages (external product, 404).
import { esc, fill } from '../html.ts';
import type { Visit } from '../visit.ts';
import { commentsSection } from './comments.ts';
import { comments, keepCommentDraft, replyForm } from '../routes/comments.ts';
import { template } from './layout.ts';
import { productList } from './listing.ts';
import { noticesWrapper } from './notices.ts';
import { castosPlayer } from './podcast.ts';
import { md5 } from '../session.ts';

/** Player ids are random per render on the real site; fixed here so pages are stable. */
export const PLAYER_IDS = { article: '1160378981', podcast: '3651666932', articleEpisode: '2817450093' } as const;

/** wp_create_nonce('ssp_castos_player_{id}'): one player's nonce, good for that player id only. */
export const playlistNonce = (v: Visit, playerId: string): string =>
  md5(`${v.session.ensure()}|ssp_castos_player_${playerId}`).slice(0, 10);

export function indexMain(v: Visit): string {
  const count = v.cart().count;
  const summary =
    count === 0
      ? 'Tu carrito está vacío.'
      : `Tienes ${count} ${count === 1 ? 'artículo' : 'artículos'} en el <a href="/carrito/">carrito</a>.`;
  return fill(template(v, 'index.html'), { cart_summary: summary });
}

export function articleMain(v: Visit): string {
  const { article, podcast } = v.shop.catalogue.content;
  const featured = v.shop.catalogue.products.filter((p) => p.id === 22 || p.id === 23);
  return fill(template(v, 'article.html'), {
    post_id: String(article.id),
    title: esc(article.title),
    paragraphs: article.paragraphs.map((p) => `\t\t<p>${esc(p)}</p>`).join('\n'),
    // The real article's [ss_player id="35"] above its [podcast_playlist]: the recorded plugin
    // printed nothing for the first; the fixture prints the plugin's single-episode player for it,
    // so a page with two players is there to test.
    episode_player: castosPlayer(podcast, PLAYER_IDS.articleEpisode, `${v.origin}/${article.slug}/`, false),
    player: castosPlayer(podcast, PLAYER_IDS.article, `${v.origin}/${article.slug}/`),
    products: productList(v.shop.catalogue, featured, 3),
    // A refused comment's message stands above the comments, where the form sends the visitor.
    comments:
      noticesWrapper(v.session.takeNotices()) + replyForm(v, keepCommentDraft(v, commentsSection(comments(v), article.id, article.slug))),
  });
}

export function podcastMain(v: Visit): string {
  const { podcast } = v.shop.catalogue.content;
  return fill(template(v, 'podcast.html'), {
    title: esc(podcast.title),
    player: castosPlayer(podcast, PLAYER_IDS.podcast, `${v.origin}/podcast/`),
  });
}

export function contactMain(v: Visit): string {
  return fill(template(v, 'contact.html'), { notices: noticesWrapper(v.session.takeNotices()) });
}

export function simpleMain(v: Visit, title: string, contentHtml: string): string {
  return fill(template(v, 'simple-page.html'), { title: esc(title), content: contentHtml });
}

// WordPress' threaded comments (wp_list_comments, html5 style) and the comment form with the
// reply data-* attributes the comment-reply script reads (docs/site.md#comment-reply-form).
import type { Comment } from '../catalogue.ts';
import { esc } from '../html.ts';

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "1 de febrero de 2025 a las 10:00", from the ISO date as written (site time). */
function commentDate(iso: string): string {
  const [date = '', time = ''] = iso.split('T');
  const [y, m, d] = date.split('-').map(Number);
  return `${d} de ${months[(m ?? 1) - 1]} de ${y} a las ${time.slice(0, 5)}`;
}

function comment(all: Comment[], c: Comment, depth: number, postId: number, slug: string, parity: { n: number }): string {
  const children = all.filter((x) => x.parent === c.id);
  const odd = parity.n++ % 2 === 1;
  const classes = ['comment', odd ? 'odd alt' : 'even'];
  if (depth === 1) classes.push(odd ? 'thread-odd thread-alt' : 'thread-even');
  if (c.byPostAuthor) classes.push('byuser comment-author-admin bypostauthor');
  classes.push(`depth-${depth}`);
  if (children.length) classes.push('parent');
  const author = esc(c.author);
  const list = children.length
    ? `\n<ol class="children">\n${children.map((x) => comment(all, x, depth + 1, postId, slug, parity)).join('\n')}\n</ol><!-- .children -->`
    : '';
  return `<li id="comment-${c.id}" class="${classes.join(' ')}">
	<article id="div-comment-${c.id}" class="comment-body">
		<footer class="comment-meta">
			<div class="comment-author vcard">
				<b class="fn">${author}</b> <span class="says">dice:</span>
			</div>
			<div class="comment-metadata">
				<a href="/${slug}/#comment-${c.id}"><time datetime="${esc(c.date)}">${commentDate(c.date)}</time></a>
			</div>
		</footer>
		<div class="comment-content">
			<p>${esc(c.text)}</p>
		</div>
		<div class="reply"><a rel="nofollow" class="comment-reply-link" href="/${slug}/?replytocom=${c.id}#respond" data-commentid="${c.id}" data-postid="${postId}" data-belowelement="div-comment-${c.id}" data-respondelement="respond" data-replyto="Responder a ${author}" aria-label="Responder a ${author}">Responder</a></div>
	</article>${list}
</li><!-- #comment-## -->`;
}

export function commentsSection(comments: Comment[], postId: number, slug: string): string {
  const parity = { n: 0 };
  const top = comments.filter((c) => c.parent === 0);
  const count = comments.length;
  return `<section id="comments" class="comments-area">
	<h2 class="title-comments">${count === 1 ? 'Una respuesta' : `${count} respuestas`}</h2>
	<ol class="comment-list">
${top.map((c) => comment(comments, c, 1, postId, slug, parity)).join('\n')}
	</ol>
	<div id="respond" class="comment-respond">
		<h2 id="reply-title" class="comment-reply-title">Deja una respuesta <small><a rel="nofollow" id="cancel-comment-reply-link" href="/${slug}/#respond" style="display:none;">Cancelar la respuesta</a></small></h2>
		<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">
			<p class="comment-notes"><span id="email-notes">Tu dirección de correo electrónico no será publicada.</span> <span class="required-field-message">Los campos obligatorios están marcados con <span class="required">*</span></span></p>
			<p class="comment-form-comment"><label for="comment">Comentario <span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>
			<p class="comment-form-author"><label for="author">Nombre <span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required /></p>
			<p class="comment-form-email"><label for="email">Correo electrónico <span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required /></p>
			<p class="comment-form-url"><label for="url">Web</label> <input id="url" name="url" type="url" value="" size="30" maxlength="200" autocomplete="url" /></p>
			<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.</label></p>
			<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Publicar el comentario" /> <input type='hidden' name='comment_post_ID' value='${postId}' id='comment_post_ID' />
				<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
			</p>
			<p style="display: none !important;" class="akismet-fields-container" data-prefix="ak_"><label>&#916;<textarea name="ak_hp_textarea" cols="45" rows="8" maxlength="100"></textarea></label><input type="hidden" id="ak_js_1" name="ak_js" value="229"/></p>
		</form>
	</div>
</section>`;
}

<?php
/**
 * The review form as WooCommerce prints it (single-product-reviews.php): the rating select that
 * widgets/product/review-rating turns into five radio stars ('1 de 5 estrellas' …), blocking a submit with
 * no rating when the shop requires one. Without JavaScript the select posts and the shop checks it.
 *
 * It prints what WooCommerce's comment_form() prints for a visitor who is not logged in, as the
 * fixture product pages do (tests/template-markup.test.ts compares the two).
 *
 *     get_template_part( 'templates/review-form', null, array(
 *         'product_id' => 22, 'product_title' => 'Camiseta básica', 'action' => site_url( '/wp-comments-post.php' ),
 *         // The title reads 'Añade una valoración' once the product has reviews, else 'Sé el primero…'.
 *         'review_count' => $product->get_review_count(), 'permalink' => get_permalink(),
 *     ) );
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/islands-escaping.php';

$islands_id    = isset( $args['product_id'] ) ? (int) $args['product_id'] : 0;
$islands_title = isset( $args['product_title'] ) ? (string) $args['product_title'] : '';
$islands_post  = isset( $args['action'] ) ? (string) $args['action'] : '/wp-comments-post.php';
$islands_link  = isset( $args['permalink'] ) ? (string) $args['permalink'] : '';
$islands_first = empty( $args['review_count'] );
?>
<div id="respond" class="comment-respond">
	<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3"><?php echo $islands_first ? 'Sé el primero en valorar &ldquo;' . esc_html( $islands_title ) . '&rdquo;' : 'Añade una valoración'; ?> <small><a rel="nofollow" id="cancel-comment-reply-link" href="<?php echo esc_url( $islands_link ); ?>#respond" style="display:none;">Cancelar la respuesta</a></small></span>
	<form action="<?php echo esc_url( $islands_post ); ?>" method="post" id="commentform" class="comment-form">
		<p class="comment-notes"><span id="email-notes">Tu dirección de correo electrónico no será publicada.</span> <span class="required-field-message">Los campos obligatorios están marcados con <span class="required">*</span></span></p>
		<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Tu puntuación&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
			<option value="">Puntuar&hellip;</option>
			<option value="5">Perfecto</option>
			<option value="4">Bueno</option>
			<option value="3">Normal</option>
			<option value="2">No está tan mal</option>
			<option value="1">Muy pobre</option>
		</select></div>
		<p class="comment-form-comment"><label for="comment">Tu valoración&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>
		<p class="comment-form-author"><label for="author">Nombre&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
		<p class="comment-form-email"><label for="email">Correo electrónico&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
		<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Guarda mi nombre, correo electrónico y web en este navegador para la próxima vez que comente.</label></p>
		<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar" /><input type="hidden" name="comment_post_ID" value="<?php echo (int) $islands_id; ?>" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
	</form>
</div>

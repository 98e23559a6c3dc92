<?php
/**
 * The review form as WooCommerce prints it (single-product-reviews.php): the rating select that
 * widgets/review-rating turns into five radio stars ('1 de 5 estrellas' …), blocking a submit with
 * no rating when the shop requires one. Without JavaScript the select posts and the shop checks it.
 *
 *     get_template_part( 'templates/review-form', null, array(
 *         'product_id' => 22, 'product_title' => 'Camiseta básica', 'action' => site_url( '/wp-comments-post.php' ),
 *     ) );
 */

defined( 'ABSPATH' ) || exit;

$islands_esc   = function_exists( 'esc_attr' )
	? 'esc_attr'
	: static function ( $text ) {
		return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8' );
	};
$islands_id    = isset( $args['product_id'] ) ? (int) $args['product_id'] : 0;
$islands_title = isset( $args['product_title'] ) ? (string) $args['product_title'] : '';
$islands_url   = isset( $args['action'] ) ? (string) $args['action'] : '/wp-comments-post.php';
?>
<div id="respond" class="comment-respond">
	<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">Añade una valoración de &ldquo;<?php echo $islands_esc( $islands_title ); ?>&rdquo;</span>
	<form action="<?php echo $islands_esc( $islands_url ); ?>" method="post" id="commentform" class="comment-form">
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
		<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar" /><input type="hidden" name="comment_post_ID" value="<?php echo $islands_id; ?>" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
	</form>
</div>

// The gallery's own rules: the slider, thumbnails as buttons, the magnifier, the zoom layer (the
// lightbox's are in runtime/ui/lightbox-css.ts).
// Themes lay the unscripted gallery out as one large image with the others in a wrapping row
// beneath it (flex-wrap, gap, 25 % bases): inside the slider that put slides 2+ on a second line,
// off screen, so every slide after the first showed an empty viewport. The viewport's selectors
// outweigh those rules. The viewport takes its width from the gallery, never from the row of
// slides it holds: in a grid or flex column the slides' widths would widen the column, which
// widens the slides, without end. Until Swiper's code comes (slider.ts) the slides other than the
// shown one take no height, so the viewport is as tall as the shown one, as Swiper's autoHeight makes it.
// The thumbnails look as the shop's own (WooCommerce's): flush quarter-width tiles right under the
// image, the others at half opacity, the current one and the hovered one whole. Those looks weigh
// nothing (:where), so a theme's own thumbnail rules win as they do over the shop's script; the
// button around each image is no box of its own, whatever the theme does to buttons, and its
// keyboard focus shows inside it (the shop's row hides what overflows).
export const GALLERY_CSS = `
.woocommerce-product-gallery .flex-viewport{contain:inline-size}
.woocommerce-product-gallery .flex-viewport .swiper-wrapper{flex-wrap:nowrap;gap:0;margin:0;padding:0}
.woocommerce-product-gallery .flex-viewport .swiper-slide{flex:0 0 auto;margin:0}
.woocommerce-product-gallery .flex-viewport.islands-slider-waiting .swiper-slide:not(.flex-active-slide){height:0;overflow:hidden}
.woocommerce-product-gallery .flex-control-thumbs{display:flex;flex-wrap:wrap;margin:0;padding:0;list-style:none}
:where(.woocommerce-product-gallery .flex-control-thumbs) li{width:25%;margin:0}
:where(.woocommerce-product-gallery .flex-control-thumbs li) img{display:block;width:100%;height:auto;margin:0;opacity:.5}
:where(.woocommerce-product-gallery .flex-control-thumbs li) img:is(.flex-active,:hover){opacity:1}
.woocommerce-product-gallery .flex-control-thumbs button{display:block;width:100%;margin:0;padding:0;border:0;border-radius:0;background:none;box-shadow:none;color:inherit;transition:none;cursor:pointer}
.woocommerce-product-gallery .flex-control-thumbs button:focus-visible{outline:2px solid currentColor;outline-offset:-2px}
.woocommerce-product-gallery{position:relative}
.woocommerce-product-gallery__trigger{position:absolute;top:.5em;right:.5em;z-index:99;display:flex;align-items:center;justify-content:center;width:2.5em;height:2.5em;border-radius:50%;background:#fff;color:#000;text-decoration:none;font-size:1em}
.woocommerce-product-gallery__trigger:focus-visible{outline:2px solid #000;outline-offset:2px}
.woocommerce-product-gallery__image{position:relative;overflow:hidden}
.woocommerce-product-gallery__image img{display:block;max-width:100%;height:auto}
.woocommerce-product-gallery__image .zoomImg{position:absolute;top:0;left:0;max-width:none;width:auto;height:auto;opacity:0;pointer-events:none;transition:opacity .2s}
`;

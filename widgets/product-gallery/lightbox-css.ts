// PhotoSwipe's own stylesheet as text, in the lazily loaded lightbox chunk.
import css from 'photoswipe/style.css' with { type: 'text' };

export default css;

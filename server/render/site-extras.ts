// /novedades/ (page 57): the page builder's site-wide widgets the islands stand in for, printed as
// the real site prints them. The share buttons and the first countdown are the recorded ones of
// /promociones/ (recorded/pages/elementor-popup-page.html, widgets b9dbc9a and 5a21f6d), and so are
// Essential Addons' advanced tabs (4f2c19d, with a link naming its second tab), cut from the
// recording at render time; the rest follows the same page builder's markup: an evergreen
// countdown with its end actions, a progress tracker, an image carousel, Essential Addons' login
// widget, and a floating buttons document printed in the footer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attrJson, esc, scriptJson } from '../html.ts';
import type { Visit } from '../visit.ts';
import { UPLOADS } from './image.ts';

export const EXTRAS = { page: 57, floating: 70, evergreen: 'c0ffee1' } as const;

/** The element `<div class="elementor-element elementor-element-{id} …">…</div>` of a recorded page. */
export function recordedWidget(rootDir: string, id: string): string {
  const page = readFileSync(join(rootDir, 'fixtures', 'recorded', 'elementor-popup-page.html'), 'utf8');
  const start = page.indexOf(`<div class="elementor-element elementor-element-${id} `);
  if (start < 0) throw new Error(`[islands:server] widget ${id} is not in the recorded /promociones/`);
  let depth = 0;
  for (const m of page.slice(start).matchAll(/<div\b|<\/div>/g)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return page.slice(start, start + m.index + m[0].length);
  }
  throw new Error(`[islands:server] widget ${id} is not closed in the recorded /promociones/`);
}

const widget = (id: string, type: string, inner: string, settings?: Record<string, unknown>): string =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type.split('.')[0]}" data-id="${id}" data-element_type="widget"${settings ? ` data-settings="${attrJson(settings)}"` : ''} data-widget_type="${type}">
					${inner}
				</div>`;

const digits = (units: readonly (readonly [string, string])[]): string =>
  units
    .map(
      ([unit, label]) =>
        `<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-${unit}"></span> <span class="elementor-countdown-label">${label}</span></div>`,
    )
    .join('');

const SLIDES = ['camiseta', 'sudadera-roja', 'sudadera-azul', 'gorra'];
const ARROW = (d: string) =>
  `<svg aria-hidden="true" class="e-font-icon-svg e-eicon-chevron-${d}" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg"><path d="${d === 'left' ? 'M646 125C629 125 613 133 604 142L308 442C296 454 292 471 292 487 292 504 296 521 308 533L604 854C617 867 629 875 646 875 663 875 679 871 692 858 704 846 713 829 713 812 713 796 708 779 692 767L438 487 692 225C700 217 708 204 708 187 708 171 704 154 692 142 675 129 663 125 646 125Z' : 'M696 533C708 521 713 504 713 487 713 471 708 454 696 446L400 146C388 133 375 125 354 125 338 125 325 129 313 142 300 154 292 171 292 187 292 204 296 221 308 233L563 492 304 771C292 783 288 800 288 817 288 833 296 850 308 863 321 871 338 875 354 875 371 875 388 867 400 854L696 533Z'}"></path></svg>`;

export function extrasMain(v: Visit): string {
  const root = v.shop.rootDir;
  // The counts a theme may print for the networks that have one (display only: docs/site-extras.md#share-buttons).
  const share = recordedWidget(root, 'b9dbc9a').replace(
    'elementor-share-btn_facebook" role="button"',
    'elementor-share-btn_facebook" data-count="1234" role="button"',
  );
  const slides = SLIDES.map(
    (name, i) =>
      `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${i + 1} de ${SLIDES.length}"><figure class="swiper-slide-inner"><img class="swiper-slide-image" src="${UPLOADS}${name === 'sudadera-roja' ? 'sudadera-principal' : name}-300x300.png" width="300" height="300" alt="${esc(name.replace('-', ' '))}"></figure></div>`,
  );
  const widgets = [
    widget('a1b2c3d', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">Novedades de la tienda</h2>'),
    widget(
      'f00ba12',
      'progress-tracker.default',
      `<div class="elementor-scrolling-tracker elementor-scrolling-tracker-horizontal elementor-scrolling-tracker-alignment-"><div class="current-progress"><div class="current-progress-percentage"></div></div></div>`,
      {
        type: 'horizontal',
        relative_to: 'entire_page',
        percentage: 'yes',
      },
    ),
    share,
    recordedWidget(root, '5a21f6d'),
    widget('7ab5a11', 'text-editor.default', '<p><a href="#vision">Nuestra visión</a>, en las pestañas de abajo.</p>'),
    recordedWidget(root, '4f2c19d'),
    widget(
      EXTRAS.evergreen,
      'countdown.default',
      `<div class="elementor-countdown-wrapper" data-date="0" data-evergreen-interval="4" data-expire-actions="${attrJson([{ type: 'hide' }, { type: 'message' }])}">${digits(
        [
          ['hours', 'Horas'],
          ['minutes', 'Minutos'],
          ['seconds', 'Segundos'],
        ],
      )}</div><div class="elementor-countdown-expire--message" style="display:none">¡La oferta relámpago ha terminado!</div>`,
    ),
    widget(
      'ca70e11',
      'image-carousel.default',
      `<div class="elementor-image-carousel-wrapper swiper" role="region" aria-roledescription="carousel" aria-label="Carrusel de imágenes" dir="ltr">
			<div class="elementor-image-carousel swiper-wrapper" aria-live="polite">${slides.join('')}</div>
			<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Diapositiva anterior">${ARROW('left')}</div>
			<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Diapositiva siguiente">${ARROW('right')}</div>
			<div class="swiper-pagination"></div>
		</div>`,
      {
        slides_to_show: '3',
        slides_to_show_tablet: '2',
        slides_to_show_mobile: '1',
        slides_to_scroll: '',
        navigation: 'both',
        autoplay: 'no',
        pause_on_hover: 'yes',
        autoplay_speed: 5000,
        infinite: 'yes',
        speed: 500,
      },
    ),
    widget(
      'e4e1061',
      'eael-login-register.default',
      `<div class="eael-login-registration-wrapper" data-is-ajax="no" data-widget-id="e4e1061">
			<div class="eael-lr-form-wrapper style-2" id="eael-login-form-wrapper">
				<form class="eael-login-form eael-lr-form" id="eael-login-form" method="post" action="/wp-login.php">
					<p><label for="eael-user-login">Nombre de usuario o correo electrónico</label> <input type="text" name="eael-user-login" id="eael-user-login" autocomplete="username"></p>
					<p><label for="eael-user-password">Contraseña</label> <input type="password" name="eael-user-password" id="eael-user-password" autocomplete="current-password"></p>
					<input type="hidden" name="eael-login-nonce" id="eael-login-nonce" value="caducado01">
					<input type="hidden" name="page_id" value="${EXTRAS.page}">
					<p><input type="submit" name="eael-login-submit" id="eael-login-submit" class="g-recaptcha eael-lr-btn" value="Acceder"></p>
				</form>
			</div>
		</div>`,
    ),
  ];
  return `<main id="content" class="site-main post-${EXTRAS.page} page type-page status-publish hentry">
	<div class="page-content">
		<div data-elementor-type="wp-page" data-elementor-id="${EXTRAS.page}" class="elementor elementor-${EXTRAS.page}" data-elementor-post-type="page">
			<section class="elementor-section elementor-top-section elementor-element elementor-element-5e1ec7a elementor-section-boxed" data-id="5e1ec7a" data-element_type="section">
				<div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-7c0d1e5" data-id="7c0d1e5" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
				${widgets.join('\n\t\t\t\t')}
				</div></div></div>
			</section>
			<p class="islands-extras-filler">Más novedades pronto. Desplázate para ver cómo avanza la barra de lectura.</p>
		</div>
	</div>
</main>`;
}

/** Essential Addons' localize script, as the add-on prints it on every page (eael-general-js-extra). */
export function eaelGlobals(v: Visit, pageUrl: string): string {
  const localize = {
    ajaxurl: `${v.origin}/wp-admin/admin-ajax.php`,
    nonce: v.session.nonceFor('essential-addons-elementor-cached'),
    page_permalink: pageUrl,
  };
  return `<script id="eael-general-js-extra">\nvar localize = ${scriptJson(localize)};\n</script>`;
}

/** The page builder's footer: the floating buttons document, the configuration with its click nonce. */
export function extrasFooter(v: Visit): string {
  const config = {
    urls: { ajaxurl: `${v.origin}/wp-admin/admin-ajax.php` },
    nonces: { floatingButtonsClickTracking: v.session.nonceFor('elementor-floating-buttons') },
    post: {
      id: EXTRAS.page,
      title: 'Novedades%20de%20la%20tienda',
      excerpt: 'Lo último de la tienda',
      featuredImage: `${v.origin}${UPLOADS}camiseta.png`,
    },
    responsive: { breakpoints: { mobile: { value: 767, is_enabled: true }, tablet: { value: 1024, is_enabled: true } } },
  };
  return `<div data-elementor-type="floating-buttons" data-elementor-id="${EXTRAS.floating}" class="elementor elementor-${EXTRAS.floating}" data-elementor-post-type="e-floating-buttons">
	<div class="elementor-element elementor-element-9a8b7c6 elementor-widget elementor-widget-contact-buttons" data-id="9a8b7c6" data-element_type="widget" data-widget_type="contact-buttons.default">
		<div class="e-contact-buttons has-h-alignment-end has-v-alignment-bottom e-contact-buttons-var-1">
			<div class="e-contact-buttons__chat-button-container">
				<button class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow" aria-controls="e-contact-buttons__content-wrapper" aria-label="Abrir o cerrar la ventana de chat" aria-expanded="false">Chat</button>
			</div>
			<div id="e-contact-buttons__content-wrapper" class="e-contact-buttons__content-wrapper hidden">
				<div class="e-contact-buttons__content">
					<div class="e-contact-buttons__top-bar"><p class="e-contact-buttons__top-bar-title">Tienda Islands</p>
						<button class="e-contact-buttons__close-button" aria-controls="e-contact-buttons__content-wrapper" aria-label="Cerrar ventana de chat">×</button></div>
					<div class="e-contact-buttons__message-bubble"><p class="e-contact-buttons__message-bubble-body">¿En qué podemos ayudarte?</p></div>
					<div class="e-contact-buttons__send-button"><a class="e-contact-buttons__send-cta" href="/contacto/">Escríbenos</a></div>
				</div>
			</div>
		</div>
	</div>
</div>
<script id="elementor-frontend-js-before">
var elementorFrontendConfig = ${scriptJson(config)};
</script>
${eaelGlobals(v, `${v.origin}/novedades/`)}`;
}

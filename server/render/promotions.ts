// /promociones/ (page 56): the page builder's page with popups, as Elementor Pro prints it
// (recorded/pages/elementor-popup-page.html). Popup 53 is the recorded one: on page load after 2 s
// from the second page view, at most 3 times a day, also on exit intent; its 'Cerrar' link closes it
// for good. Popup 60 opens from the 'Escríbenos' button (open_selector) and holds a contact form,
// so islands inside a popup are shown mounting. Popups are printed in the footer, hidden by the
// page's stylesheet, with their settings in data-elementor-settings; action links carry base64 JSON.
import { attrJson, esc, fill, scriptJson } from '../html.ts';
import type { Visit } from '../visit.ts';
import { UPLOADS } from './image.ts';
import { template } from './layout.ts';

export const PROMOTIONS = { page: 56, offer: 53, contact: 60, gallery: '635cf04' } as const;

/** Elementor's create_action_hash: wp_json_encode (slashes and non-ASCII escaped), base64, rawurlencode after '#'. */
export function actionHash(action: string, settings: Record<string, unknown>): string {
  const json = JSON.stringify(settings)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const raw = `elementor-action:action=${action}&settings=${Buffer.from(json).toString('base64')}`;
  return `#${encodeURIComponent(raw).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

const widget = (id: string, type: string, inner: string): string =>
  `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type.split('.')[0]}" data-id="${id}" data-element_type="widget" data-widget_type="${type}">
					${inner}
				</div>`;

const button = (id: string, href: string, text: string, extraClass = ''): string =>
  widget(
    id,
    'button.default',
    `<a class="elementor-button elementor-button-link elementor-size-sm${extraClass}" href="${esc(href)}">
						<span class="elementor-button-content-wrapper"><span class="elementor-button-text">${esc(text)}</span></span>
					</a>`,
  );

/** One Elementor section holding widgets, as both the page and its popups print them. */
const section = (id: string, column: string, widgets: string[]): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" data-id="${id}" data-element_type="section">
		<div class="elementor-container elementor-column-gap-default">
			<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${column}" data-id="${column}" data-element_type="column">
				<div class="elementor-widget-wrap elementor-element-populated">
				${widgets.join('\n\t\t\t\t')}
				</div>
			</div>
		</div>
	</section>`;

const GALLERY = [
  { id: 18, name: 'sudadera-roja', title: 'Sudadera roja' },
  { id: 19, name: 'sudadera-azul', title: 'Sudadera azul' },
];

export function promotionsMain(v: Visit): string {
  const gallery = GALLERY.map((image) => {
    const href = `${UPLOADS}${image.name}.png`;
    const hash = actionHash('lightbox', { id: image.id, url: `${v.origin}${href}`, slideshow: PROMOTIONS.gallery });
    return `<figure class="gallery-item"><a data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="${PROMOTIONS.gallery}" data-elementor-lightbox-title="${esc(image.title)}" data-e-action-hash="${esc(hash)}" href="${href}"><img width="100" height="100" src="${UPLOADS}${image.name}-100x100.png" alt="${esc(image.title)}"></a></figure>`;
  }).join('');
  const content = section('47578a0', '45acfc7', [
    widget('d318eb0', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">Promociones de la tienda</h2>'),
    button('fa2ea70', actionHash('popup:open', { id: String(PROMOTIONS.offer), toggle: false }), 'Ver oferta'),
    // Without JavaScript the opener goes to the contact page; with it, the popup opens instead.
    button('c41a7e2', '/contacto/', 'Escríbenos', ' abrir-contacto'),
    widget(
      '635cf04',
      'image-gallery.default',
      `<div class="elementor-image-gallery"><div class="gallery gallery-columns-4">${gallery}</div></div>`,
    ),
    button(
      '8e1f3d9',
      actionHash('lightbox', { id: GALLERY[0]!.id, url: `${v.origin}${UPLOADS}${GALLERY[0]!.name}.png`, slideshow: PROMOTIONS.gallery }),
      'Ver las sudaderas en grande',
    ),
  ]);
  return fill(template(v, 'promotions.html'), { page_id: String(PROMOTIONS.page), content });
}

/** Settings as the page builder saves them (the offer's are the recorded popup 53's). */
const POPUPS = [
  {
    id: PROMOTIONS.offer,
    settings: {
      entrance_animation: 'fadeIn',
      close_automatically: 30,
      prevent_scroll: 'yes',
      avoid_multiple_popups: 'yes',
      a11y_navigation: 'yes',
      entrance_animation_duration: { unit: 'px', size: 1.2, sizes: [] },
      triggers: { page_load: 'yes', page_load_delay: 2, exit_intent: 'yes' },
      timing: { page_views: 'yes', page_views_views: 1, times: 'yes', times_times: 3, times_period: 'day' },
    },
    content: section('14814b3', '092c10e', [
      widget('491fa4b', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">¡Bienvenido a la tienda!</h2>'),
      widget('eff1beb', 'text-editor.default', '<p>Usa el cupón descuento10.</p>'),
      button('aea7e95', actionHash('popup:close', { do_not_show_again: 'yes' }), 'Cerrar'),
    ]),
  },
  {
    id: PROMOTIONS.contact,
    settings: {
      open_selector: '.abrir-contacto',
      close_button_position: 'outside',
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      entrance_animation_duration: { unit: 'px', size: 0.4, sizes: [] },
      prevent_scroll: 'yes',
      a11y_navigation: 'yes',
      classes: 'popup-contacto',
    },
    content: 'contact',
  },
];

export function promotionsPopups(v: Visit): string {
  const config = {
    responsive: {
      breakpoints: {
        mobile: { label: 'Móvil vertical', value: 767, direction: 'max', is_enabled: true },
        tablet: { label: 'Tableta vertical', value: 1024, direction: 'max', is_enabled: true },
      },
    },
    post: { id: PROMOTIONS.page, title: 'Promociones', excerpt: '', featuredImage: false },
  };
  const contact = fill(template(v, 'promotions-contact.html'), { page_id: String(PROMOTIONS.page) });
  const popups = POPUPS.map(
    (
      p,
    ) => `<div data-elementor-type="popup" data-elementor-id="${p.id}" class="elementor elementor-${p.id} elementor-location-popup" data-elementor-settings="${attrJson(p.settings)}" data-elementor-post-type="elementor_library">
	${p.content === 'contact' ? contact : p.content}
</div>`,
  );
  return [...popups, `<script id="elementor-frontend-js-before">\nvar elementorFrontendConfig = ${scriptJson(config)};\n</script>`].join(
    '\n',
  );
}

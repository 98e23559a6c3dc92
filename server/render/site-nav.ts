// /navegacion/ (page 90): the site-wide navigation the real site prints, in one page — Hello
// Elementor's header with a menu assigned (its mobile toggle and dropdown, as
// template-parts/dynamic-header.php and wp_nav_menu print them), Elementor Pro's Nav Menu widget
// (nav-menu.php's render: main menu, burger toggle, dropdown), a sticky section, menu anchors, the
// classic tabs, accordion and toggle widgets and a nested accordion with their ids, an image gallery
// and single image links as add_lightbox_data_attributes prints them (recorded promociones page),
// videos for the lightbox (a media carousel and a video widget), and a section template for
// ?theme_template_id. elementorFrontendConfig carries the kit's lightbox
// switches. No page builder script: the islands do what its frontend would.
import { attrJson, esc, scriptJson } from '../html.ts';
import type { Visit } from '../visit.ts';
import { UPLOADS } from './image.ts';
import { actionHash } from './promotions.ts';

export const SITE_NAV = { page: 90, template: 95, gallery: 'b81c2d4' } as const;

/** The header's menu: [label, href, children]. */
const MENU: Array<[string, string, Array<[string, string]>?]> = [
  ['Inicio', '/'],
  [
    'Tienda',
    '/tienda/',
    [
      ['Camiseta básica', '/producto/camiseta-basica/'],
      ['Sudadera con capucha', '/producto/sudadera-con-capucha/'],
    ],
  ],
  [
    'Blog',
    '/blog-filtrado/',
    [
      ['Reseña de hosting', '/resena-mejor-hosting/'],
      ['Podcast', '/podcast/'],
    ],
  ],
  ['Contacto', '/contacto/'],
];

let item = 200;
function wpMenu(id: string, className: string, linkClass: (depth: number) => string, linkExtra = ''): string {
  item = 200;
  const li = ([label, href, children]: (typeof MENU)[number], depth: number): string => {
    const n = ++item;
    const kids = children?.length
      ? `\n<ul class="sub-menu${className.includes('elementor') ? ' elementor-nav-menu--dropdown' : ''}">\n${children.map((c) => li([c[0], c[1]], depth + 1)).join('\n')}\n</ul>\n`
      : '';
    const cls = `menu-item menu-item-type-post_type menu-item-object-page${kids ? ' menu-item-has-children' : ''} menu-item-${n}`;
    const a = `<a href="${esc(href)}"${linkClass(depth) ? ` class="${linkClass(depth)}"` : ''}${linkExtra}>${esc(label)}</a>`;
    return `<li class="${cls}">${a}${kids}</li>`;
  };
  return `<ul id="${id}" class="${className}">${MENU.map((m) => li(m, 0)).join('\n')}</ul>`;
}

/** What Hello Elementor prints after the desktop menu when a menu is assigned to menu-1. */
export function helloMobileMenu(): string {
  return `<div class="site-navigation-toggle-holder show">
			<button type="button" class="site-navigation-toggle" aria-label="Menu">
				<span class="site-navigation-toggle-icon" aria-hidden="true"></span>
			</button>
		</div>
		<nav class="site-navigation-dropdown show" aria-label="Menú móvil" aria-hidden="true" inert>
			${wpMenu('menu-2-hello', 'menu', () => '')}
		</nav>`;
}

const navMenuWidget = (): string => {
  const settings = {
    layout: 'horizontal',
    submenu_icon: { value: '<i class="fas fa-caret-down" aria-hidden="true"></i>', library: 'fa-solid' },
    toggle: 'burger',
  };
  return `<div class="elementor-element elementor-element-5d1e0a9 elementor-nav-menu__align-start elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="5d1e0a9" data-element_type="widget" data-settings="${attrJson(settings)}" data-widget_type="nav-menu.default">
				<nav aria-label="Menú de la tienda" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
				${wpMenu('menu-1-5d1e0a9', 'elementor-nav-menu', (d) => (d ? 'elementor-sub-item' : 'elementor-item'))}
				</nav>
				<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Menú de la tienda: abrir o cerrar" aria-expanded="false">
					<i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--close eicon-close"></i>
				</div>
				<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">
				${wpMenu('menu-2-5d1e0a9', 'elementor-nav-menu', (d) => (d ? 'elementor-sub-item' : 'elementor-item'), ' tabindex="-1"')}
				</nav>
				</div>`;
};

const widget = (id: string, type: string, inner: string, extraClass = ''): string =>
  `<div class="elementor-element elementor-element-${id}${extraClass} elementor-widget elementor-widget-${type.split('.')[0]}" data-id="${id}" data-element_type="widget" data-widget_type="${type}">
			${inner}
		</div>`;

const section = (id: string, widgets: string[], extraClass = '', settings?: Record<string, unknown>): string =>
  `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default${extraClass}" data-id="${id}" data-element_type="section"${settings ? ` data-settings="${attrJson(settings)}"` : ''}>
	<div class="elementor-container elementor-column-gap-default"><div class="elementor-column elementor-col-100 elementor-top-column elementor-element" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">
		${widgets.join('\n\t\t')}
	</div></div></div>
</section>`;

const filler = (topic: string): string =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `<p>${esc(topic)}: párrafo ${i + 1} con el detalle que la tienda explica aquí, para que la página sea larga y el ancla tenga adónde desplazarse.</p>`,
  ).join('\n');

/** Elementor's classic tabs (tabs.php): desktop titles in a tablist, each content with its mobile title. */
const TABS: Array<[string, string, string]> = [
  ['1231', 'Descripción', 'Una camiseta de algodón orgánico, cortada y cosida en Portugal.'],
  ['1232', 'Tallas', 'De la S a la XXL; la guía de tallas está en cada producto.'],
  ['1233', 'Cuidados', 'Lavar a 30 °C del revés; no usar secadora.'],
];
const tabsWidget = (): string =>
  widget(
    '7a1b2c3',
    'tabs.default',
    `<div class="elementor-tabs">
	<div class="elementor-tabs-wrapper" role="tablist">
		${TABS.map(([n, title], i) => `<div id="elementor-tab-title-${n}" class="elementor-tab-title elementor-tab-desktop-title${i ? '' : ' elementor-active'}" aria-selected="${!i}" data-tab="${i + 1}" role="tab" tabindex="${i ? -1 : 0}" aria-controls="elementor-tab-content-${n}" aria-expanded="${!i}">${esc(title)}</div>`).join('\n\t\t')}
	</div>
	<div class="elementor-tabs-content-wrapper">
		${TABS.map(([n, , text], i) => `<div id="elementor-tab-content-${n}" class="elementor-tab-content elementor-clearfix${i ? '' : ' elementor-active'}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${n}" tabindex="0"${i ? ' hidden' : ''}><p>${esc(text)}</p></div>`).join('\n\t\t')}
	</div>
</div>`,
  );

/** Elementor's accordion and toggle (accordion.php, toggle.php): one title and content per item. */
const collapsible = (id: string, kind: 'accordion' | 'toggle', items: Array<[string, string, string]>): string =>
  widget(
    id,
    `${kind}.default`,
    `<div class="elementor-${kind}">
	${items
    .map(
      ([n, title, text]) => `<div class="elementor-${kind}-item">
		<div id="elementor-tab-title-${n}" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-${n}" aria-expanded="false" tabindex="0"><a class="elementor-${kind}-title">${esc(title)}</a></div>
		<div id="elementor-tab-content-${n}" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-${n}" hidden><p>${esc(text)}</p></div>
	</div>`,
    )
    .join('\n\t')}
</div>`,
  );

const GALLERY = [
  { id: 18, name: 'sudadera-roja', title: 'Sudadera roja', description: 'Descripción de Sudadera roja' },
  { id: 19, name: 'sudadera-azul', title: 'Sudadera azul', description: 'Descripción de Sudadera azul' },
  { id: 20, name: 'gorra', title: 'Gorra', description: 'Descripción de Gorra' },
];

/**
 * Videos in the global lightbox: Elementor Pro's Media Carousel (media-carousel.php: each slide a
 * link to its image, a video slide's link also data-elementor-lightbox-video with the embed address;
 * Swiper not started here) with an image, a YouTube and a Vimeo slide, and the Video widget's image
 * overlay with its lightbox on (video.php: data-elementor-lightbox JSON, a play icon role="button")
 * for a hosted mp4.
 */
const VIDEOS = {
  slideshow: 'c3d4e5f',
  youtube: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&controls=0',
  vimeo: 'https://player.vimeo.com/video/76979871#t=',
  hosted: `${UPLOADS}anuncio.mp4`,
} as const;

function videoWidgets(v: Visit): string {
  const slides: Array<[string, string, string?]> = [
    ['sudadera-roja', 'Sudadera roja'],
    ['sudadera-azul', 'Las sudaderas en vídeo', VIDEOS.youtube],
    ['gorra', 'La gorra en Vimeo', VIDEOS.vimeo],
  ];
  const slide = ([name, title, video]: (typeof slides)[number]) => {
    const href = `${UPLOADS}${name}.png`;
    const hash = actionHash('lightbox', { url: `${v.origin}${href}`, slideshow: VIDEOS.slideshow });
    const play = video
      ? '<div class="elementor-custom-embed-play"><i aria-hidden="true" class="eicon-play"></i><span class="elementor-screen-only">Reproducir</span></div>'
      : '';
    return `<div class="swiper-slide" role="group" aria-roledescription="slide"><a href="${href}" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="${VIDEOS.slideshow}" data-elementor-lightbox-title="${esc(title)}" data-e-action-hash="${esc(hash)}"${video ? ` data-elementor-lightbox-video="${esc(video)}"` : ''}><div class="elementor-carousel-image" role="img" aria-label="${esc(title)}" style="background-image: url('${UPLOADS}${name}-100x100.png')">${play}</div></a></div>`;
  };
  // Pro's stylesheet gives the slides their size (Swiper would lay them out in a row).
  const carousel = `<style>.elementor-widget-media-carousel .swiper-wrapper{display:flex;gap:8px}.elementor-widget-media-carousel .elementor-carousel-image{width:160px;height:100px;background-size:cover}</style>
			<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Vídeos de la tienda"><div class="swiper-wrapper">
				${slides.map(slide).join('\n\t\t\t\t')}
			</div></div></div>`;
  const lightbox = {
    type: 'video',
    videoType: 'hosted',
    url: `${v.origin}${VIDEOS.hosted}`,
    autoplay: '',
    modalOptions: {
      id: 'elementor-lightbox-9c0d1e2',
      entranceAnimation: '',
      entranceAnimation_tablet: '',
      entranceAnimation_mobile: '',
      videoAspectRatio: '43',
    },
    videoParams: { controls: '', preload: 'metadata', controlsList: 'nodownload' },
  };
  const overlay = `<div class="elementor-wrapper elementor-open-lightbox">
				<div class="elementor-custom-embed-image-overlay" data-elementor-open-lightbox="yes" data-elementor-lightbox="${attrJson(lightbox)}" data-e-action-hash="${esc(actionHash('lightbox', lightbox))}">
					<img width="300" height="300" src="${UPLOADS}camiseta-300x300.png" alt="El anuncio de la camiseta">
					<div class="elementor-custom-embed-play" role="button" aria-label="Reproducir vídeo sobre El anuncio de la camiseta" tabindex="0"><i aria-hidden="true" class="eicon-play"></i></div>
				</div>
			</div>`;
  return [widget('8b9c0d1', 'media-carousel.default', carousel), widget('9c0d1e2', 'video.default', overlay)].join('\n\t\t');
}

export function siteNavMain(v: Visit): string {
  const gallery = GALLERY.map((image) => {
    const href = `${UPLOADS}${image.name}.png`;
    const hash = actionHash('lightbox', { id: image.id, url: `${v.origin}${href}`, slideshow: SITE_NAV.gallery });
    return `<figure class="gallery-item"><div class="gallery-icon landscape"><a data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="${SITE_NAV.gallery}" data-elementor-lightbox-title="${esc(image.title)}" data-elementor-lightbox-description="${esc(image.description)}" data-e-action-hash="${esc(hash)}" href="${href}"><img width="100" height="100" src="${UPLOADS}${image.name}-100x100.png" alt="Alt ${esc(image.title)}"></a></div></figure>`;
  }).join('');
  const content = [
    section('1f0a2b3', [navMenuWidget()], ' elementor-sticky elementor-sticky--active islands-fixture-sticky', {
      sticky: 'top',
      sticky_on: ['desktop', 'tablet', 'mobile'],
    }),
    section('2a3b4c5', [
      widget('3b4c5d6', 'heading.default', '<h1 class="elementor-heading-title elementor-size-default">Navegación del sitio</h1>'),
      widget(
        '4c5d6e7',
        'text-editor.default',
        `<nav aria-label="En esta página"><ul class="islands-toc">
				<li><a href="#envios">Envíos</a></li>
				<li><a href="#devoluciones">Devoluciones</a></li>
				<li><a href="#!elementor-tab-title-1233">Cuidados de la camiseta</a></li>
				<li><a href="#elementor-tab-title-2412">Preguntas: ¿cuánto tarda el envío?</a></li>
				<li><a href="#1-no-es-un-id">Enlace con un ancla que no es un id</a></li>
				<li><a href="#">Enlace vacío</a></li>
				<li><a href="${esc(actionHash('popup:open', { id: '999' }))}">Acción del constructor</a></li>
			</ul></nav>`,
      ),
      widget(
        '5d6e7f8',
        'image-gallery.default',
        `<div class="elementor-image-gallery"><div id="gallery-1" class="gallery galleryid-${SITE_NAV.page} gallery-columns-3 gallery-size-thumbnail">${gallery}</div></div>`,
      ),
      widget(
        '6e7f8a9',
        'text-editor.default',
        `<p><a id="imagen-suelta" href="${UPLOADS}camiseta.png" data-elementor-lightbox-title="Camiseta básica"><img width="100" height="100" src="${UPLOADS}camiseta-100x100.png" alt="Camiseta básica"></a>
				<a id="imagen-descarga" href="${UPLOADS}camiseta.png" download>Descargar la foto de la camiseta</a>
				<a id="imagen-sin-lightbox" href="${UPLOADS}gorra-blanca.png" data-elementor-open-lightbox="no">La gorra blanca, sin visor</a>
				<a id="pagina-normal" href="/tienda/">Ir a la tienda</a></p>`,
      ),
      videoWidgets(v),
    ]),
    section('7f8a9b0', [
      widget('8a9b0c1', 'menu-anchor.default', '<div class="elementor-menu-anchor" id="envios"></div>'),
      widget('9b0c1d2', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">Envíos</h2>'),
      widget('0c1d2e3', 'text-editor.default', filler('Envíos')),
      tabsWidget(),
      widget('1d2e3f4', 'menu-anchor.default', '<div class="elementor-menu-anchor" id="devoluciones"></div>'),
      widget('2e3f4a5', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">Devoluciones</h2>'),
      widget('3f4a5b6', 'text-editor.default', filler('Devoluciones')),
      collapsible('4a5b6c7', 'accordion', [
        ['2411', '¿Puedo cambiar la talla?', 'Sí, durante 30 días.'],
        ['2412', '¿Cuánto tarda el envío?', 'De 2 a 4 días laborables en la península.'],
      ]),
      collapsible('5b6c7d8', 'toggle', [['3311', '¿Hay envío gratuito?', 'Con el cupón enviogratis.']]),
      widget(
        '6c7d8e9',
        'nested-accordion.default',
        `<div class="e-n-accordion" aria-label="Preguntas sobre pagos">
				<details id="e-n-accordion-item-4410" class="e-n-accordion-item"><summary class="e-n-accordion-item-title" data-accordion-index="1" tabindex="0" aria-expanded="false" aria-controls="e-n-accordion-item-4410"><span class="e-n-accordion-item-title-text">¿Qué formas de pago hay?</span></summary><div role="region" aria-labelledby="e-n-accordion-item-4410"><p>Contra reembolso y transferencia bancaria.</p></div></details>
			</div>`,
      ),
      widget('7d8e9f0', 'text-editor.default', filler('Más información')),
    ]),
  ].join('\n');
  const template = `<div data-elementor-type="section" data-elementor-id="${SITE_NAV.template}" class="elementor elementor-${SITE_NAV.template} elementor-location-single" data-elementor-post-type="elementor_library">
		${section('8e9f0a1', [widget('9f0a1b2', 'heading.default', '<h2 class="elementor-heading-title elementor-size-default">Plantilla de sección: suscríbete al boletín</h2>'), widget('0a1b2c3', 'text-editor.default', filler('Boletín'))])}
	</div>`;
  return `<main id="content" class="site-main post-${SITE_NAV.page} page type-page status-publish hentry">
	<div data-elementor-type="wp-page" data-elementor-id="${SITE_NAV.page}" class="elementor elementor-${SITE_NAV.page}" data-elementor-post-type="page">
	${content}
	</div>
	${template}
</main>`;
}

/** The page builder's config as the real site prints it: the kit's lightbox switches (recorded promociones page). */
export function siteNavFooter(): string {
  const config = {
    kit: {
      active_breakpoints: ['viewport_mobile', 'viewport_tablet'],
      global_image_lightbox: 'yes',
      lightbox_enable_counter: 'yes',
      lightbox_enable_fullscreen: 'yes',
      lightbox_enable_zoom: 'yes',
      lightbox_enable_share: 'yes',
      lightbox_title_src: 'title',
      lightbox_description_src: 'description',
    },
    post: { id: SITE_NAV.page, title: 'Navegación', excerpt: '', featuredImage: false },
  };
  return `<script id="elementor-frontend-js-before">\nvar elementorFrontendConfig = ${scriptJson(config)};\n</script>`;
}

// @vitest-environment node
// One markup, printed twice: the fixture backend's pages (server/render/, fixtures/pages/) imitate
// what WooCommerce, Contact Form 7 and the side cart print, and the PHP partials of templates/ give
// a theme the same markup. Each partial, rendered by php-cli with the data the fixture page was
// printed from, must print the same elements: same tags, attributes (in any order, classes in any
// order, JSON attributes compared as JSON) and text (whitespace collapsed). What a partial leaves
// to the cart fragments (the mini cart's and side cart's contents) is left out on both sides.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Catalogue, attributeField, attributeKey, isInStock, permalink } from '../server/catalogue.ts';
import { loadBlog } from '../server/render/blog.ts';
import { UPLOADS } from '../server/render/image.ts';
import { ORIGIN, Shopper, testApp } from '../server/testing.ts';
import { phpBinary, phpSkipReason, rootDir } from './harness.ts';

/**
 * A partial of templates/ as get_template_part() prints it; $args through stdin (a variations list
 * outgrows argv). `wordpress` loads tests/wp-stubs.php first (esc_url, esc_attr, wp_nav_menu, …),
 * `menus` the menus its wp_nav_menu holds by location.
 */
function render(name: string, args: unknown, { wordpress = false, menus }: { wordpress?: boolean; menus?: unknown } = {}): string {
  const stubs = wordpress ? ['-d', `auto_prepend_file=${join(rootDir, 'tests/wp-stubs.php')}`] : [];
  const script = [...stubs, join(rootDir, 'tests/render-template.php'), join(rootDir, 'templates', `${name}.php`), '-'];
  const env = { ...process.env, ISLANDS_TEST_MENUS: menus ? JSON.stringify(menus) : '' };
  return execFileSync(phpBinary() ?? 'php', script, { input: JSON.stringify(args), encoding: 'utf8', maxBuffer: 64 << 20, env });
}
const renderWp = (name: string, args: unknown, menus?: unknown) => render(name, args, { wordpress: true, menus });

/** Strings a theme could pass from an editor's fields: markup, quotes, a script, an entity. */
const HOSTILE = "\"><script>alert(1)</script><b onmouseover='x'>«negrita»</b> &amp; &";
/** Each link of `root` as "depth text → href", depth counted in nested lists. */
const links = (root: Element) =>
  [...root.querySelectorAll('a')].map((a) => {
    let depth = 0;
    for (let el = a.parentElement; el && el !== root; el = el.parentElement) if (el.localName === 'ul') depth++;
    return `${depth} ${a.textContent} → ${a.getAttribute('href')}`;
  });

// jsdom ships no types; this test needs only its parser. (The node environment, because the
// harness loads esbuild, which refuses jsdom's globals.)
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };
const parse = (html: string): Document => new JSDOM(html).window.document;

const JSON_ATTRIBUTES = new Set(['data-product_variations', 'data-props', 'data-custom_data', 'data-settings', 'data-elementor-settings']);

function attributeValue(el: Element, name: string, raw: string): string {
  // WooCommerce's quantity ids are uniqid() (13 hex digits) and Akismet's timestamp field a random
  // number: different on every page, by design.
  if (/^quantity_[0-9a-f]{13}$/.test(raw)) return 'quantity_{uniqid}';
  if (name === 'value' && el.getAttribute('name') === '_wpcf7_ak_js') return '{random}';
  if (JSON_ATTRIBUTES.has(name) && raw !== 'false') return JSON.stringify(JSON.parse(raw));
  const value = raw.replace(/\s+/g, ' ').trim();
  return name === 'class' ? value.split(' ').sort().join(' ') : value;
}

/** One line per element (attributes sorted) and per non-blank text, indented by depth. */
function canonical(node: Node, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  if (node.nodeType === node.TEXT_NODE) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    return text ? [pad + JSON.stringify(text)] : [];
  }
  if (node.nodeType !== node.ELEMENT_NODE) return [];
  const el = node as Element;
  const attributes = [...el.attributes].map((a) => `${a.name}=${JSON.stringify(attributeValue(el, a.name, a.value))}`).sort();
  return [`${pad}<${[el.localName, ...attributes].join(' ')}>`, ...[...el.childNodes].flatMap((c) => canonical(c, depth + 1))];
}

/** The canonical form of every element `selector` finds in `html`, with the contents of `emptied` left out. */
function shape(html: string, selector: string, emptied: string[] = []): string {
  const doc = parse(html);
  const found = [...doc.querySelectorAll(selector)];
  expect(found.length, `${selector} is printed`).toBeGreaterThan(0);
  for (const el of emptied.flatMap((s) => [...doc.querySelectorAll(s)])) el.replaceChildren();
  return found.flatMap((el) => canonical(el)).join('\n');
}

describe.skipIf(!!phpSkipReason)('the PHP partials print the fixture pages’ markup', () => {
  const shopper = new Shopper(testApp());
  const catalogue = Catalogue.load(rootDir);
  const product = (slug: string) => catalogue.bySlug(slug)!;

  it.each([22, 23, 24, 25, 80])('add-to-cart-button: the listing button of product %i', async (id) => {
    const p = catalogue.find(id)!.product;
    const partial = render('add-to-cart-button', {
      product_id: p.id,
      sku: p.sku,
      name: p.name,
      url: permalink(p),
      type: p.type,
      in_stock: isInStock(p),
      quantity: p.quantityRules?.min ?? 1,
      ...(p.type === 'external' ? { external_url: p.externalUrl, button_text: p.buttonText } : {}),
    });
    const button = `a[data-product_id="${id}"], #woocommerce_loop_add_to_cart_link_describedby_${id}`;
    expect(shape(partial, button)).toBe(shape(await shopper.html('/tienda/'), `li.post-${id} :is(${button})`));
  });

  it('cart-count: the header count', async () => {
    const page = await shopper.html('/tienda/');
    expect(shape(render('cart-count', { count: 0 }), '.islands-cart-count')).toBe(shape(page, '.islands-cart-count'));
  });

  it('mini-cart: the widget frame (its content is the cart fragment)', async () => {
    const page = await shopper.html('/tienda/');
    const partial = render('mini-cart', { title: 'Carrito', hide_if_empty: false });
    const content = ['.widget_shopping_cart_content'];
    expect(shape(partial, '.widget_shopping_cart', content)).toBe(shape(page, '.widget_shopping_cart', content));
  });

  it('side-cart: the frame and header (body and footer are the cart fragment)', async () => {
    const page = await shopper.html('/tienda/');
    const frame = '.xoo-wsc-markup-notices, .xoo-wsc-markup';
    const fragment = ['.xoo-wsc-body', '.xoo-wsc-footer'];
    expect(shape(render('side-cart', { count: 0 }), frame, fragment)).toBe(shape(page, frame, fragment));
  });

  it.each(['sudadera-con-capucha', 'gorra-del-podcast', 'camiseta-de-colores'])(
    'variations-form: the form of %s, one option chosen',
    async (slug) => {
      const p = product(slug);
      const page = await shopper.html(`${permalink(p)}?attribute_pa_color=rojo`);
      // The variation objects are the shop's (get_available_variations, or false over the threshold).
      const variations = parse(page).querySelector('form.variations_form')!.getAttribute('data-product_variations')!;
      const partial = render('variations-form', {
        product_id: p.id,
        action: permalink(p),
        title: p.name,
        variations: JSON.parse(variations),
        attributes: (p.attributes ?? []).map((a) => ({
          name: attributeField(a),
          label: a.label,
          options: Object.fromEntries(a.options.map((o) => [o.slug, o.name])),
          ...(attributeKey(a) === 'pa_color' ? { selected: 'rojo' } : {}),
        })),
      });
      expect(shape(partial, 'form.variations_form')).toBe(shape(page, 'form.variations_form'));
    },
  );

  it('product-gallery: every image with its sizes', async () => {
    const p = product('sudadera-con-capucha');
    const url = (name: string, size?: number) => `/wp-content/uploads/2026/11/${name}${size ? `-${size}x${size}` : ''}.png`;
    const srcset = (name: string) => [...[100, 300, 600].map((s) => `${url(name, s)} ${s}w`), `${url(name)} 1200w`].join(', ');
    const images = [p.image, ...p.gallery].map((name) => ({
      src: url(name, 600),
      thumb: url(name, 100),
      full: url(name),
      full_width: 1200,
      full_height: 1200,
      alt: catalogue.image(name).alt,
      caption: catalogue.image(name).caption,
      srcset: srcset(name),
      sizes: '(max-width: 600px) 100vw, 600px',
      thumb_srcset: srcset(name),
      thumb_sizes: '(max-width: 100px) 100vw, 100px',
    }));
    const gallery = '.woocommerce-product-gallery';
    expect(shape(render('product-gallery', { images }), gallery)).toBe(shape(await shopper.html(permalink(p)), gallery));
  });

  it('product-tabs: the tab list and panels around the shop’s panel HTML', async () => {
    const page = await shopper.html(permalink(product('sudadera-con-capucha')));
    const doc = parse(page);
    const tabs = [...doc.querySelectorAll('.wc-tabs li')].map((li) => {
      const key = li.id.replace('tab-title-', '');
      return { key, title: li.textContent!.trim(), content: doc.getElementById(`tab-${key}`)!.innerHTML };
    });
    expect(tabs.map((t) => t.key)).toEqual(['description', 'additional_information', 'reviews']);
    expect(shape(render('product-tabs', { tabs }), '.woocommerce-tabs')).toBe(shape(page, '.woocommerce-tabs'));
  });

  it.each(['camiseta-basica', 'plan-hosting'])('review-form: the form of %s (with reviews, and without)', async (slug) => {
    const p = product(slug);
    const partial = render('review-form', {
      product_id: p.id,
      product_title: p.name,
      action: '/wp-comments-post.php',
      review_count: p.reviews.length,
      permalink: permalink(p),
    });
    expect(shape(partial, '#respond')).toBe(shape(await shopper.html(permalink(p)), '#respond'));
  });

  it('contact-form: the /contacto/ form', async () => {
    const partial = render('contact-form', {
      form_id: 31,
      post_id: 32,
      action: '/contacto/',
      fields: [
        { name: 'your-name', label: 'Tu nombre', type: 'text', required: true, autocomplete: 'name' },
        { name: 'your-email', label: 'Tu correo electrónico', type: 'email', required: true, autocomplete: 'email' },
        { name: 'your-subject', label: 'Asunto', type: 'text', required: true },
        { name: 'your-message', label: 'Tu mensaje (opcional)', type: 'textarea' },
      ],
    });
    expect(shape(partial, 'div.wpcf7')).toBe(shape(await shopper.html('/contacto/'), 'div.wpcf7'));
  });

  it('contact-form: url, tel, number and date controls as on /formulario-completo/', async () => {
    const partial = render('contact-form', {
      form_id: 33,
      fields: [
        { name: 'your-website', type: 'url' },
        { name: 'your-phone', type: 'tel' },
        { name: 'your-quantity', type: 'number', min: 1, max: 10, step: 1 },
        { name: 'your-date', type: 'date', min: '2020-01-01', max: '2030-12-31' },
      ],
    });
    const controls = ['your-website', 'your-phone', 'your-quantity', 'your-date'].map((n) => `[data-name="${n}"]`).join(', ');
    expect(shape(partial, controls)).toBe(shape(await shopper.html('/formulario-completo/'), controls));
  });

  it('popup: each popup of /promociones/, and its action links as the page builder encodes them', async () => {
    const page = await shopper.html('/promociones/');
    const popups = [...parse(page).querySelectorAll('[data-elementor-type="popup"]')];
    expect(popups.map((p) => p.getAttribute('data-elementor-id'))).toEqual(['53', '60']);
    for (const popup of popups) {
      const id = popup.getAttribute('data-elementor-id')!;
      const partial = render('popup', {
        id: Number(id),
        settings: JSON.parse(popup.getAttribute('data-elementor-settings')!),
        content: popup.innerHTML,
      });
      expect(shape(partial, '[data-elementor-type="popup"]')).toBe(shape(page, `[data-elementor-id="${id}"]`));
    }
    const action = (name: string, settings: unknown) =>
      execFileSync(
        phpBinary() ?? 'php',
        [
          '-r',
          `define('ABSPATH', '/'); $args = array(); require '${join(rootDir, 'templates/popup.php')}'; echo islands_popup_action('${name}', json_decode('${JSON.stringify(settings)}', true));`,
        ],
        { encoding: 'utf8' },
      );
    // The recorded /promociones/ button's href, and the fixture's close link.
    expect(action('popup:open', { id: '53', toggle: false })).toBe(
      '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjUzIiwidG9nZ2xlIjpmYWxzZX0%3D',
    );
    expect(parse(page).querySelector(`[data-elementor-id="53"] a.elementor-button`)!.getAttribute('href')).toBe(
      action('popup:close', { do_not_show_again: 'yes' }),
    );
  });

  it('coming-soon-banner: the banner WooCommerce prints for a logged-in manager', async () => {
    shopper.jar.set('wordpress_logged_in_islands', 'admin');
    const page = await shopper.html('/');
    const link = parse(page).querySelector('a.coming-soon-footer-banner-dismiss')!;
    const partial = render('coming-soon-banner', {
      rest_url: link.getAttribute('data-rest-url'),
      nonce: link.getAttribute('data-rest-nonce'),
      settings_url: '/wp-admin/admin.php?page=wc-settings&tab=site-visibility',
    });
    shopper.jar.delete('wordpress_logged_in_islands');
    expect(shape(partial, '#coming-soon-footer-banner')).toBe(shape(page, '#coming-soon-footer-banner'));
  });

  it('countdown: the evergreen countdown of /novedades/, with its end actions and message', async () => {
    const page = await shopper.html('/novedades/');
    const partial = render('countdown', {
      id: 'c0ffee1',
      date: 0,
      evergreen: 4,
      units: { hours: 'Horas', minutes: 'Minutos', seconds: 'Segundos' },
      actions: [{ type: 'hide' }, { type: 'message' }],
      message: '¡La oferta relámpago ha terminado!',
    });
    expect(shape(partial, '.elementor-widget-countdown')).toBe(shape(page, '.elementor-element-c0ffee1'));
  });

  // Chosen terms of both joins, a page number and another parameter, and non-Latin slugs.
  it.each([
    '',
    'e-filter-f1584e6-category=hosting~podcast&utm_source=boletin&paged=2',
    'e-filter-f1584e6-category=!hosting&e-filter-f1584e6-post_tag=ni%C3%B1os+%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B',
    'e-filter-f1584e6-category=%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8',
  ])('loop-filter: each filter bar of /blog-filtrado/?%s', async (query) => {
    const blog = loadBlog(rootDir);
    const page = await shopper.html(`/blog-filtrado/${query ? `?${query}` : ''}`);
    for (const bar of blog.bars) {
      const partial = render('loop-filter', {
        widget_id: bar.widgetId,
        loop_id: blog.loop.widgetId,
        taxonomy: bar.taxonomy,
        terms: blog.taxonomies[bar.taxonomy],
        multiple: bar.multiple,
        logical_combination: bar.logicalJoin,
        all_label: bar.allLabel,
        base_url: `${ORIGIN}/blog-filtrado/`,
        page_num: 1,
        query,
      });
      expect(shape(partial, '.elementor-widget-taxonomy-filter')).toBe(shape(page, `.elementor-element-${bar.widgetId}`));
    }
  });
  it('site-menu: Hello’s toggle and dropdown as /navegacion/ prints them, each holding wp_nav_menu’s list of the location', async () => {
    const page = await shopper.html('/navegacion/');
    // Hello's own untranslated toggle name, which the fixture keeps and the island replaces ('Menú' by default here).
    const partial = renderWp('site-menu', { location: 'menu-1', toggle_label: 'Menu' });
    const frame = '.site-navigation-toggle-holder, .site-navigation-dropdown';
    expect(shape(partial, frame, ['.site-navigation-dropdown'])).toBe(shape(page, frame, ['.site-navigation-dropdown']));
    const doc = parse(partial);
    const fixtureLinks = links(parse(page).querySelector('.site-navigation-dropdown')!);
    expect(fixtureLinks).toContain('2 Camiseta básica → /producto/camiseta-basica/');
    expect(links(doc.querySelector('.site-navigation-dropdown')!)).toEqual(fixtureLinks);
    // The desktop menu first: the same links, plain, in a named nav; the two lists with different ids.
    const desktop = doc.querySelector('nav.site-navigation')!;
    expect(desktop.nextElementSibling?.matches('.site-navigation-toggle-holder')).toBe(true);
    expect(desktop.getAttribute('aria-label')).toBe('Menú principal');
    expect(links(desktop)).toEqual(fixtureLinks);
    const ids = [...doc.querySelectorAll('ul.menu')].map((ul) => ul.id);
    expect(new Set(ids).size).toBe(2);
    // The dropdown closed, as Hello prints it; the no-JavaScript rules once, before it.
    const dropdown = doc.querySelector('.site-navigation-dropdown')!;
    expect([dropdown.getAttribute('aria-hidden'), dropdown.hasAttribute('inert')]).toEqual(['true', true]);
    expect(doc.querySelectorAll('style#islands-site-menu-css').length).toBe(1);
    expect(doc.querySelector('style#islands-site-menu-css')!.textContent).toContain('@media (scripting:none)');
    expect(renderWp('site-menu', {}).replace(/aria-label="[^"]*"/g, '')).toBe(partial.replace(/aria-label="[^"]*"/g, ''));
    expect(parse(renderWp('site-menu', {})).querySelector('.site-navigation-toggle')!.getAttribute('aria-label')).toBe('Menú');
  });

  it('site-menu: nothing without a menu at the location; its labels escaped; its menu’s addresses through esc_url', () => {
    expect(renderWp('site-menu', { location: 'pie' }).trim()).toBe('');
    const partial = renderWp(
      'site-menu',
      { location: 'cabecera', label: HOSTILE, mobile_label: HOSTILE, toggle_label: HOSTILE },
      {
        cabecera: [{ title: 'Tienda', url: '/tienda/', children: [{ title: 'Ataque', url: 'javascript:alert(1)' }] }],
      },
    );
    const doc = parse(partial);
    expect(doc.querySelectorAll('script, b').length).toBe(0);
    for (const el of doc.querySelectorAll('nav, .site-navigation-toggle'))
      expect(el.getAttribute('aria-label')).toBe(HOSTILE.replace('&amp;', '&'));
    expect([...doc.querySelectorAll('.site-navigation-dropdown a')].map((a) => a.getAttribute('href'))).toEqual(['/tienda/', '']);
    expect(partial).not.toContain('javascript:');
  });

  it('site-menu: the no-JavaScript rules are printed with the first menu only', () => {
    const stubs = join(rootDir, 'tests/wp-stubs.php');
    const twice = execFileSync(
      phpBinary() ?? 'php',
      [
        '-r',
        `require '${stubs}'; define('ABSPATH', '/'); $args = array(); require '${join(rootDir, 'templates/site-menu.php')}'; require '${join(rootDir, 'templates/site-menu.php')}';`,
      ],
      { encoding: 'utf8' },
    );
    expect(twice.match(/<style/g)).toHaveLength(1);
    expect(parse(twice).querySelectorAll('.site-navigation-toggle-holder')).toHaveLength(2);
  });

  it('progress-tracker: the /novedades/ bar (horizontal, whole page, percentage shown)', async () => {
    const page = await shopper.html('/novedades/');
    const partial = renderWp('progress-tracker', { id: 'f00ba12', type: 'horizontal', relative_to: 'entire_page', percentage: true });
    expect(shape(partial, '.elementor-widget-progress-tracker')).toBe(shape(page, '.elementor-element-f00ba12'));
    expect(parse(partial).querySelector('style#islands-progress-tracker-css')!.textContent).toContain(
      '@media (scripting:none){.elementor-widget-progress-tracker{display:none}}',
    );
  });

  it('progress-tracker: the ring, its settings as JSON and a hostile name and selector escaped', () => {
    const partial = renderWp('progress-tracker', {
      id: 'r1ng',
      type: 'circular',
      relative_to: 'selector',
      selector: `#a${HOSTILE}`,
      direction: 'ltr',
      label: HOSTILE,
    });
    const doc = parse(partial);
    expect(doc.querySelectorAll('script, b').length).toBe(0);
    const widget = doc.querySelector('.elementor-widget-progress-tracker')!;
    expect(JSON.parse(widget.getAttribute('data-settings')!)).toEqual({
      type: 'circular',
      relative_to: 'selector',
      selector: `#a${HOSTILE.replace('&amp;', '&')}`,
      direction: 'ltr',
      percentage: 'no',
    });
    const tracker = widget.querySelector('.elementor-scrolling-tracker-circular')!;
    expect(tracker.getAttribute('aria-label')).toBe(HOSTILE.replace('&amp;', '&'));
    expect(tracker.querySelectorAll('svg circle.current-progress[r="40%"], svg circle.circle').length).toBe(2);
    expect(tracker.querySelector(':scope > .current-progress-percentage')).not.toBeNull();
    // Unknown values fall back to the defaults; no selector unless relative to one.
    const plain = parse(renderWp('progress-tracker', { type: 'diagonal', relative_to: '<x>', selector: '#b' })).querySelector(
      '.elementor-widget-progress-tracker',
    )!;
    expect(JSON.parse(plain.getAttribute('data-settings')!)).toEqual({ type: 'horizontal', relative_to: 'entire_page', percentage: 'no' });
    expect(plain.querySelector('.elementor-scrolling-tracker')!.hasAttribute('aria-label')).toBe(false);
  });

  it('carousel: the /novedades/ carousel (its arrows’ icons are the partial’s own drawing)', async () => {
    const page = await shopper.html('/novedades/');
    const slides = ['camiseta', 'sudadera-principal', 'sudadera-azul', 'gorra'].map((name, i) => ({
      src: `${UPLOADS}${name}-300x300.png`,
      width: 300,
      height: 300,
      alt: ['camiseta', 'sudadera roja', 'sudadera azul', 'gorra'][i],
    }));
    const partial = renderWp('carousel', {
      id: 'ca70e11',
      name: 'Carrusel de imágenes',
      slides,
      slides_to_show: 3,
      slides_to_show_tablet: 2,
      slides_to_show_mobile: 1,
      navigation: 'both',
      autoplay: false,
      infinite: true,
      speed: 500,
    });
    const arrows = ['.elementor-swiper-button'];
    expect(shape(partial, '.elementor-widget-image-carousel', arrows)).toBe(shape(page, '.elementor-element-ca70e11', arrows));
    expect(parse(partial).querySelectorAll('.elementor-swiper-button svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('carousel: links and lightbox attributes, hostile text escaped, javascript: links dropped to a plain image', () => {
    const partial = renderWp('carousel', {
      id: 'g4ler1a',
      name: HOSTILE,
      autoplay: true,
      navigation: 'dots',
      slides_to_scroll: '2x',
      slides: [
        { src: '/a.png', alt: HOSTILE, link: 'javascript:alert(1)', caption: HOSTILE },
        { src: '/b.png', alt: 'B', link: ' JavaScript:alert(1)' },
        { src: '/c.png', alt: 'C', link: '/c-grande.png?v=1&x=2', title: HOSTILE, description: 'Descripción' },
        { src: '/d.png', alt: 'D', link: 'https://tienda.test/d/', lightbox: false, srcset: '/d.png 300w, /d-2x.png 600w', sizes: '300px' },
        { src: 'javascript:alert(1)', alt: 'E' },
        { alt: 'sin imagen' },
      ],
    });
    expect(partial).not.toMatch(/javascript:/i);
    const doc = parse(partial);
    expect(doc.querySelectorAll('script, b').length).toBe(0);
    const widget = doc.querySelector('.elementor-widget-image-carousel')!;
    expect(JSON.parse(widget.getAttribute('data-settings')!)).toMatchObject({
      autoplay: 'yes',
      navigation: 'dots',
      slides_to_scroll: '2',
      slides_to_show: '',
    });
    expect(widget.querySelector('.swiper')!.getAttribute('aria-label')).toBe(HOSTILE.replace('&amp;', '&'));
    expect(widget.querySelector('.swiper-wrapper')!.getAttribute('aria-live'), 'autoplay: not announced').toBe('off');
    const slides = [...widget.querySelectorAll('.swiper-slide')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 de 5', '2 de 5', '3 de 5', '4 de 5', '5 de 5']);
    expect(slides.map((s) => s.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      null,
      null,
      '/c-grande.png?v=1&x=2',
      'https://tienda.test/d/',
      null,
    ]);
    expect(slides[0]!.querySelector('img')!.getAttribute('alt')).toBe(HOSTILE.replace('&amp;', '&'));
    expect(slides[0]!.querySelector('figcaption')!.textContent).toBe(HOSTILE.replace('&amp;', '&'));
    expect(slides[4]!.querySelector('img')!.getAttribute('src')).toBe('');
    const lightbox = slides[2]!.querySelector('a')!;
    expect([...lightbox.attributes].map((a) => `${a.name}=${a.value}`)).toEqual([
      'href=/c-grande.png?v=1&x=2',
      'data-elementor-open-lightbox=yes',
      'data-elementor-lightbox-slideshow=g4ler1a',
      `data-elementor-lightbox-title=${HOSTILE.replace('&amp;', '&')}`,
      'data-elementor-lightbox-description=Descripción',
    ]);
    expect(slides[3]!.querySelector('a')!.getAttribute('data-elementor-open-lightbox')).toBe('no');
    expect(slides[3]!.querySelector('img')!.getAttribute('srcset')).toBe('/d.png 300w, /d-2x.png 600w');
    // Dots only; a single slide gets neither arrows nor dots; no slide, nothing.
    expect([widget.querySelectorAll('.elementor-swiper-button').length, widget.querySelectorAll('.swiper-pagination').length]).toEqual([
      0, 1,
    ]);
    const one = parse(renderWp('carousel', { slides: [{ src: '/a.png', alt: 'A' }] }));
    expect(one.querySelectorAll('.elementor-swiper-button, .swiper-pagination').length).toBe(0);
    expect(renderWp('carousel', { slides: [] }).trim()).toBe('');
  });
});

describe.skipIf(!!phpSkipReason)('the PHP partials print addresses through esc_url', () => {
  // A javascript: address from a theme's field (a product's external URL, a form action) must not
  // reach an href, src or action: esc_url() drops it inside WordPress, the partial's own check outside.
  const hostile = ['javascript:alert(1)', ' \tJaVaScRiPt:alert(document.cookie)'];
  const partials = (url: string): [string, Record<string, unknown>][] => [
    ['add-to-cart-button', { product_id: 24, name: 'Libro', type: 'external', external_url: url }],
    ['add-to-cart-button', { product_id: 25, name: 'Sudadera', type: 'variable', url }],
    ['add-to-cart-button', { product_id: 22, name: 'Camiseta', in_stock: false, url }],
    ['coming-soon-banner', { rest_url: url, nonce: 'n0nce', settings_url: url }],
    ['contact-form', { form_id: 31, post_id: 32, action: url, fields: [{ name: 'your-name', label: 'Nombre' }] }],
    ['review-form', { product_id: 22, product_title: 'Camiseta', action: url, permalink: url }],
    ['product-gallery', { images: [{ src: url, full: url, thumb: url, alt: 'Imagen' }] }],
    [
      'variations-form',
      {
        product_id: 25,
        action: url,
        title: 'Sudadera',
        attributes: [{ name: 'attribute_pa_color', label: 'Color', options: { rojo: 'Rojo' } }],
        variations: false,
      },
    ],
    [
      'loop-filter',
      {
        widget_id: 'd49ad14',
        loop_id: 'f1584e6',
        taxonomy: 'category',
        terms: [{ slug: 'noticias', name: 'Noticias' }],
        base_url: url,
        query: '',
      },
    ],
  ];

  it.each([
    ['inside WordPress (esc_url)', true],
    ['outside WordPress (php-cli)', false],
  ])('no javascript: address is printed by a partial, %s', (_, wordpress) => {
    for (const url of hostile) {
      for (const [name, args] of partials(url)) {
        const html = render(name, args, { wordpress });
        expect(html.trim(), `${name} printed something`).not.toBe('');
        expect(html.replace(/\s+/g, ''), `${name} with ${JSON.stringify(args)}`).not.toMatch(/javascript:/i);
      }
    }
    // The same partials still print an ordinary address.
    for (const [name, args] of partials('https://tienda.test/p/?a=1&b=2')) {
      const doc = parse(render(name, args, { wordpress }));
      const printed = [...doc.querySelectorAll('[href], [src], [action], [data-rest-url], [data-base-url], [data-thumb]')].flatMap((el) =>
        ['href', 'src', 'action', 'data-rest-url', 'data-base-url', 'data-thumb'].map((a) => el.getAttribute(a) ?? ''),
      );
      expect(
        printed.some((v) => v.startsWith('https://tienda.test/p/?a=1&b=2') || v.startsWith('/p/?a=1&b=2')),
        name,
      ).toBe(true);
    }
  });
});

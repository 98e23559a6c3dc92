// @vitest-environment node
// Issue 4's backend: the generated variable products (local list of 1,296, server look-up over
// the threshold), get_variation on them, the no-JS post of a variable product, and reviews.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';
import { reviewErrors } from './reviews.ts';

let app: App;
let shopper: Shopper;
beforeEach(() => {
  app = testApp();
  shopper = new Shopper(app);
});
afterEach(() => app.close());

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const variationsAttr = (html: string) => /data-product_variations="([^"]*)"/.exec(html)?.[1];

describe('generated variable products', () => {
  it('prints the 1,296-variation list of the personalizable sweatshirt in its page', async () => {
    const list = JSON.parse(decodeEntities(variationsAttr(await shopper.html('/producto/sudadera-personalizable/'))!)) as unknown[];
    expect(list).toHaveLength(1296);
    expect(list[0]).toMatchObject({
      attributes: { attribute_color: 'Rojo', attribute_talla: 'XS', attribute_tejido: 'Algodón', attribute_estampado: 'Liso' },
    });
  });

  it('prints false over the threshold of 30, and get_variation answers with the full object', async () => {
    expect(variationsAttr(await shopper.html('/producto/camiseta-de-colores/'))).toBe('false');
    const found = await shopper.ajax('get_variation', {
      attribute_color: 'Azul marino',
      attribute_talla: 'Talla única',
      product_id: '71',
      custom_data: '',
    });
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining([
        'attributes',
        'availability_html',
        'image',
        'image_id',
        'is_in_stock',
        'is_purchasable',
        'is_sold_individually',
        'max_qty',
        'min_qty',
        'price_html',
        'sku',
        'variation_id',
        'variation_is_active',
        'variation_is_visible',
      ]),
    );
    expect(Object.keys(found.image as object)).toEqual(
      expect.arrayContaining([
        'src',
        'src_w',
        'src_h',
        'srcset',
        'sizes',
        'title',
        'caption',
        'alt',
        'full_src',
        'full_src_w',
        'full_src_h',
        'gallery_thumbnail_src',
      ]),
    );
    expect(found.attributes).toEqual({ attribute_color: 'Azul marino', attribute_talla: 'Talla única' });
  });

  it('matches "any", quotes and accents, and answers false for a missing combination', async () => {
    const any = await shopper.ajax('get_variation', { attribute_color: 'Blanco', attribute_talla: 'XXL', product_id: '71' });
    expect(any.variation_id).toBe(3000);
    const quoted = await shopper.ajax('get_variation', { attribute_color: 'Gris "perla"', attribute_talla: 'S', product_id: '71' });
    expect(quoted.sku).toMatch(/^COL-/);
    expect(await shopper.ajax('get_variation', { attribute_color: 'Verde', attribute_talla: 'XXL', product_id: '71' })).toBe(false);
  });

  it("serves the product page at its reviews' comment-page-N permalink too", async () => {
    const html = await shopper.html('/producto/camiseta-basica/comment-page-2/');
    expect(html).toContain('<h1 class="product_title entry-title">Camiseta básica</h1>');
    expect(html).toContain('id="tab-reviews"');
  });

  it('adds a variable product through the plain form post (JavaScript off)', async () => {
    const res = await shopper.post('/producto/camiseta-de-colores/', {
      attribute_color: 'Blanco',
      attribute_talla: 'M',
      quantity: '2',
      'add-to-cart': '71',
      product_id: '71',
      variation_id: '0',
    });
    expect(res.status).toBe(302);
    const cart = await shopper.html('/carrito/');
    expect(cart).toContain('Camiseta de colores');
  });
});

describe('reviews (POST /wp-comments-post.php)', () => {
  const review = {
    comment_post_ID: '25',
    comment_parent: '0',
    rating: '4',
    comment: 'Color precioso y cálida, ¡me encanta!',
    author: 'Íñigo',
    email: 'inigo@example.com',
  };

  it('stores a review and shows it after the redirect', async () => {
    const res = await shopper.post('/wp-comments-post.php', review);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/producto\/sudadera-con-capucha\/#comment-\d+$/);
    const html = await shopper.html('/producto/sudadera-con-capucha/');
    expect(html).toContain('Color precioso y cálida, ¡me encanta!');
    expect(html).toContain('Íñigo');
    expect(html).toContain('aria-label="Valorado con 4 de 5"');
  });

  it.each([
    ['', 'missing'],
    ['0', 'zero'],
    ['6', 'six'],
    ['3.5', 'fraction'],
    ['cinco', 'text'],
  ])('rejects rating %j (%s) with a message and keeps what was typed', async (rating) => {
    const res = await shopper.post('/wp-comments-post.php', { ...review, rating });
    expect(res.headers.get('location')).toMatch(/\/producto\/sudadera-con-capucha\/#reviews$/);
    const html = await shopper.html('/producto/sudadera-con-capucha/');
    expect(html).toContain(reviewErrors.rating);
    expect(html).toContain('>Color precioso y cálida, ¡me encanta!</textarea>');
    expect(html).toMatch(/id="author"[^>]*value="Íñigo"/);
    expect(html).not.toContain('<p>Color precioso');
    // Once: the next view has an empty form again.
    expect(await shopper.html('/producto/sudadera-con-capucha/')).toContain('rows="8" required></textarea>');
  });
});

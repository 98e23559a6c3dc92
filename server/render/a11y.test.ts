// @vitest-environment jsdom
// axe-core on every fixture page in jsdom: catches structure problems (labels, landmarks,
// headings, ids, alt texts) in the unit run. Colour contrast needs layout, so the browser tests
// run axe again in Chromium.
import axe from 'axe-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { Shopper, testApp } from '../testing.ts';

let app: App;
let shopper: Shopper;
beforeAll(async () => {
  app = testApp();
  shopper = new Shopper(app);
  await shopper.get('/tienda/?add-to-cart=22');
  await shopper.get('/tienda/?add-to-cart=23');
  await shopper.post('/producto/gorra-del-podcast/', {
    'add-to-cart': '60',
    variation_id: '61',
    attribute_pa_color: 'negro',
    attribute_tamano: 'Grande',
  });
});
afterAll(() => app.close());

it.each([
  '/',
  '/resena-mejor-hosting/',
  '/tienda/',
  '/producto/camiseta-basica/',
  '/producto/sudadera-con-capucha/',
  // 1,296 variations printed in the page; 35 over the threshold (data-product_variations="false").
  '/producto/sudadera-personalizable/',
  '/producto/camiseta-de-colores/',
  '/producto/gorra-del-podcast/',
  '/producto/plan-hosting/',
  '/carrito/',
  '/finalizar-compra/',
  '/contacto/',
  '/podcast/',
  '/no-existe/',
])(
  '%s has no axe violations',
  async (path) => {
    const html = await shopper.html(path);
    // Without the stylesheet: jsdom's style resolution makes axe ten times slower.
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      html.replace(/<style>[\s\S]*?<\/style>/, ''),
      'text/html',
    ).documentElement.innerHTML;
    document.documentElement.lang = 'es';
    const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    const problems = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(problems).toEqual([]);
  },
  30_000,
); // axe over a whole page in jsdom: seconds each, more on a busy machine

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcAjax } from './wcAjax.ts';
import { json, startServer, configureFor, type TestServer } from './test-server.ts';

let server: TestServer;

// Answers as recorded from WooCommerce 10 (reference/recorded/endpoints 29, 31, 15, 17).
beforeAll(async () => {
  server = await startServer((hit, res) => {
    const endpoint = new URL(hit.url, server.base).searchParams.get('wc-ajax');
    if (endpoint === 'get_variation') {
      const form = new URLSearchParams(hit.body);
      if (form.get('attribute_pa_color') === 'rojo') return json(res, 200, { variation_id: 27, is_in_stock: true });
      return json(res, 200, false);
    }
    if (endpoint === 'apply_coupon') {
      if (!hit.body.includes('security=')) return void res.writeHead(403, { 'Content-Type': 'text/html' }).end('-1');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
      return void res.end('<ul class="woocommerce-error" role="alert"><li>El cupón "x" no existe</li></ul>');
    }
    if (endpoint === 'xoo_wsc_add_to_cart') return json(res, 200, { type: hit.headers['content-type'], body: hit.body });
    if (endpoint === 'slow') return void setTimeout(() => json(res, 200, {}), 2000);
    json(res, 200, -1);
  });
  configureFor(server.base, { timings: { requestTimeout: 150 } });
});

afterAll(() => server.close());

describe('wcAjax', () => {
  it('POSTs a plain object form-encoded to the URL built from the wc-ajax pattern', async () => {
    const variation = await wcAjax('get_variation', {
      attribute_pa_color: 'rojo',
      attribute_talla: 'M',
      product_id: '25',
      custom_data: '',
    });
    expect(variation).toEqual({ variation_id: 27, is_in_stock: true });
    const hit = server.hits.at(-1)!;
    expect(hit).toMatchObject({ method: 'POST', url: '/?wc-ajax=get_variation' });
    expect(hit.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(hit.body).toBe('attribute_pa_color=rojo&attribute_talla=M&product_id=25&custom_data=');
  });

  it('resolves the bare false of "no matching variation" and the bare -1', async () => {
    expect(await wcAjax('get_variation', new URLSearchParams({ attribute_pa_color: 'verde' }))).toBe(false);
    expect(await wcAjax('anything_else')).toBe(-1);
  });

  it('sends FormData multipart', async () => {
    const form = new FormData();
    form.append('quantity', '2');
    form.append('add-to-cart', '22');
    const echo = await wcAjax<{ type: string; body: string }>('xoo_wsc_add_to_cart', form);
    expect(echo.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(echo.body).toContain('name="add-to-cart"\r\n\r\n22');
  });

  it("reads apply_coupon's HTML as text, and its 403 -1 as an http_error", async () => {
    const html = await wcAjax<string>('apply_coupon', { security: 'abc', coupon_code: 'x' }, { as: 'text' });
    expect(html).toContain('woocommerce-error');
    await expect(wcAjax('apply_coupon', { coupon_code: 'x' }, { as: 'text' })).rejects.toMatchObject({
      code: 'http_error',
      status: 403,
      data: '-1',
    });
  });

  it('times out after timings.requestTimeout unless the call gives its own timeout', async () => {
    await expect(wcAjax('slow')).rejects.toMatchObject({ code: 'timeout' });
    const controller = new AbortController();
    const pending = wcAjax('slow', {}, { signal: controller.signal, timeout: 5000 });
    const reason = new DOMException('Otra selección', 'AbortError');
    setTimeout(() => controller.abort(reason), 300);
    await expect(pending).rejects.toBe(reason);
  });
});

// @vitest-environment node
// Action link hrefs as the page builder prints them (PHP, the recorded /promociones/ page) and as
// its JavaScript builds them: both spellings, UTF-8-safe settings, and malformed ones refused.
import { describe, expect, it } from 'vitest';
import { readActionHref } from './action-links.ts';

const read = (href: string) => {
  const warnings: string[] = [];
  return { result: readActionHref(href, (m) => warnings.push(m)), warnings };
};
/** The PHP form: wp_json_encode (non-ASCII as \u escapes), base64, the whole hash rawurlencode'd after '#'. */
const php = (action: string, settings: unknown) => {
  const json = JSON.stringify(settings).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `#${encodeURIComponent(`elementor-action:action=${action}&settings=${Buffer.from(json).toString('base64')}`)}`;
};

describe('readActionHref', () => {
  it('reads the recorded popup links (both spellings)', () => {
    expect(read('#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjUzIiwidG9nZ2xlIjpmYWxzZX0%3D').result).toEqual({
      action: 'popup:open',
      settings: { id: '53', toggle: false },
    });
    expect(read('%23elementor-action%3Aaction%3Dpopup%3Aclose%26settings%3DeyJkb19ub3Rfc2hvd19hZ2FpbiI6InllcyJ9').result).toEqual({
      action: 'popup:close',
      settings: { do_not_show_again: 'yes' },
    });
    expect(read('#elementor-action:action=lightbox&settings=eyJpZCI6MTh9').result).toEqual({ action: 'lightbox', settings: { id: 18 } });
  });

  it('decodes settings as UTF-8, from PHP escapes, raw UTF-8 bytes or the Latin-1 bytes of btoa', () => {
    expect(read(php('popup:open', { id: '7', nota: 'Año 2026 · 10 €' })).result?.settings).toEqual({ id: '7', nota: 'Año 2026 · 10 €' });
    const utf8 = Buffer.from(JSON.stringify({ t: 'Camión 🚚' })).toString('base64');
    expect(read(`#elementor-action:action=x&settings=${utf8}`).result?.settings).toEqual({ t: 'Camión 🚚' });
    const latin1 = Buffer.from(JSON.stringify({ t: 'España' }), 'latin1').toString('base64');
    expect(read(`#elementor-action:action=x&settings=${latin1}`).result?.settings).toEqual({ t: 'España' });
  });

  it('drops __proto__, constructor and prototype keys at any depth', () => {
    const { result } = read(
      php('popup:open', JSON.parse('{"id":"1","__proto__":{"hacked":true},"a":{"constructor":{"x":1},"prototype":2,"ok":3}}')),
    );
    expect(result?.settings).toEqual({ id: '1', a: { ok: 3 } });
    expect(Object.getPrototypeOf(result!.settings)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).hacked).toBeUndefined();
  });

  it('reads a link without settings as empty settings', () => {
    expect(read('#elementor-action:action=popup:close&').result).toEqual({ action: 'popup:close', settings: {} });
  });

  it('warns once and gives nothing for anything malformed', () => {
    for (const href of [
      '#elementor-action:action=popup:open', // no & after the action
      '#elementor-action:action=popup:open&settings=@@@', // not base64
      '#elementor-action:action=popup:open&settings=WzEsMl0=', // base64 of [1,2]: not an object
      '#elementor-action:action=popup:open&settings=bm8gZXMganNvbg==', // base64 of plain text
      '#elementor-action%E0%A4%A:action=x&settings=e30=', // a broken %-escape
      '#otra-cosa',
    ]) {
      const { result, warnings } = read(href);
      expect(result, href).toBeNull();
      expect(warnings, href).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Action link ".*" .*; nothing done$/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { classify, decode, encode, formatDate, replaces } from './source.ts';

const page = 'https://tienda.example.es/producto/camiseta-basica/';

describe('classify', () => {
  it('a campaign URL is utm, with every utm field', () => {
    const s = classify(
      `${page}?utm_source=newsletter&utm_medium=email&utm_campaign=rebajas-invierno&utm_content=boton-azul&utm_term=camiseta&utm_id=42&utm_source_platform=mailchimp&utm_creative_format=banner&utm_marketing_tactic=retargeting`,
      'https://www.google.es/',
    );
    expect(s).toEqual({
      typ: 'utm',
      src: 'newsletter',
      mdm: 'email',
      cmp: 'rebajas-invierno',
      cnt: 'boton-azul',
      trm: 'camiseta',
      id: '42',
      plt: 'mailchimp',
      fmt: 'banner',
      tct: 'retargeting',
    });
  });

  it('a Google Ads click id is utm from google by cpc', () => {
    expect(classify(`${page}?gclid=EAIaIQobChMI`, '')).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: '(none)' });
  });

  it.each([
    ['https://www.google.es/', 'google'],
    ['https://www.google.com.mx/search?q=sudadera', 'google'],
    ['https://www.bing.com/search?q=hosting', 'bing'],
    ['https://es.search.yahoo.com/search?p=camisetas', 'yahoo'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
  ])('a search engine referrer %s is organic from %s', (referrer, engine) => {
    expect(classify(page, referrer)).toMatchObject({ typ: 'organic', src: engine, mdm: 'organic' });
  });

  it('another site is a referral from its host without www, with the linking path as content', () => {
    expect(classify(page, 'https://www.foro-hosting.com/hilo/123-mejor-hosting')).toMatchObject({
      typ: 'referral',
      src: 'foro-hosting.com',
      mdm: 'referral',
      cnt: '/hilo/123-mejor-hosting',
    });
    expect(classify(page, 'https://m.facebook.com/')).toMatchObject({ typ: 'referral', src: 'm.facebook.com' });
  });

  it('no referrer, a page of this site or a broken referrer is direct: (direct) / (none)', () => {
    for (const referrer of ['', 'https://tienda.example.es/tienda/', 'not a url']) {
      expect(classify(page, referrer)).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    }
  });
});

describe('replaces', () => {
  it('a direct or internal visit never replaces a stored source; anything else does', () => {
    const stored = classify(page, 'https://www.bing.com/');
    expect(replaces(classify(page, ''), stored)).toBe(false);
    expect(replaces(classify(page, ''), null)).toBe(true);
    expect(replaces(classify(page, 'https://blog.example.org/'), stored)).toBe(true);
    expect(replaces(classify(`${page}?utm_source=x`, ''), stored)).toBe(true);
  });
});

describe('cookie values', () => {
  it('round-trip in the |||-joined format', () => {
    const v = encode({ typ: 'utm', src: 'a=b', pgs: 3 });
    expect(v).toBe('typ=utm|||src=a=b|||pgs=3');
    expect(decode(v)).toEqual(
      new Map([
        ['typ', 'utm'],
        ['src', 'a=b'],
        ['pgs', '3'],
      ]),
    );
    expect(decode(undefined)).toEqual(new Map());
    expect(decode('constructor=a|||__proto__=b').get('__proto__'), 'hostile keys are plain keys').toBe('b');
    expect(decode('typ=utm').get('constructor')).toBeUndefined();
  });

  it('formats the session start in UTC', () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 22, 9, 5, 7)))).toBe('2026-11-22 09:05:07');
  });
});

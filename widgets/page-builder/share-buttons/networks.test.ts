import { describe, expect, it } from 'vitest';
import { COUNTED, NETWORKS, pageUrl, shareLink } from './networks.ts';

const data = {
  url: 'https://tienda.test/novedades/?a=1&b=2',
  title: 'Ofertas%20%23verano',
  text: 'Rebajas & más #hoy',
  image: 'https://tienda.test/i.png',
};

describe('share addresses', () => {
  it('has an address for every configured network but print', () => {
    const spec = [
      'facebook',
      'twitter',
      'linkedin',
      'pinterest',
      'reddit',
      'vk',
      'odnoklassniki',
      'tumblr',
      'digg',
      'skype',
      'stumbleupon',
      'mix',
      'telegram',
      'pocket',
      'xing',
      'whatsapp',
      'email',
      'print',
      'x-twitter',
      'threads',
    ];
    expect([...NETWORKS].sort()).toEqual([...spec].sort());
    expect(spec.filter((n) => n !== 'print' && !shareLink(n, data))).toEqual([]);
    expect(shareLink('print', data)).toBeNull();
    expect([...COUNTED].sort()).toEqual([
      'facebook',
      'linkedin',
      'odnoklassniki',
      'pinterest',
      'pocket',
      'reddit',
      'stumbleupon',
      'vk',
      'xing',
    ]);
  });

  it('encodes every value once, title decoded first, # dropped from title and text', () => {
    expect(shareLink('reddit', data)).toBe(
      'https://reddit.com/submit?url=https%3A%2F%2Ftienda.test%2Fnovedades%2F%3Fa%3D1%26b%3D2&title=Ofertas%20verano',
    );
    expect(shareLink('telegram', data)).toBe(
      'https://telegram.me/share/url?url=https%3A%2F%2Ftienda.test%2Fnovedades%2F%3Fa%3D1%26b%3D2&text=Rebajas%20%26%20m%C3%A1s%20hoy',
    );
  });

  it('writes an e-mail without a subject from its body', () => {
    expect(shareLink('email', { ...data, title: '' })).toBe(
      'mailto:?body=Rebajas%20%26%20m%C3%A1s%20hoy%0Ahttps%3A%2F%2Ftienda.test%2Fnovedades%2F%3Fa%3D1%26b%3D2',
    );
  });

  it('drops a `u` parameter that points at another site, keeps one on this site', () => {
    expect(pageUrl('https://tienda.test/p/?u=https://malo.test/&x=1')).toBe('https://tienda.test/p/?x=1');
    expect(pageUrl('https://tienda.test/p/?u=no-es-url')).toBe('https://tienda.test/p/');
    expect(pageUrl('https://tienda.test/p/?u=https://tienda.test/otra/')).toBe('https://tienda.test/p/?u=https://tienda.test/otra/');
  });
});

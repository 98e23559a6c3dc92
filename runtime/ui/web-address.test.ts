import { describe, expect, it } from 'vitest';
import { isWebUrl, webAddress } from './web-address.ts';

describe('webAddress', () => {
  it('resolves http(s) addresses against the base', () => {
    expect(webAddress('/a?b=1', 'https://shop.example/x/')).toBe('https://shop.example/a?b=1');
    expect(webAddress('http://other.example/p', 'https://shop.example/')).toBe('http://other.example/p');
  });
  it('refuses every other scheme and what does not parse', () => {
    expect(webAddress('javascript:alert(1)', 'https://shop.example/')).toBeNull();
    expect(webAddress('data:text/html,x', 'https://shop.example/')).toBeNull();
    expect(webAddress('http://[bad', 'https://shop.example/')).toBeNull();
  });
  it('reads the document base by default', () => {
    expect(webAddress('p')).toBe(new URL('p', document.baseURI).href);
  });
  it('isWebUrl looks at the scheme only', () => {
    expect(isWebUrl(new URL('HTTPS://x.example'))).toBe(true);
    expect(isWebUrl(new URL('ftp://x.example'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hashId } from './site-anchors.ts';
import { headerFor, isOpen, openHeader } from './headers.ts';

describe('hashId (docs/site-nav.md#in-page-anchors)', () => {
  it('reads #id and #!id, decoded', () => {
    expect(hashId('#envios')).toBe('envios');
    expect(hashId('#!elementor-tab-title-1233')).toBe('elementor-tab-title-1233');
    expect(hashId('#_privado')).toBe('_privado');
    expect(hashId('#a%5Fb')).toBe('a_b');
  });
  it('leaves empty hashes and action links alone (null)', () => {
    for (const hash of [
      '',
      '#',
      '#elementor-action:action=popup:open&settings=e30=',
      '#elementor-action%3Aaction%3Dlightbox',
      '#%23elementor-action',
    ])
      expect(hashId(hash), hash).toBeNull();
  });
  it('marks what is not an id as invalid (empty string), never a selector', () => {
    for (const hash of ['#1-no', '#a b', '#a.b', '#a:b', '#sección', '#%E0%A4%A', '#!', '#-x']) expect(hashId(hash), hash).toBe('');
  });
});

describe('tab and accordion headers (docs/site-nav.md#tab-and-accordion-hashes)', () => {
  it('opens a classic tab from its markup when no script answers the click, closing its siblings', () => {
    document.body.innerHTML = `<div class="elementor-tabs"><div role="tablist">
      <div id="t1" class="elementor-tab-title elementor-active" role="tab" aria-selected="true" aria-expanded="true" aria-controls="c1" tabindex="0">A</div>
      <div id="t2" class="elementor-tab-title" role="tab" aria-selected="false" aria-expanded="false" aria-controls="c2" tabindex="-1">B</div></div>
      <div id="c1">a</div><div id="c2" hidden>b</div></div>`;
    const header = headerFor(document.getElementById('t2')!)!;
    expect(header).not.toBeNull();
    openHeader(header);
    expect(isOpen(header)).toBe(true);
    expect(document.getElementById('c2')!.hidden).toBe(false);
    expect(document.getElementById('t1')!.getAttribute('aria-selected')).toBe('false');
    expect(document.getElementById('c1')!.hidden).toBe(true);
  });
  it("clicks once, for the widget's own script, and does not click an open header again", () => {
    document.body.innerHTML = `<div class="elementor-toggle"><div id="t" class="elementor-tab-title" aria-expanded="false" aria-controls="c">A</div><div id="c" hidden>a</div></div>`;
    const header = document.getElementById('t')!;
    let clicks = 0;
    header.addEventListener('click', () => {
      clicks++;
      header.setAttribute('aria-expanded', String(header.getAttribute('aria-expanded') !== 'true'));
    });
    openHeader(header);
    openHeader(header);
    expect(clicks).toBe(1);
    expect(isOpen(header)).toBe(true);
  });
  it("leaves Essential Addons' headers to its own script when that is on the page; other elements are not headers", () => {
    document.body.innerHTML = `<ul role="tablist"><li id="mission" class="inactive eael-tab-item-trigger" role="tab" aria-selected="true">M</li></ul><p id="p">x</p>`;
    expect(headerFor(document.getElementById('mission')!)).not.toBeNull();
    expect(headerFor(document.getElementById('p')!)).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<script id="eael-general-js" src="data:text/javascript,"></script>');
    expect(headerFor(document.getElementById('mission')!)).toBeNull();
  });
});

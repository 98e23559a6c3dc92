import { describe, expect, it } from 'vitest';
import { opensLightbox, readSettings, slideshowOf, type LightboxSettings } from './links.ts';

const on: LightboxSettings = { global: true, counter: true, fullscreen: true, zoom: true, share: true };
const link = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('a')!;
};

describe('which links open the global lightbox (docs/site-nav.md#the-global-lightbox)', () => {
  it('image files, any case, a query string allowed', () => {
    for (const href of ['/a.png', '/a.JPG', '/a.jpeg', '/a.gif', '/a.svg', '/a.webp', '/a.png?ver=2'])
      expect(opensLightbox(link(`<a href="${href}">x</a>`), on), href).toBe(true);
    for (const href of ['/a.pdf', '/a.png.html', '/a.avif', '/tienda/', '/a?x=.png'])
      expect(opensLightbox(link(`<a href="${href}">x</a>`), on), href).toBe(false);
  });
  it('download and "no" links keep their own behaviour; "yes" opens even with the global switch off', () => {
    expect(opensLightbox(link('<a href="/a.png" download>x</a>'), on)).toBe(false);
    expect(opensLightbox(link('<a href="/a.png" data-elementor-open-lightbox="no">x</a>'), on)).toBe(false);
    const off = { ...on, global: false };
    expect(opensLightbox(link('<a href="/a.png">x</a>'), off)).toBe(false);
    expect(opensLightbox(link('<a href="/a.png" data-elementor-open-lightbox="yes">x</a>'), off)).toBe(true);
  });
  it("reads the kit switches, all on without the page builder's config", () => {
    expect(readSettings({} as Window)).toEqual(on);
    const win = {
      elementorFrontendConfig: {
        kit: {
          global_image_lightbox: 'yes',
          lightbox_enable_counter: '',
          lightbox_enable_fullscreen: 'yes',
          lightbox_enable_zoom: 'yes',
          lightbox_enable_share: '',
        },
      },
    } as unknown as Window;
    expect(readSettings(win)).toEqual({ ...on, counter: false, share: false });
  });
  it('a slideshow: its qualifying links in page order, loop clones left out, at the clicked one', () => {
    document.body.innerHTML = `
      <a href="/1.png" data-elementor-lightbox-slideshow="g" data-elementor-lightbox-title="Uno" data-elementor-lightbox-description="D1" data-e-action-hash="#h1">1</a>
      <div class="swiper-slide-duplicate"><a href="/1.png" data-elementor-lightbox-slideshow="g">1'</a></div>
      <a href="/otro.pdf" data-elementor-lightbox-slideshow="g">pdf</a>
      <a id="two" href="/2.png" data-elementor-lightbox-slideshow="g"><img alt="Dos"></a>
      <a href="/3.png" data-elementor-lightbox-slideshow="h">3</a>`;
    const { items, index } = slideshowOf(document.getElementById('two') as HTMLAnchorElement, on);
    expect(items.map((i) => new URL(i.src).pathname)).toEqual(['/1.png', '/2.png']);
    expect(index).toBe(1);
    expect(items[0]).toMatchObject({ title: 'Uno', description: 'D1', hash: '#h1' });
    expect(items[1]).toMatchObject({ alt: 'Dos', title: '', description: '' });
  });
  it('video: a link marked data-elementor-lightbox-video (whatever its href) and the Video widget\'s overlay open; "no" and a non-video overlay do not', () => {
    expect(opensLightbox(link('<a href="#" data-elementor-lightbox-video="https://player.vimeo.com/video/1">x</a>'), on)).toBe(true);
    expect(opensLightbox(link('<a href="/a.png" download data-elementor-lightbox-video="https://v">x</a>'), on)).toBe(true);
    expect(opensLightbox(link('<a href="#" data-elementor-open-lightbox="no" data-elementor-lightbox-video="https://v">x</a>'), on)).toBe(
      false,
    );
    const overlay = (json: string, attrs = 'data-elementor-open-lightbox="yes"') => {
      document.body.innerHTML = `<div ${attrs} data-elementor-lightbox='${json}'><img alt=""></div>`;
      return document.body.firstElementChild!;
    };
    const video = '{"type":"video","videoType":"hosted","url":"/v.mp4","modalOptions":{"videoAspectRatio":"43"}}';
    expect(opensLightbox(overlay(video), { ...on, global: false })).toBe(true);
    expect(opensLightbox(overlay('{"type":"slideshow"}'), on)).toBe(false);
    expect(opensLightbox(overlay('not json'), on)).toBe(false);
    expect(slideshowOf(overlay(video), on).items[0]).toMatchObject({
      src: '/v.mp4',
      w: 320,
      h: 240,
      video: { url: '/v.mp4', videoType: 'hosted' },
    });
  });
  it('a slideshow with videos: a video link is a video slide (its player from the host), the poster image not shown', () => {
    document.body.innerHTML = `
      <a href="/1.png" data-elementor-lightbox-slideshow="m">1</a>
      <a id="yt" href="/poster.png" data-elementor-lightbox-slideshow="m" data-elementor-lightbox-title="Vídeo" data-elementor-lightbox-video="https://www.youtube.com/embed/abcdefghijk">2</a>
      <a href="#" data-elementor-lightbox-slideshow="m" data-elementor-lightbox-video="https://player.vimeo.com/video/76979871">3</a>`;
    const { items, index } = slideshowOf(document.getElementById('yt')!, on);
    expect(index).toBe(1);
    expect(items.map((i) => i.video?.videoType ?? 'image')).toEqual(['image', 'youtube', 'vimeo']);
    expect(items[1]).toMatchObject({ src: 'https://www.youtube.com/embed/abcdefghijk', title: 'Vídeo', w: 0, h: 0 });
  });
});

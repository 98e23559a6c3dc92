import { describe, expect, it } from 'vitest';
import { $variationImages, askVariationImage, forgetVariationImage } from './variation-image.ts';

describe('$variationImages', () => {
  it('keeps each form’s last ask, a new one each time (a match announced again is shown again), until the form leaves', () => {
    const [form, other] = [document.createElement('form'), document.createElement('form')];
    const heard: unknown[] = [];
    const stop = $variationImages.listen((asks) => heard.push(asks.get(form)?.image));
    askVariationImage(form, { src: '/a.png' });
    const first = $variationImages.get().get(form);
    askVariationImage(form, { src: '/a.png' });
    expect($variationImages.get().get(form)).not.toBe(first);
    askVariationImage(other, null);
    expect($variationImages.get().get(other)).toEqual({ image: null });
    forgetVariationImage(form);
    forgetVariationImage(form);
    stop();
    expect(heard).toEqual([{ src: '/a.png' }, { src: '/a.png' }, { src: '/a.png' }, undefined]);
    expect([...$variationImages.get().keys()]).toEqual([other]);
    forgetVariationImage(other);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import rating from './review-rating.ts';
import { mountWidget } from '../../../runtime/core/test-mount.ts';

// WooCommerce's review form (docs/shop.md#review-rating): the select is `required` unconditionally.
const markup = `<div id="respond"><form id="commentform" action="/wp-comments-post.php" method="post">
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Tu puntuación <span class="required">*</span></label>
<select name="rating" id="rating" required><option value="">Puntuar…</option><option value="5">Perfecto</option><option value="4">Bueno</option><option value="3">Normal</option><option value="2">No está tan mal</option><option value="1">Muy pobre</option></select></div>
<p><label for="comment">Tu valoración</label><textarea id="comment" name="comment"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar"></p></form></div>`;
let cleanup: (() => void) | undefined;
const select = () => document.querySelector<HTMLSelectElement>('#rating')!;
const stars = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('p.stars a'));
function mount(raw: unknown = {}) {
  document.body.innerHTML = markup;
  cleanup = mountWidget(rating, select(), 'review-rating', raw);
}
afterEach(() => {
  cleanup?.();
  vi.restoreAllMocks();
});

describe('review-rating', () => {
  it('replaces the select with five radio stars labelled in Spanish', () => {
    mount();
    expect(stars().map((s) => `${s.textContent}|${s.getAttribute('role')}|${s.getAttribute('aria-checked')}|${s.tabIndex}`)).toEqual([
      '1 de 5 estrellas|radio|false|0',
      '2 de 5 estrellas|radio|false|-1',
      '3 de 5 estrellas|radio|false|-1',
      '4 de 5 estrellas|radio|false|-1',
      '5 de 5 estrellas|radio|false|-1',
    ]);
    expect(document.querySelector('[role="radiogroup"]')!.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(select().style.display).toBe('none');
  });

  it('chooses with a click and with the keyboard', () => {
    mount();
    stars()[3]!.click();
    expect(select().value).toBe('4');
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    stars()[3]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(select().value).toBe('5');
    expect(document.activeElement).toBe(stars()[4]);
    stars()[4]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(select().value).toBe('1');
    expect(stars().map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false', 'false']);
  });

  it('blocks a submit without a rating with the Spanish alert when a rating is required', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#submit')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(alert).toHaveBeenCalledWith('Por favor elige una puntuación');
    stars()[4]!.click();
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    const submit = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submit);
    document.querySelector('#submit')!.dispatchEvent(again);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("once unmounted, the select is back as it was and a submit without a rating is the browser's again", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mount();
    cleanup!();
    cleanup = undefined;
    expect(stars()).toHaveLength(0);
    expect(select().style.display).toBe('');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#submit')!.dispatchEvent(click);
    const submit = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(click.defaultPrevented).toBe(false);
    expect(submit.defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('lets the review go without a rating when ratings are optional, and the hidden select never blocks it', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mount({ required: false });
    expect(select().required).toBe(false);
    const event = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('an id with a quote and a key named constructor neither break the widget nor choose anything', () => {
    document.body.innerHTML = markup.replace('for="rating"', 'for="a&quot;]b"').replace('id="rating"', 'id="a&quot;]b"');
    const el = document.querySelector<HTMLSelectElement>('select')!;
    cleanup = mountWidget(rating, el, 'review-rating');
    expect(document.querySelector('[role="radiogroup"]')!.getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    const key = new KeyboardEvent('keydown', { key: 'constructor', bubbles: true, cancelable: true });
    stars()[0]!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(el.value).toBe('');
  });
});

import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';

export interface ReviewRatingProps {
  select: HTMLSelectElement;
  /** review_rating_required: submitting without a rating is blocked with an alert. */
  required: boolean;
}

/** The element is the `select#rating` itself (plugin markup) or an island around it; the setting comes from the shop's params. */
export function parseReviewRatingProps(raw: unknown, el: HTMLElement): ReviewRatingProps {
  const select = el instanceof HTMLSelectElement ? el : el.querySelector<HTMLSelectElement>('select[name="rating"]');
  if (!select) throw new IslandError('review-rating', 'no select[name="rating"] in the island');
  const fromProps = (raw as { required?: unknown } | null)?.required;
  const params = pageGlobal<{ review_rating_required?: unknown }>('wc_single_product_params', el.ownerDocument.defaultView);
  // docs/shop.md#review-rating: the shop requires a rating unless it says otherwise.
  const required = typeof fromProps === 'boolean' ? fromProps : params?.review_rating_required !== 'no';
  return { select, required };
}

/**
 * The 5-star rating of the review form (docs/shop.md#review-rating): a radio group of five stars
 * ('1 de 5 estrellas' … '5 de 5 estrellas') in place of the select, which stays in the form and
 * carries the value. Arrow keys move and choose, as in any radio group.
 */
export default defineEnhancer<ReviewRatingProps>((_el, { select, required }, { signal }) => {
  const form = select.form;
  const wasRequired = select.required;
  const r = starsFor(select, required);
  select.before(r.box);
  select.style.display = 'none';
  // The hidden select must not block native validation with a message nobody can see: the rating rule is checked here.
  select.required = false;
  bindStars(r, signal);
  const onSubmit = (event: Event) => {
    if (!required || select.value) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.alert(t('missingRating'));
    (r.stars[0] as HTMLElement).focus();
  };
  // The click comes before the browser's own validation bubbles; the submit event covers requestSubmit().
  form?.querySelector<HTMLElement>('#submit, [type="submit"]')?.addEventListener('click', onSubmit, { signal });
  form?.addEventListener('submit', onSubmit, { signal });
  select.addEventListener('change', () => render(r), { signal });
  render(r);
  return () => {
    r.box.remove();
    select.style.display = '';
    select.required = wasRequired;
  };
}, parseReviewRatingProps);

/** The stars in place of the select, which keeps the value. */
interface Rating {
  readonly select: HTMLSelectElement;
  readonly box: HTMLElement;
  readonly group: HTMLElement;
  readonly stars: HTMLAnchorElement[];
}

/** `p.stars` around a radio group of five stars, named by the select's label. */
function starsFor(select: HTMLSelectElement, required: boolean): Rating {
  const doc = select.ownerDocument;
  // The select's own labels, not a selector built from its id (an id with a quote would break it).
  const labelId = select.labels?.[0]?.id || undefined;
  const box = doc.createElement('p');
  box.className = 'stars';
  const group = doc.createElement('span');
  group.setAttribute('role', 'radiogroup');
  if (labelId) group.setAttribute('aria-labelledby', labelId);
  if (required) group.setAttribute('aria-required', 'true');
  const stars = [1, 2, 3, 4, 5].map((n) => {
    // A space between stars, as in the shop's own markup: the stars are inline blocks, a space apart.
    if (n > 1) group.append(' ');
    const star = doc.createElement('a');
    star.className = `star-${n}`;
    star.href = '#';
    star.setAttribute('role', 'radio');
    star.textContent = t('starRating', n);
    group.append(star);
    return star;
  });
  box.append(group);
  return { select, box, group, stars };
}

/** The stars show the select's value; the checked one (or the first, with none) is in the tab order. */
function render({ select, box, stars }: Rating): void {
  const value = Number(select.value);
  box.classList.toggle('selected', value > 0);
  stars.forEach((star, i) => {
    const checked = i + 1 === value;
    star.classList.toggle('active', checked);
    star.setAttribute('aria-checked', String(checked));
    star.tabIndex = checked || (!value && i === 0) ? 0 : -1;
  });
}

function choose(r: Rating, n: number, focus = false): void {
  r.select.value = String(n);
  r.select.dispatchEvent(new Event('change', { bubbles: true }));
  render(r);
  if (focus) r.stars[n - 1]?.focus();
}

/** A click chooses; arrow keys move and choose, as in any radio group; Space and Enter choose. */
function bindStars(r: Rating, signal: AbortSignal): void {
  const { group, stars } = r;
  group.addEventListener(
    'click',
    (event) => {
      const star = (event.target as Element).closest('a');
      const i = star ? stars.indexOf(star as HTMLAnchorElement) : -1;
      if (i < 0) return;
      event.preventDefault();
      choose(r, i + 1);
    },
    { signal },
  );
  group.addEventListener(
    'keydown',
    (event) => {
      const i = stars.indexOf(event.target as HTMLAnchorElement);
      if (i < 0) return;
      const moves = new Map([
        ['ArrowRight', i + 1],
        ['ArrowDown', i + 1],
        ['ArrowLeft', i - 1],
        ['ArrowUp', i - 1],
        ['Home', 0],
        ['End', 4],
      ]);
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        return choose(r, i + 1);
      }
      const to = moves.get(event.key);
      if (to === undefined) return;
      event.preventDefault();
      choose(r, (((to % 5) + 5) % 5) + 1, true);
    },
    { signal },
  );
  group.addEventListener(
    'keyup',
    (event) => {
      if (event.key.startsWith('Arrow')) event.stopPropagation();
    },
    { signal },
  );
}

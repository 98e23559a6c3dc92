// What the variations form does with the shopper's choice (docs/shop.md#variable-product-form), one named step each:
// check it, show the variation found or say none matches, look it up on the server, reset what is shown.
import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { askVariationImage } from '../../../runtime/stores/variation-image.ts';
import { shorten } from '../../../runtime/core/excerpt.ts';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { later } from '../../../runtime/core/lifetime.ts';
import { wcAjax } from '../../../runtime/net/wcAjax.ts';
import { applyQuantity, block, chosenAttributes, pruneOptions, resetMeta, removeVariationNotices } from './dom.ts';
import { showLookupFailure, showMeta, showQuantity, showVariationNotice, slide, variationDetails } from './dom.ts';
import { firstMatch, isPurchasable, toVariation, type Variation } from './matching.ts';
import { lookupBody } from './props.ts';
import { SOURCE, TIMING, cancelPending, setButton, setVariationId, unblockForm, type FormState } from './state.ts';

/** check_variations: prunes the options, then shows the variation the complete choice names, or resets. */
export function checkChoice(s: FormState): void {
  const { data, count, chosenCount } = chosenAttributes(s.selects);
  // The shop says update_variation_values first, except before a look-up on the server.
  if (s.entries || count === 0 || count !== chosenCount) emit(EVENTS.variationValuesUpdate, SOURCE, [], s.form);
  if (s.entries) {
    const cleared = pruneOptions(s.selects, s.entries, data);
    emit(EVENTS.updateVariationValues, SOURCE, [], s.form);
    // A choice that became impossible is cleared with a change event, which checks again.
    if (cleared.length) {
      cleared.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
      if (!s.starting) return;
      return checkChoice(s);
    }
  }
  if (s.resetLink) s.resetLink.style.visibility = chosenCount > 0 ? 'visible' : 'hidden';
  if (count > 0 && count === chosenCount) {
    if (!s.entries) return lookUpVariation(s, data);
    const v = firstMatch(s.entries, data);
    if (v) showVariation(s, v);
    else noMatch(s);
  } else {
    s.lookup?.abort();
    resetData(s);
  }
}

/** found_variation: meta, image, variation_id and quantity at once; the details and the button after a pause. */
export function showVariation(s: FormState, v: Variation): void {
  cancelPending(s);
  // The image first, as the shop's own found_variation handler, bound first, shows it.
  askVariationImage(s.form, v.image ?? null);
  emit(EVENTS.foundVariation, SOURCE, [v], s.form);
  showMeta(s.product, v);
  if (v.image_id !== undefined) s.form.setAttribute('current-image', String(v.image_id));
  setVariationId(s, String(v.variation_id));
  applyQuantity(s.form, v);
  const purchasable = isPurchasable(v);
  // The result region is role=alert: written after a pause so screen readers read it (WooCommerce 9.8+).
  s.pending.push(later(s.signal, () => revealDetails(s, v, purchasable), TIMING.detailsDelay));
}

/** Writes the variation's details, slides them in, then enables the button and says show_variation. */
function revealDetails(s: FormState, v: Variation, purchasable: boolean): void {
  const { details } = s;
  const shown = () => {
    setButton(s, purchasable ? 'enabled' : 'unavailable');
    // On .single_variation, as the shop does: it bubbles to listeners on the form.
    emit(EVENTS.showVariation, SOURCE, [v, purchasable], details ?? s.form);
  };
  if (!details) return shown();
  details.replaceChildren(variationDetails(v, t('variationUnavailable')));
  if (details.textContent?.trim()) s.pending.push(slide(details, true, TIMING.slide, shown, s.signal));
  else {
    details.style.display = '';
    shown();
  }
}

function noMatch(s: FormState): void {
  resetData(s);
  if (!s.starting) showVariationNotice(s.form, s.details, t('noMatchingVariations'), 'wc-no-matching-variations woocommerce-info');
}

/** The form's own reset: says reset_data, then resets what is shown. */
export function resetData(s: FormState): void {
  emit(EVENTS.resetData, SOURCE, [], s.form);
  resetDisplayed(s);
}

/** What reset_data does, whoever fired it (the shop's own handler: meta, reset_image, hide_variation). */
export function resetDisplayed(s: FormState): void {
  const { details } = s;
  cancelPending(s);
  s.failure = '';
  resetMeta(s.product);
  showQuantity(s.form);
  setVariationId(s, '');
  askVariationImage(s.form, null);
  emit(EVENTS.resetImage, SOURCE, [], s.form);
  if (details && details.style.display !== 'none' && details.childNodes.length) {
    s.pending.push(slide(details, false, TIMING.slide, () => details.replaceChildren(), s.signal));
  } else if (details) details.replaceChildren();
  setButton(s, 'selection-needed');
  emit(EVENTS.hideVariation, SOURCE, [], details ?? s.form);
}

/** get_variation for a complete choice when the page has no list (docs/network.md#product-variation). */
function lookUpVariation(s: FormState, data: Record<string, string>): void {
  s.lookup?.abort();
  const controller = (s.lookup = new AbortController());
  s.unblock ??= block(s.form);
  wcAjax<unknown>('get_variation', lookupBody(data, s.productId, s.customData), { signal: controller.signal })
    .then((answer) => {
      if (!controller.signal.aborted) lookupAnswered(s, answer);
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) lookupFailed(s, error);
    })
    .finally(() => {
      if (s.lookup !== controller) return;
      s.lookup = null;
      unblockForm(s);
    });
}

const retryFocused = (s: FormState) => !!s.form.querySelector('.islands-variation-notice')?.contains(document.activeElement);

function lookupAnswered(s: FormState, answer: unknown): void {
  const v = answer ? toVariation(answer) : null;
  const retried = retryFocused(s);
  removeVariationNotices(s.form);
  if (v) showVariation(s, v);
  else noMatch(s);
  // The retry button is gone: focus goes on to what the shopper does next, not to the page.
  if (retried) (v ? s.button : s.selects.at(-1))?.focus();
}

function lookupFailed(s: FormState, error: unknown): void {
  console.error(`[islands:${SOURCE}] get_variation failed for product ${shorten(s.productId)}`, error);
  const retried = retryFocused(s);
  resetData(s);
  s.failure = t('variationLoadFailed', error instanceof Error && 'code' in error ? error.message : t('unknownError'));
  showLookupFailure(s.form, s.details, s.failure, t('retry'), () => checkChoice(s), retried);
}

import { defineEnhancer } from '../../runtime/enhancer.ts';
import { EVENTS, emit, on } from '../../runtime/events.ts';
import { shorten } from '../../runtime/excerpt.ts';
import { t } from '../../runtime/i18n/index.ts';
import { later, onAbort } from '../../runtime/lifetime.ts';
import { wcAjax } from '../../runtime/net/wcAjax.ts';
import { afterGallery } from './after-gallery.ts';
import { applyQuantity, asResetButton, attributeSelects, block, chosenAttributes, pruneOptions, resetMeta } from './dom.ts';
import { removeVariationNotices, restoreOptions, showLookupFailure, showMeta, showQuantity, showVariationNotice, slide, variationDetails } from './dom.ts';
import { firstMatch, isPurchasable, toVariation, type Variation } from './matching.ts';
import { lookupBody, parseVariationsFormProps, type VariationsFormProps } from './props.ts';

const SOURCE = 'variations-form';
/** docs/timing.md#product-page: the form starts 100 ms after load and after the gallery (waited for up to 5 s); details
 * wait 300 ms, then slide in and out in 200 ms. */
export const TIMING = { start: 100, galleryWait: 5000, detailsDelay: 300, slide: 200 };
const BUTTON_STATES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'];

/**
 * The variable product form (docs/shop.md#variable-product-form), on WooCommerce's unmodified
 * `form.variations_form`: matching, option pruning or server look-up, details, quantity rules,
 * the reset link and the events third parties listen to. A complete choice submits the form as
 * it is: the side cart island sends it through xoo_wsc_add_to_cart when it is on the page (the
 * form's fields carry variation_id and attribute_*), otherwise the browser posts it.
 */
export default defineEnhancer<VariationsFormProps>((_el, props, { signal }) => {
  const { form, productId, customData } = props;
  let entries = props.variations;
  const product: ParentNode = form.closest('.product') ?? document;
  const selects = attributeSelects(form);
  const details = form.querySelector<HTMLElement>('.single_variation');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const wrapper = form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart');
  const variationInput = form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id');
  let starting = true;
  let lookup: AbortController | null = null;
  let unblock: (() => void) | null = null;
  let pending: Array<() => void> = [];
  let failure = ''; // why the chosen variation could not be loaded, until the choice changes
  // A new choice cancels the timers of the last one; all of them end with the island.
  const cancelPending = () => {
    for (const cancel of pending) cancel();
    pending = [];
  };
  onAbort(signal, () => lookup?.abort());

  const setVariationId = (value: string) => {
    if (!variationInput || variationInput.value === value) return;
    variationInput.value = value;
    variationInput.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const setButton = (state: 'enabled' | 'selection-needed' | 'unavailable') => {
    button?.classList.remove(...BUTTON_STATES);
    if (state === 'selection-needed') button?.classList.add('disabled', 'wc-variation-selection-needed');
    if (state === 'unavailable') button?.classList.add('disabled', 'wc-variation-is-unavailable');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
  };
  const removeNotices = () => removeVariationNotices(form);
  const notice = (text: string, cls: string) => showVariationNotice(form, details, text, cls);
  const noticeFocused = () => !!form.querySelector('.islands-variation-notice')?.contains(document.activeElement);

  // What reset_data does, whoever fired it (the shop's own handler: meta, reset_image, hide_variation).
  const resetDisplayed = () => {
    cancelPending();
    failure = '';
    resetMeta(product);
    showQuantity(form);
    setVariationId('');
    emit(EVENTS.resetImage, SOURCE, [], form);
    if (details && details.style.display !== 'none' && details.childNodes.length) {
      pending.push(slide(details, false, TIMING.slide, () => details.replaceChildren(), signal));
    } else if (details) details.replaceChildren();
    setButton('selection-needed');
    emit(EVENTS.hideVariation, SOURCE, [], details ?? form);
  };
  const resetData = () => {
    emit(EVENTS.resetData, SOURCE, [], form);
    resetDisplayed();
  };

  const found = (v: Variation) => {
    cancelPending();
    emit(EVENTS.foundVariation, SOURCE, [v], form);
    showMeta(product, v);
    if (v.image_id !== undefined) form.setAttribute('current-image', String(v.image_id));
    setVariationId(String(v.variation_id));
    applyQuantity(form, v);
    const purchasable = isPurchasable(v);
    // The result region is role=alert: written after a pause so screen readers read it (WooCommerce 9.8+).
    pending.push(later(signal, () => {
      const shown = () => {
        setButton(purchasable ? 'enabled' : 'unavailable');
        // On .single_variation, as the shop does: it bubbles to listeners on the form.
        emit(EVENTS.showVariation, SOURCE, [v, purchasable], details ?? form);
      };
      if (!details) return shown();
      details.replaceChildren(variationDetails(v, t('variationUnavailable')));
      if (details.textContent?.trim()) pending.push(slide(details, true, TIMING.slide, shown, signal));
      else {
        details.style.display = '';
        shown();
      }
    }, TIMING.detailsDelay));
  };

  const noMatch = () => {
    resetData();
    if (!starting) notice(t('noMatchingVariations'), 'wc-no-matching-variations woocommerce-info');
  };

  const serverLookup = (data: Record<string, string>) => {
    lookup?.abort();
    const controller = (lookup = new AbortController());
    unblock ??= block(form);
    wcAjax<unknown>('get_variation', lookupBody(data, productId, customData), { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        const v = answer ? toVariation(answer) : null;
        const retried = noticeFocused();
        removeNotices();
        if (v) found(v);
        else noMatch();
        // The retry button is gone: focus goes on to what the shopper does next, not to the page.
        if (retried) (v ? button : selects.at(-1))?.focus();
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[islands:${SOURCE}] get_variation failed for product ${shorten(productId)}`, error);
        const retried = noticeFocused();
        resetData();
        failure = t('variationLoadFailed', error instanceof Error && 'code' in error ? error.message : t('unknownError'));
        showLookupFailure(form, details, failure, t('retry'), check, retried);
      })
      .finally(() => {
        if (lookup !== controller) return;
        lookup = null;
        unblock?.();
        unblock = null;
      });
  };

  const check = () => {
    const { data, count, chosenCount } = chosenAttributes(selects);
    if (entries) {
      const cleared = pruneOptions(selects, entries, data);
      emit(EVENTS.updateVariationValues, SOURCE, [], form);
      // A choice that became impossible is cleared with a change event, which checks again.
      if (cleared.length) {
        cleared.forEach((s) => s.dispatchEvent(new Event('change', { bubbles: true })));
        if (!starting) return;
        return check();
      }
    }
    if (resetLink) resetLink.style.visibility = chosenCount > 0 ? 'visible' : 'hidden';
    if (count > 0 && count === chosenCount) {
      if (entries) {
        const v = firstMatch(entries, data);
        if (v) found(v);
        else noMatch();
      } else serverLookup(data);
    } else {
      lookup?.abort();
      resetData();
    }
  };

  form.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return;
    setVariationId('');
    failure = '';
    if (resetAlert) resetAlert.textContent = '';
    removeNotices();
    if (starting) return;
    // The shop's order; check_variations is heard by the listener below, as plugins' triggers are.
    if (entries) emit(EVENTS.variationSelectChange, SOURCE, [], form);
    emit(EVENTS.checkVariations, SOURCE, [], form);
    emit(EVENTS.variationHasChanged, SOURCE, [], form);
  }, { signal });

  const reset = (event: Event) => {
    event.preventDefault();
    for (const select of selects) {
      if (select.value === '') continue;
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (resetAlert) resetAlert.textContent = t('selectionReset');
    resetData();
    selects[0]?.focus();
  };
  resetLink?.addEventListener('click', reset, { signal });
  resetLink?.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && reset(event), { signal });

  // `disabled` is a class, not the attribute, so the click still arrives and must be stopped here.
  button?.addEventListener('click', (event) => {
    if (!button?.classList.contains('disabled')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const unavailable = button.classList.contains('wc-variation-is-unavailable');
    // The options are chosen but their variation failed to load: say so, and lead to the retry.
    window.alert(failure || t(unavailable ? 'variationUnavailable' : 'selectionNeeded'));
    if (failure) form.querySelector<HTMLElement>('.islands-variation-retry')?.focus();
  }, { signal });
  onAbort(
    signal,
    on(EVENTS.checkVariations, () => check(), form),
    // A plugin's reset_data (swatches' "clear") resets what is shown, as the shop's handler does.
    on(EVENTS.resetData, ({ source }) => source !== SOURCE && resetDisplayed(), form),
    on(EVENTS.reloadProductVariations, () => {
      entries = parseVariationsFormProps({}, form).variations;
      if (!entries) restoreOptions(selects);
      check();
    }, form),
  );
  if (resetLink) resetLink.style.visibility = selects.some((s) => s.value) ? 'visible' : 'hidden';
  const unlabelReset = resetLink ? asResetButton(resetLink) : () => {};
  const single = form.querySelector<HTMLElement>('.single_variation_wrap');
  if (single) single.style.display = '';

  // The shop starts the form 100 ms after load, after the gallery: here once the gallery's island has mounted too
  // (its code may come later on a slow phone), waiting for it no more than 5 s. Choices made before that are kept.
  later(signal, () => afterGallery(product, signal, () => {
    emit(EVENTS.checkVariations, SOURCE, [], form);
    emit(EVENTS.wcVariationForm, SOURCE, [{ form, useAjax: !entries }], form);
    starting = false;
  }, TIMING.galleryWait), TIMING.start);

  // The shop's markup back; the look-up under way was aborted with the signal.
  return () => {
    unblock?.();
    unblock = null;
    removeNotices();
    unlabelReset();
  };
}, parseVariationsFormProps);

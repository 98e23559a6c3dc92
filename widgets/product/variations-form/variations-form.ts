import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, emit, onThirdParty } from '../../../runtime/page/events.ts';
import { t } from '../../../runtime/i18n/parts/product.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { forgetVariationImage } from '../../../runtime/stores/variation-image.ts';
import { afterGallery } from './after-gallery.ts';
import { checkChoice, resetData, resetDisplayed } from './choice.ts';
import { asResetButton, removeVariationNotices, restoreOptions } from './dom.ts';
import { parseVariationsFormProps, type VariationsFormProps } from './props.ts';
import { SOURCE, TIMING, formState, setVariationId, unblockForm, type FormState } from './state.ts';

export { TIMING };

/**
 * The variable product form (docs/shop.md#variable-product-form), on WooCommerce's unmodified
 * `form.variations_form`: matching, option pruning or server look-up, details, quantity rules,
 * the reset link and the events third parties listen to. A complete choice submits the form as
 * it is: the side cart island sends it through xoo_wsc_add_to_cart when it is on the page (the
 * form's fields carry variation_id and attribute_*), otherwise the browser posts it.
 */
export default defineEnhancer<VariationsFormProps>((_el, props, { signal }) => {
  const s = formState(props, signal);
  const { form, selects, resetLink, button } = s;
  onAbort(signal, () => s.lookup?.abort());
  form.addEventListener('change', (event) => onSelectChange(s, event), { signal });
  const reset = (event: Event) => resetChoice(s, event);
  resetLink?.addEventListener('click', reset, { signal });
  resetLink?.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && reset(event), { signal });
  button?.addEventListener('click', (event) => stopDisabledButton(s, event), { signal });
  onAbort(
    signal,
    // A plugin's check_variations (and the stand-in's wc_variation_form); the form's own are checked where they are sent.
    onThirdParty(EVENTS.checkVariations, () => checkChoice(s), form),
    // A plugin's reset_data (swatches' "clear") resets what is shown, as the shop's handler does.
    onThirdParty(EVENTS.resetData, () => resetDisplayed(s), form),
    onThirdParty(EVENTS.reloadProductVariations, () => reloadVariations(s), form),
  );
  if (resetLink) resetLink.style.visibility = selects.some((select) => select.value) ? 'visible' : 'hidden';
  const unlabelReset = resetLink ? asResetButton(resetLink) : () => {};
  const single = form.querySelector<HTMLElement>('.single_variation_wrap');
  if (single) single.style.display = '';
  startAfterGallery(s);

  // The shop's markup back; the look-up under way was aborted with the signal.
  return () => {
    forgetVariationImage(form);
    unblockForm(s);
    removeVariationNotices(form);
    unlabelReset();
  };
}, parseVariationsFormProps);

/**
 * A select's change. A visitor's (a trusted event) is handled in a task of its own: the browser paints
 * the select's new value first, and the variation follows a frame later (docs/performance.md#a-visitors-choice).
 * A script's change (a swatches plugin, a test) is handled at once, as the shop's own script does.
 */
function onSelectChange(s: FormState, event: Event): void {
  if (!(event.target instanceof HTMLSelectElement) || !s.selects.includes(event.target)) return;
  if (!event.isTrusted) return choiceChanged(s);
  later(s.signal, () => choiceChanged(s), 0);
}

/** Clears what the last choice left, then the shop's events in its order. */
function choiceChanged(s: FormState): void {
  setVariationId(s, '');
  s.failure = '';
  if (s.resetAlert) s.resetAlert.textContent = '';
  removeVariationNotices(s.form);
  if (s.starting) return;
  emit(EVENTS.clearResetAnnouncement, SOURCE, [], s.form);
  if (s.entries) emit(EVENTS.variationSelectChange, SOURCE, [], s.form);
  checkVariations(s);
  emit(EVENTS.variationHasChanged, SOURCE, [], s.form);
}

/** check_variations as the shop's own handler, bound first, meets it: the choice checked, then the event for plugins. */
function checkVariations(s: FormState): void {
  checkChoice(s);
  emit(EVENTS.checkVariations, SOURCE, [], s.form);
}

/** The reset link: every select back to its placeholder, announced, and focus on the first. */
function resetChoice(s: FormState, event: Event): void {
  event.preventDefault();
  for (const select of s.selects) {
    if (select.value === '') continue;
    select.value = '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (s.resetAlert) s.resetAlert.textContent = t('selectionReset');
  resetData(s);
  s.selects[0]?.focus();
}

// `disabled` is a class, not the attribute, so the click still arrives and must be stopped here.
function stopDisabledButton(s: FormState, event: Event): void {
  const { button } = s;
  if (!button?.classList.contains('disabled')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  const unavailable = button.classList.contains('wc-variation-is-unavailable');
  // The options are chosen but their variation failed to load: say so, and lead to the retry.
  window.alert(s.failure || t(unavailable ? 'variationUnavailable' : 'selectionNeeded'));
  if (s.failure) s.form.querySelector<HTMLElement>('.islands-variation-retry')?.focus();
}

/** reload_product_variations: the list is read again from the form (a plugin replaced it). */
function reloadVariations(s: FormState): void {
  s.entries = parseVariationsFormProps({}, s.form).variations;
  if (!s.entries) restoreOptions(s.selects);
  checkChoice(s);
}

// The shop starts the form 100 ms after load, after the gallery: here once the gallery's island has mounted too
// (its code may come later on a slow phone), waiting for it no more than 5 s. Choices made before that are kept.
function startAfterGallery(s: FormState): void {
  const { form, signal } = s;
  later(
    signal,
    () =>
      afterGallery(
        s.product,
        signal,
        () => {
          checkVariations(s);
          emit(EVENTS.wcVariationForm, SOURCE, [{ form, useAjax: !s.entries }], form);
          s.starting = false;
        },
        TIMING.galleryWait,
      ),
    TIMING.start,
  );
}

// WooCommerce's variations script's jQuery functions (add-to-cart-variation.js), for plugins that
// call them (Variation Swatches: docs/stand-ins.md). The content and attribute helpers keep the
// original in data-o_{attr}, as the shop does and as the gallery island's own swap does
// (widgets/product/product-gallery/variation-image.ts), so each can undo the other's work. The
// image calls ask the gallery island through $variationImages; the slide reset and the form call
// trigger the shop's jQuery events, as the originals do, which the islands hear as a plugin's.
import { askVariationImage } from '../../stores/variation-image.ts';
import { EVENTS } from '../events.ts';
import { define, elementsOf, type JQuerySet, type PageJQuery } from './jquery.ts';

/** jQuery's attr(name, value): undefined reads (so sets nothing), null or false removes. */
function setAttr(el: Element, attr: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null || value === false) el.removeAttribute(attr);
  else el.setAttribute(attr, String(value));
}

function setVariationAttr(this: JQuerySet, attr: string, value: unknown): void {
  for (const el of elementsOf(this)) {
    if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
    setAttr(el, attr, value);
  }
}

function resetVariationAttr(this: JQuerySet, attr: string): void {
  for (const el of elementsOf(this)) {
    const original = el.getAttribute(`data-o_${attr}`);
    if (original !== null) el.setAttribute(attr, original);
  }
}

function setContent(this: JQuerySet, content: unknown): void {
  for (const el of elementsOf(this)) {
    if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
    el.textContent = content == null ? '' : String(content);
  }
}

function resetContent(this: JQuerySet): void {
  for (const el of elementsOf(this)) {
    const original = el.getAttribute('data-o_content');
    if (original !== null) el.textContent = original;
  }
}

/** The form's variation image, through the gallery island (a plugin's jQuery handler hears nothing, as with the original). */
function imageUpdate(this: JQuerySet, variation?: { image?: { src?: unknown } }): JQuerySet {
  const hasImage = !!variation?.image && typeof variation.image.src === 'string' && variation.image.src.length > 1;
  for (const form of elementsOf(this)) askVariationImage(form, hasImage ? variation!.image : null);
  return this;
}

function imageReset(this: JQuerySet): JQuerySet {
  for (const form of elementsOf(this)) askVariationImage(form, null);
  return this;
}

type Trigger = (el: Element, name: EVENTS) => void;

/** As the shop: the gallery goes back to its first slide when the variation's image changed. */
const maybeResetSlide = (trigger: Trigger) =>
  function (this: JQuerySet, variation?: { image_id?: unknown }): JQuerySet {
    const id = variation?.image_id ? String(variation.image_id) : '';
    for (const form of elementsOf(this)) {
      const changed = form.getAttribute('current-image') !== id;
      form.setAttribute('current-image', id);
      const gallery = form.closest('.product')?.querySelector('.images');
      if (changed && gallery) trigger(gallery, EVENTS.galleryResetSlidePosition);
    }
    return this;
  };

/**
 * The shop sets a form up again (a plugin calls it on a form it changed): the variations-form
 * island, mounted on every form.variations_form the page has or gains, checks the choice again.
 * A form still waiting for its island is checked when it starts.
 */
const variationForm = (trigger: Trigger) =>
  function (this: JQuerySet): JQuerySet {
    for (const form of elementsOf(this)) {
      if (form.matches('form.variations_form[data-island="mounted"]')) trigger(form, EVENTS.checkVariations);
    }
    return this;
  };

export function installVariations(jq: PageJQuery): void {
  const trigger: Trigger = (el, name) => (jq(el) as JQuerySet & { trigger(name: string): unknown }).trigger(name);
  const fns: Record<string, unknown> = {
    wc_variation_form: variationForm(trigger),
    wc_set_content: setContent,
    wc_reset_content: resetContent,
    wc_set_variation_attr: setVariationAttr,
    wc_reset_variation_attr: resetVariationAttr,
    wc_maybe_trigger_slide_position_reset: maybeResetSlide(trigger),
    wc_variations_image_update: imageUpdate,
    wc_variations_image_reset: imageReset,
  };
  for (const [name, fn] of Object.entries(fns)) define(jq.fn, name, fn);
}

import { hearThirdPartyAdds } from '../../../runtime/cart/cart-answer.ts';
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, onThirdParty } from '../../../runtime/page/events.ts';
import { onAbort } from '../../../runtime/core/lifetime.ts';
import { enhanceToggles } from '../../../runtime/ui/shop-toggles.ts';
import { $cart } from '../../../runtime/stores/cart.ts';
import { CALCULATOR, cartActions, FORM } from './actions.ts';
import { calculatorFollowsCountry } from './calculator.ts';
import { changed, type Field } from './page.ts';
import { sideCartOnPage } from '../../../runtime/shop/parts.ts';

const REMOVE_LINE = '.woocommerce-cart-form .product-remove > a';
const REMOVE_COUPON = 'a.woocommerce-remove-coupon';
const SHIPPING_METHOD = 'select.shipping_method, input[name^="shipping_method"]';

/**
 * The classic cart page without WooCommerce's cart script: every cart action of the page, in
 * place, on the contracts that script uses (the cart form's own posts, the remove and undo links,
 * wc-ajax apply_coupon, remove_coupon and update_shipping_method). Mounted on the cart page's
 * body it listens for all of them, whatever markup a swap brings; mounted on each cart form (the
 * runtime mounts every new one) it keeps 'Actualizar carrito' disabled until a quantity changes.
 * With JavaScript off the same forms post and the links navigate, as the shop prints them.
 */
// Where WooCommerce's cart script is kept (Ajustes → Islands) it does all this: the runtime does not
// mount this island there (standsAsideFor in widgets/registry.ts).
export default defineEnhancer((el, _props, { signal }) => {
  if (el instanceof HTMLFormElement) return gateUpdateButton(el, signal);
  // The shipping calculator's show/hide button (runtime/ui/shop-toggles.ts).
  enhanceToggles(el, signal);
  enhanceCartPage(el, signal);
});

/** As WooCommerce's cart script: nothing to send until a quantity changes (or one typed earlier came back with a swap). */
function gateUpdateButton(form: HTMLFormElement, signal: AbortSignal): () => void {
  const button = () => form.querySelector<HTMLButtonElement | HTMLInputElement>('[name="update_cart"]');
  const typed = [...form.querySelectorAll<Field>('.cart_item input, .cart_item select')].some(changed);
  const first = button();
  if (first) first.disabled = !typed;
  const enable = (event: Event) => {
    const b = button();
    if (b && (event.target as Element).closest('.cart_item')) b.disabled = false;
  };
  form.addEventListener('input', enable, { signal });
  form.addEventListener('change', enable, { signal });
  return () => {
    const b = button();
    if (b) b.disabled = false;
  };
}

/** A recorded page's links and forms point at another origin: the browser's to follow, with that origin's cookies. */
const sameOrigin = (url: string) => new URL(url, location.href).origin === location.origin;

function enhanceCartPage(body: HTMLElement, signal: AbortSignal): void {
  const { blocked, update, removeLine, restoreLine, applyCoupon, removeCoupon, chooseShipping, calculate, refetch } = cartActions(signal);

  body.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter as HTMLButtonElement | HTMLInputElement | null;
      if (!form.matches(`${CALCULATOR}, ${FORM}`) || !sameOrigin(form.action)) return;
      if (form.matches(CALCULATOR)) {
        event.preventDefault();
        if (!blocked()) void calculate(form);
        return;
      }
      if (!form.querySelector('.woocommerce-cart-form__contents')) return;
      const name = submitter?.name ?? (document.activeElement?.id === 'coupon_code' ? 'apply_coupon' : '');
      if (name !== 'update_cart' && name !== 'apply_coupon') return; // a plugin's own button posts as printed
      event.preventDefault();
      if (blocked()) return;
      void (name === 'update_cart' ? update(form, submitter?.value ?? '') : applyCoupon(form, submitter?.value ?? 'Aplicar cupón'));
    },
    { signal },
  );

  body.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as Element;
      // Enter in a quantity updates the cart (the form's first button is the coupon's).
      if (event.key === 'Enter' && !event.isComposing && target.matches(`${FORM} input[type="number"], ${FORM} input.qty`)) {
        const form = (target as HTMLInputElement).form;
        if (!form?.checkValidity() || !sameOrigin(form.action)) return; // the browser's own submit says what is wrong
        event.preventDefault();
        if (!blocked()) void update(form, form.querySelector<HTMLButtonElement>('[name="update_cart"]')?.value ?? '');
      }
      // The remove links say role="button": Space works them as it does a button.
      if (event.key === ' ' && target.matches(`${REMOVE_LINE}, ${REMOVE_COUPON}`)) {
        event.preventDefault();
        (target as HTMLElement).click();
      }
    },
    { signal },
  );

  body.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element;
      const link = target.closest<HTMLAnchorElement>(`${REMOVE_LINE}, .restore-item, ${REMOVE_COUPON}`);
      if (!link?.href || !sameOrigin(link.href)) return;
      event.preventDefault();
      if (blocked()) return;
      if (link.matches(REMOVE_COUPON)) void removeCoupon(link);
      else if (link.matches('.restore-item')) void restoreLine(link);
      else void removeLine(link);
    },
    { signal },
  );

  body.addEventListener(
    'change',
    (event) => {
      const input = (event.target as Element).closest<HTMLElement>(SHIPPING_METHOD);
      if (input?.closest('.cart_totals')) void chooseShipping(input);
    },
    { signal },
  );

  // A plugin's wc_update_cart, and an add made elsewhere on the page (a cross-sell, a theme's
  // jQuery add), as WooCommerce's cart script; a side cart on the page refreshes the page after an add itself.
  hearThirdPartyAdds(signal);
  calculatorFollowsCountry(body, signal);
  onAbort(
    signal,
    onThirdParty(EVENTS.updateCart, refetch),
    $cart.listen(({ change }) => change === 'added' && (sideCartOnPage() || refetch())),
  );
}

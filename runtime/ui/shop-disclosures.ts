// The show/hide links of the classic cart and checkout pages (runtime/ui/shop-toggles.ts wires
// them): each opens and closes a region the shop prints hidden, with aria-expanded on the link.
import { slide } from './slide.ts';

export interface Disclosure {
  control: string;
  /** Where the region is when the control does not name it in aria-controls. */
  region: (control: HTMLElement) => HTMLElement | null;
  /** What takes focus when the region opens. */
  focus?: string;
  /** Slid open and shut over this many ms, as the shop's script does; without it, shown at once. */
  slideMs?: number;
}

export const DISCLOSURES: readonly Disclosure[] = [
  {
    control: 'a.showcoupon',
    region: () => document.querySelector<HTMLElement>('form.checkout_coupon'),
    focus: 'input[name="coupon_code"]',
  },
  {
    control: 'a.shipping-calculator-button',
    region: (c) => c.closest('form.woocommerce-shipping-calculator')?.querySelector<HTMLElement>('.shipping-calculator-form') ?? null,
  },
  {
    // 'Haz clic aquí para acceder' (the shop's "log in at checkout" option): its login form, which posts as printed.
    control: 'a.showlogin',
    region: () => document.querySelector<HTMLElement>('form.woocommerce-form-login, form.login'),
    focus: 'input:not([type="hidden"])',
    slideMs: 400,
  },
];

export const isShown = (el: HTMLElement) => getComputedStyle(el).display !== 'none';

/**
 * Shows or hides a region the way the shop prints it (an inline display:none), moving focus back
 * to the control that hid it rather than letting it fall to <body>.
 */
export function setShown(region: HTMLElement, shown: boolean, control: HTMLElement): void {
  if (!shown) {
    if (region.contains(document.activeElement)) control.focus();
    region.style.display = 'none';
    return;
  }
  region.style.removeProperty('display');
  // A theme stylesheet may hide the region too; the inline style must then win, as jQuery's show() does.
  if (!isShown(region)) region.style.display = 'block';
}

export function disclosureOf(target: EventTarget | null): [HTMLElement, HTMLElement, Disclosure] | null {
  if (!(target instanceof Element)) return null;
  for (const d of DISCLOSURES) {
    const control = target.closest<HTMLElement>(d.control);
    if (!control) continue;
    const named = control.getAttribute('aria-controls');
    const region = (named && document.getElementById(named)) || d.region(control);
    return region ? [control, region, d] : null;
  }
  return null;
}

/** aria-expanded tells screen readers the region's state; aria-controls names it when it has an id. */
export function syncAria(control: HTMLElement, region: HTMLElement): void {
  control.setAttribute('aria-expanded', String(isShown(region)));
  if (region.id && !control.hasAttribute('aria-controls')) control.setAttribute('aria-controls', region.id);
}

/** The end of each region's running slide, so a second click turns it round rather than finishing the first. */
const sliding = new WeakMap<HTMLElement, () => void>();

/**
 * A sliding region's state is its link's aria-expanded, said at the click: while it slides shut it
 * is still displayed, and a second click must open it again.
 */
function slideToggle(control: HTMLElement, region: HTMLElement, d: Disclosure & { slideMs: number }, signal: AbortSignal): void {
  const open = control.hasAttribute('aria-expanded') ? control.getAttribute('aria-expanded') !== 'true' : !isShown(region);
  sliding.get(region)?.();
  if (!open && region.contains(document.activeElement)) control.focus();
  control.setAttribute('aria-expanded', String(open));
  sliding.set(
    region,
    slide(
      region,
      open,
      d.slideMs,
      () => {
        sliding.delete(region);
        // jsdom has no scrollIntoView.
        if (open) region.scrollIntoView?.({ block: 'nearest' });
      },
      signal,
    ),
  );
  // Focus once it is displayed, at once, so what a keyboard user types next lands in the form; the view follows once it is open.
  if (open && d.focus) region.querySelector<HTMLElement>(d.focus)?.focus({ preventScroll: true });
}

export function toggle(control: HTMLElement, region: HTMLElement, d: Disclosure, signal: AbortSignal): void {
  if (d.slideMs) return slideToggle(control, region, { ...d, slideMs: d.slideMs }, signal);
  setShown(region, !isShown(region), control);
  syncAria(control, region);
  if (d.focus && isShown(region)) region.querySelector<HTMLElement>(d.focus)?.focus();
}

// What an add is for, read from the page as the add is sent: the listing card or the product page
// the pressed button is in (name, link, image, price) and what the add sends (its product and
// quantity). Text and checked addresses only: the pending line (pending-line.ts) puts them in as such.
import type { AddSent } from '../../../runtime/stores/cart.ts';
import { webAddress } from '../../../runtime/ui/web-address.ts';

/** What the product card shows, as text and checked addresses. */
export interface Product {
  /** The product or variation id: a second add of it adds to its line. */
  key: string;
  name: string;
  link: string | null;
  image: string | null;
  alt: string;
  /** The price's number as the shop shows it ('10.00'), without its currency symbol. */
  amount: string | null;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function field(data: unknown, name: string): string {
  const value =
    data instanceof FormData ? data.get(name) : data && typeof data === 'object' ? (data as Record<string, unknown>)[name] : null;
  return typeof value === 'string' && value !== '0' ? value : '';
}

/** The amount a price block shows (the sale price where there is one), without its currency symbol. */
function amountOf(price: Element | null | undefined): string | null {
  const amount = price?.querySelector('ins .woocommerce-Price-amount') ?? price?.querySelector('.woocommerce-Price-amount');
  if (!amount) return null;
  let out = '';
  const walker = document.createTreeWalker(amount, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!n.parentElement?.closest('.woocommerce-Price-currencySymbol')) out += n.nodeValue;
  return out.replace(/\s+/g, ' ').trim() || null;
}

/** The product an add is for, read from its listing card or its product page; null where there is none to read. */
export function productOf({ element, data }: AddSent): Product | null {
  const form = element?.closest('form.cart');
  if (form?.matches('.grouped_form')) return null;
  const card = form ? (form.closest('.product') ?? document.body) : element?.closest('.product');
  const name = text(card?.querySelector(form ? '.product_title' : '.woocommerce-loop-product__title, h2, h3'));
  const key = field(data, 'variation_id') || field(data, 'add-to-cart') || field(data, 'product_id');
  if (!card || !name || !key) return null;
  const img = card.querySelector<HTMLImageElement>(form ? '.woocommerce-product-gallery__image img, img' : 'img');
  const link = form
    ? window.location.origin + window.location.pathname
    : card.querySelector<HTMLAnchorElement>('a.woocommerce-LoopProduct-link, a[href]:not(.add_to_cart_button)')?.href;
  const price = form
    ? (form.querySelector('.woocommerce-variation-price .price') ?? card.querySelector('.summary .price, p.price'))
    : card.querySelector('.price');
  return {
    key,
    name,
    link: link ? webAddress(link) : null,
    image: img ? webAddress(img.currentSrc || img.src) : null,
    alt: img?.alt ?? '',
    amount: amountOf(price),
  };
}

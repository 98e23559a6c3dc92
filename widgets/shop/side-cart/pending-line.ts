// The line an add shows at once (docs/cart.md#the-line-at-once): as an add is sent ($addSent), the
// panel shows the product's line in the frame after the click's own, built from Side Cart's own line
// markup that the plugin printed in #islands-side-cart-line, with the product card's name, link,
// image, price and quantity put in as text and checked addresses only. It is marked as being added
// (class, aria-busy, inert) and the cart's totals and counts are held busy until the answer; the
// answer's fragments replace it, and an add that ends without them takes it off again.
import { block, busyAreas } from '../../../runtime/cart/busy.ts';
import { later, onAbort } from '../../../runtime/core/lifetime.ts';
import { printedJson } from '../../../runtime/page/printed.ts';
import { $addSent, $cart, type AddSent } from '../../../runtime/stores/cart.ts';
import { afterNextPaint } from '../../../runtime/core/after-paint.ts';
import { field, productOf, type Product } from './added-product.ts';
import { passSecondClicks } from './second-clicks.ts';

const SOURCE = 'side-cart';
const ID = 'islands-side-cart-line';
/** A line being added: the pending one, or the server's line of a product already in the cart. */
export const ADDING = 'islands-adding';

interface PriceFormat {
  decimals: number;
  decimalSeparator: string;
  thousandSeparator: string;
}

/** What the plugin printed: one line with placeholders (islands:name…), the lines' wrapper for an empty cart, where new lines go. */
interface LineMarkup {
  line: string;
  products: string;
  order: 'asc' | 'desc';
  price: PriceFormat;
}

function lineMarkup(): LineMarkup | null {
  const printed = printedJson(ID);
  if (!printed.found) return null;
  if ('invalid' in printed) {
    console.error(`[islands:${SOURCE}] #${ID} is not valid JSON; an add's line waits for the answer`);
    return null;
  }
  const v = printed.value as Partial<LineMarkup> | null;
  const p = v?.price;
  if (typeof v?.line !== 'string' || typeof v.products !== 'string' || typeof p?.decimals !== 'number') return null;
  if (typeof p.decimalSeparator !== 'string' || typeof p.thousandSeparator !== 'string') return null;
  return { line: v.line, products: v.products, order: v.order === 'desc' ? 'desc' : 'asc', price: p };
}

/** The line total in the shop's format; '' where the price could not be read. */
function lineTotal(amount: string | null, quantity: number, f: PriceFormat): string {
  if (!amount || quantity === 1) return amount ?? '';
  const plain = (f.thousandSeparator ? amount.split(f.thousandSeparator).join('') : amount).split(f.decimalSeparator).join('.');
  const value = Number(plain);
  if (!Number.isFinite(value)) return '';
  const [whole = '', cents] = (value * quantity).toFixed(f.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, f.thousandSeparator);
  return cents ? grouped + f.decimalSeparator + cents : grouped;
}

const TEXT_SLOTS = /islands:(name|alt|quantity|price|total)/g;
/** Attributes a placeholder fills as text; an address goes only into the whole of an href or a src. */
const TEXT_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'value']);

/** The plugin's markup with the product's values put in: text as text, addresses checked, any other placeholder dropped. */
function filledLine(markup: string, product: Product, quantity: number, format: PriceFormat): Element | null {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const line = template.content.firstElementChild;
  if (!line) return null;
  const slots: Record<string, string> = {
    name: product.name,
    alt: product.alt,
    quantity: String(quantity),
    price: product.amount ?? '',
    total: lineTotal(product.amount, quantity, format),
  };
  const fill = (s: string) => s.replace(TEXT_SLOTS, (_, slot: string) => slots[slot] ?? '');
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n: Node | null = line; n; n = walker.nextNode()) {
    if (n instanceof Text && n.data.includes('islands:')) n.data = fill(n.data);
    if (!(n instanceof Element)) continue;
    for (const { name, value } of [...n.attributes]) {
      if ((name === 'data-key' || name === 'data-product_id') && !value) n.removeAttribute(name);
      if (!value.includes('islands:')) continue;
      const address =
        name === 'href' && value === 'islands:link'
          ? product.link
          : name === 'src' && value === 'islands:image'
            ? product.image
            : undefined;
      if (address) n.setAttribute(name, address);
      else if (address === undefined && TEXT_ATTRIBUTES.has(name)) n.setAttribute(name, fill(value));
      else n.removeAttribute(name);
    }
  }
  return line;
}

/** The server's line of a product already in the cart: one linking to the same page. */
function serverLineOf(body: Element, link: string | null): Element | undefined {
  if (!link) return undefined;
  return [...body.querySelectorAll(`.xoo-wsc-product:not(.${ADDING})`)].find((line) =>
    [...line.querySelectorAll<HTMLAnchorElement>('a[href]')].some((a) => a.href === link),
  );
}

/** Marks a line as being added; returns the undo. */
function markAdding(el: Element): () => void {
  const line = el.matches('.xoo-wsc-product') ? el : (el.querySelector('.xoo-wsc-product') ?? el);
  line.classList.add(ADDING);
  line.toggleAttribute('inert', true);
  const release = line instanceof HTMLElement ? block(line) : () => {};
  return () => {
    release();
    line.classList.remove(ADDING);
    line.removeAttribute('inert');
  };
}

/** One product being added: its adds on their way and their quantities summed; where it is shown. */
interface Pending {
  product: Product;
  adds: number;
  quantity: number;
  /** The line shown: ours (`ours`), or the server's line of the product, marked. */
  shown: Element | null;
  ours: boolean;
  unmark: () => void;
}

export interface PendingLineHooks {
  /** The panel opens as after an add, where the shop set it to (its auto-open setting). */
  open(): void;
  isOpen(): boolean;
  close(): void;
}

/** Takes a product's line off: ours removed (with the wrapper an empty cart was given, whose message is back), the server's unmarked. */
function takeOff(root: HTMLElement, p: Pending): void {
  p.unmark();
  p.unmark = () => {};
  const products = p.shown?.parentElement;
  if (p.ours) p.shown?.remove();
  if (products?.dataset.islandsAdded && !products.firstElementChild) {
    products.remove();
    root.querySelector<HTMLElement>('.xoo-wsc-empty-cart')?.style.removeProperty('display');
  }
  p.shown = null;
  p.ours = false;
}

/** Shows a product's line: the server's, marked, when the product is in the cart already; else ours, in place of the one shown. */
function show(root: HTMLElement, p: Pending, markup: LineMarkup): void {
  const body = root.querySelector('.xoo-wsc-body');
  const server = body && serverLineOf(body, p.product.link);
  const line = body && !server ? filledLine(markup.line, p.product, p.quantity, markup.price) : null;
  const replaced = p.ours && p.shown?.isConnected && line ? p.shown : null;
  if (replaced && line) {
    p.unmark();
    replaced.replaceWith(line);
  } else {
    takeOff(root, p);
    if (body && line) insertLine(body, line, markup);
  }
  p.shown = server ?? line;
  p.ours = !server && !!line;
  p.unmark = p.shown ? markAdding(p.shown) : () => {};
}

/** Counts an add into its product's line and shows it; the returned function counts it out once the add has settled. */
function countIn(root: HTMLElement, markup: LineMarkup, pending: Map<string, Pending>, add: AddSent, product: Product): () => void {
  const quantity = Math.max(1, Number(field(add.data, 'quantity')) || 1);
  const p = pending.get(product.key) ?? { product, adds: 0, quantity: 0, shown: null, ours: false, unmark: () => {} };
  pending.set(product.key, p);
  p.adds++;
  p.quantity += quantity;
  show(root, p, markup);
  return () => {
    p.adds--;
    p.quantity -= quantity;
    if (p.adds > 0) show(root, p, markup);
    else {
      takeOff(root, p);
      pending.delete(product.key);
    }
  };
}

/**
 * Shows each add's line as it is sent, where the plugin printed the line markup; without it (or
 * without the panel's body, or a product card to read) an add waits for its answer, as before.
 * Returns whether the add answered last had its line shown (and the panel opened then): its answer
 * does not open the panel again, which the shopper may have closed meanwhile.
 */
export function pendingLines(root: HTMLElement, signal: AbortSignal, hooks: PendingLineHooks): () => boolean {
  const markup = lineMarkup();
  if (!markup) return () => false;
  let shownThenAnswered = false;
  const pending = new Map<string, Pending>();
  // The totals and counts say nothing final until the answer: held busy while any add is on its way.
  const totals = busyAreas(
    () => [
      ...root.querySelectorAll<HTMLElement>('.xoo-wsc-footer, .xoo-wsc-items-count, .xoo-wsch-items-count'),
      ...document.querySelectorAll<HTMLElement>('.xoo-wsc-sc-cont'),
    ],
    signal,
  );

  let pressed: Element | null = null;
  passSecondClicks(() => (hooks.isOpen() ? pressed : null), signal);
  const showAdd = (add: AddSent, product: Product) => {
    const countOut = countIn(root, markup, pending, add, product);
    const release = totals();
    const wasOpen = hooks.isOpen();
    hooks.open();
    const opened = !wasOpen && hooks.isOpen();
    if (opened) pressed = add.element;
    void add.settled.then(() => {
      // Its answer, if any, is put on the page in this task: the flag is for that one.
      shownThenAnswered = true;
      later(signal, () => (shownThenAnswered = false), 0);
      release();
      countOut();
      // An add that opened the panel and ended without a line (a refusal, a failure, a page to go
      // to) closes it again, so the shop's message by the button is seen and focus goes back there.
      // Checked in the next task: the caller puts an answer on the page right after this settles.
      const before = $cart.get();
      if (opened) later(signal, () => !pending.size && $cart.get() === before && hooks.isOpen() && hooks.close(), 0);
    });
  };
  onAbort(
    signal,
    $addSent.listen((add) => {
      // Offline the add fails at once: nothing to show in the meantime.
      const product = add && navigator.onLine && productOf(add);
      if (!add || !product) return;
      let answered = false;
      void add.settled.then(() => (answered = true));
      // Once the click's own frame (the button's busy look) is painted: the line and the panel's
      // layout are the next frame's work, not the interaction's. An answer before then shows its own.
      void afterNextPaint().then(() => !answered && !signal.aborted && showAdd(add, product));
    }),
  );
  // An answer's swap replaced the panel: the adds still on their way are shown again in the new one.
  onAbort(
    signal,
    $cart.listen(() => {
      for (const p of pending.values()) if (!p.shown?.isConnected) show(root, p, markup);
    }),
  );
  onAbort(signal, () => pending.forEach((p) => takeOff(root, p)));
  return () => {
    const shown = shownThenAnswered;
    shownThenAnswered = false;
    return shown;
  };
}

/** Puts our line where Side Cart puts a new one, giving an empty cart the lines' wrapper. */
function insertLine(body: Element, line: Element, markup: LineMarkup): void {
  let products = body.querySelector<HTMLElement>('.xoo-wsc-products');
  if (!products) {
    const template = document.createElement('template');
    template.innerHTML = markup.products.trim();
    const wrapper = template.content.firstElementChild;
    if (!(wrapper instanceof HTMLElement)) return;
    products = wrapper;
    products.dataset.islandsAdded = 'true';
    body.querySelector<HTMLElement>('.xoo-wsc-empty-cart')?.style.setProperty('display', 'none');
    body.append(products);
  }
  if (markup.order === 'desc') products.prepend(line);
  else products.append(line);
}

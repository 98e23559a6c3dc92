// What every cart call of the page shares (docs/shop.md#cart-page): the write it goes through, the cart form's
// fields as a browser posts them, and answers that are a whole cart page.
import { excerpt } from '../../../runtime/core/excerpt.ts';
import type { CartPageMessageKey } from '../../../runtime/i18n/parts/cart-page.ts';
import { http } from '../../../runtime/net/http.ts';
import { focusAlert } from './notices.ts';
import { readCartPage, swapCartPage, type CartPageAnswer, type SwapOptions } from './page.ts';
import type { CartParams } from './params.ts';

/** One cart call: what it sends, how its answer goes on the page, what a failure logs and says. */
export interface CartCall<A> {
  failure: string;
  message: CartPageMessageKey;
  send(s: AbortSignal): Promise<A>;
  apply(answer: A): void;
}

/** What the page's actions share (made by cartActions in actions.ts). */
export interface CartCalls {
  readonly signal: AbortSignal;
  readonly params: CartParams;
  /** The cart page as the server holds it now. */
  getPage(s?: AbortSignal): Promise<string>;
  /** One call through the shared cart-write sequence: true when written, false when it failed (and was said). */
  write<A>(call: CartCall<A>): Promise<boolean>;
}

/** The cart form's fields (as a browser posts them) with `extra` set. */
export function fields(form: HTMLFormElement, extra: Record<string, string>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
  for (const [name, value] of Object.entries(extra)) body.set(name, value);
  return body;
}

export const pageOrThrow = (html: string): CartPageAnswer => {
  const answer = readCartPage(html);
  if (!answer) throw new Error(`The answer is not the cart page: ${excerpt(html)}`);
  return answer;
};

/** An answer that is a whole cart page: swapped in, then `then` (an event), then its alert focused. */
export const pageAnswer = (signal: AbortSignal, opts: SwapOptions, then?: () => void) => (html: string) => {
  swapCartPage(pageOrThrow(html), opts);
  then?.();
  focusAlert(signal);
};

/** A link of the page (remove a line, undo, remove a coupon without its nonce) followed in place. */
export const followLink = (calls: CartCalls, link: HTMLAnchorElement, message: CartPageMessageKey, then?: () => void) =>
  calls.write({
    failure: `Following ${excerpt(link.href)} failed`,
    message,
    send: (s) => http<string>(link.href, { method: 'GET', as: 'text', signal: s }),
    apply: pageAnswer(calls.signal, {}, then),
  });

/** An AJAX answer's HTML (notices, totals) as a fragment to read from. */
export function answerContent(html: string): DocumentFragment {
  const answer = document.createElement('template');
  answer.innerHTML = html;
  return answer.content;
}

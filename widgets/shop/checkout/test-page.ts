// Helpers of the checkout's browser tests: a shopper at the fixture checkout with one line in the
// cart, the wc-ajax calls the page makes, and what the order review shows.
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

export const BILLING: Record<string, string> = {
  '#billing_first_name': 'Ana',
  '#billing_last_name': 'López',
  '#billing_address_1': 'Calle Mayor 1',
  '#billing_postcode': '28001',
  '#billing_city': 'Madrid',
  '#billing_phone': '600000000',
  '#billing_email': 'ana@example.com',
};

/** How long an answer may take: the machine's cores are shared with the server and the other tests. */
export const WAIT = { timeout: 10_000 };

/** The wc-ajax endpoint of a request, or null. */
export const endpointOf = (r: Request): string | null => new URL(r.url()).searchParams.get('wc-ajax');

/** Every wc-ajax call the page makes from now on, by endpoint, with its posted fields. */
export function ajaxLog(page: Page): Array<{ endpoint: string; body: URLSearchParams; at: number }> {
  const log: Array<{ endpoint: string; body: URLSearchParams; at: number }> = [];
  page.on('request', (r) => {
    const endpoint = endpointOf(r);
    if (endpoint) log.push({ endpoint, body: new URLSearchParams(r.postData() ?? ''), at: Date.now() });
  });
  return log;
}

/**
 * Opens the checkout with a T-shirt in the cart, once its islands are mounted and the page is
 * quiet; marks the document, so a test can tell that nothing navigated.
 */
export async function openCheckout(page: Page, url: (path: string) => string): Promise<void> {
  page.setDefaultTimeout(10_000);
  await page.goto(url('/?add-to-cart=22'));
  // Leaving earlier would abort that page's chunks still on their way.
  await page.waitForLoadState('networkidle');
  await page.goto(url('/finalizar-compra/'));
  await page.waitForSelector('form.checkout[data-island="mounted"]');
  await page.waitForSelector('#billing_country[data-island="mounted"]');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    const seen: unknown[] = [];
    (window as unknown as { updatedCheckout: unknown[] }).updatedCheckout = seen;
    document.body.addEventListener('islands:updated_checkout', (e) => seen.push((e as CustomEvent).detail.source));
    // update_checkout and updated_checkout in the order they are sent, with who sent them.
    const order: string[] = [];
    (window as unknown as { checkoutEvents: string[] }).checkoutEvents = order;
    for (const name of ['update_checkout', 'updated_checkout']) {
      document.body.addEventListener(`islands:${name}`, (e) => order.push(`${name}:${(e as CustomEvent).detail.source}`));
    }
  });
}

export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
/** update_checkout and updated_checkout as sent since the page opened, emptied: 'update_checkout:checkout', … */
export const takeCheckoutEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { checkoutEvents: string[] }).checkoutEvents.splice(0));
export const updatedCheckouts = (page: Page) =>
  page.evaluate(() => (window as unknown as { updatedCheckout: unknown[] }).updatedCheckout.length);

/** The review's shipping cell and total, as text. */
export async function review(page: Page): Promise<{ shipping: string; total: string }> {
  const text = (selector: string) => page.locator(`.woocommerce-checkout-review-order-table ${selector}`).innerText();
  return { shipping: (await text('tr.shipping td')).trim(), total: (await text('tr.order-total td')).trim() };
}

/** Waits until the review's shipping cell says `text`. */
export async function reviewSays(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await review(page)).shipping, WAIT).toContain(text);
}

/** What the state field is now: its tag and type, its row's label and whether the row asks for it. */
export const stateField = (page: Page) =>
  page.locator('#billing_state').evaluate((field) => {
    const row = field.closest('.form-row') as HTMLElement;
    return {
      kind: field instanceof HTMLSelectElement ? 'select' : (field as HTMLInputElement).type,
      label: row.querySelector('label')?.textContent?.replace(/\s+/g, ' ').trim(),
      required: row.classList.contains('validate-required'),
      ariaRequired: field.getAttribute('aria-required'),
      shown: row.getClientRects().length > 0,
      value: (field as HTMLInputElement).value,
    };
  });

/** The billing rows' ids, in the order the page shows them. */
export const billingOrder = (page: Page) =>
  page
    .locator('.woocommerce-billing-fields__field-wrapper > .form-row')
    .evaluateAll((rows) => rows.map((r) => r.id.replace(/^billing_|_field$/g, '')));

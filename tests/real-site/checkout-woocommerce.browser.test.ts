// The classic checkout as WooCommerce's own end-to-end shopper tests expect it, on the real site,
// each behaviour run on the shop's own scripts (?islands=0) and on the islands and compared:
// - "¿Ya eres cliente? Haz clic aquí para acceder" (the option to log in at checkout) slides the
//   login form open and shut, and logging in through it works;
// - an order placed with the required fields empty is posted, and the shop's own list of what is
//   missing is shown at the form's top (role=alert, focused, scrolled to, each line linking its
//   field), the same lines on both, with the fields marked the same;
// - update_checkout is heard by a jQuery listener in the same order on both after a country
//   change, a shipping method change and a payment method change (the shop sends none for the
//   last), each change fetching the order review once.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { axe, expectHydrated } from '../harness.ts';
import { realSiteSuite, type RealSite, type SiteConfiguration } from '../real-site.ts';

const VARIANTS = [
  { original: true, name: 'the shop’s scripts' },
  { original: false, name: 'the islands' },
] as const;
/** The PHP site shares the cores with the browser: an answer may take seconds. */
const WAIT = { timeout: 20_000 };

/**
 * axe, less the shop's own findings, which its own scripts' page has too: its theme's link colour
 * and the coupon link's aria-label (see checkout.browser.test.ts), and the login form's password
 * button, which WooCommerce's stylesheet sizes 22 px (target-size).
 */
async function axeClean(page: Page, state: string): Promise<void> {
  const found = await axe(page, { rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } } });
  const shops = (v: (typeof found)[number]) =>
    v.id === 'target-size' && JSON.stringify(v.nodes) === JSON.stringify(['.show-password-input']);
  expect(
    found.filter((v) => !shops(v)),
    state,
  ).toEqual([]);
}

async function checkout(site: RealSite, original: boolean, siteConfiguration?: SiteConfiguration): Promise<Page> {
  const page = await site.newPage({ siteConfiguration });
  page.setDefaultTimeout(20_000);
  await page.goto(site.url(`/?add-to-cart=${site.ids.mug_id}`, { original: true }));
  await page.goto(site.url('/finalizar-compra/', { original }));
  if (!original) await expectHydrated(page, 'form.checkout.woocommerce-checkout');
  // The shop's script fetches the review at load; both have answered everything once the network rests.
  await page.waitForLoadState('networkidle');
  return page;
}

/** A slide (jQuery's inline height and overflow, or an animation) has ended. */
const slideOver = (page: Page, selector: string) =>
  expect
    .poll(
      () => page.locator(selector).evaluate((el: HTMLElement) => !el.getAnimations().length && !el.style.height && !el.style.overflow),
      WAIT,
    )
    .toBe(true);

/** The page's own scroll (jQuery's animation of the shop's scripts, or a smooth scroll) is over: none runs and the position holds for two frames. */
const scrollOver = (page: Page) =>
  expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const jq = (window as unknown as { jQuery?: (s: string) => { length: number } }).jQuery;
              const y = window.scrollY;
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(!jq?.(':animated').length && window.scrollY === y)));
            }),
        ),
      WAIT,
    )
    .toBe(true);

/** Whether an element's top is inside the viewport. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight;
    });

realSiteSuite('The checkout as WooCommerce’s own shopper tests expect it, on both variants', (site) => {
  test('“Haz clic aquí para acceder” slides the login form open and shut; logging in through it works', async () => {
    const user = `cliente${Date.now()}`;
    const password = 'Cliente-pass-123';
    const id = Number(
      site.php(`$id = wc_create_new_customer( '${user}@example.com', '${user}', '${password}' ); echo is_wp_error( $id ) ? 0 : $id;`),
    );
    expect(id, 'a customer to log in with').toBeGreaterThan(0);
    try {
      for (const { original, name } of VARIANTS) {
        const page = await checkout(site, original, { options: { woocommerce_enable_checkout_login_reminder: 'yes' } });
        const link = page.locator('a.showlogin');
        const form = page.locator('form.woocommerce-form-login');
        expect(await link.innerText(), name).toBe('Haz clic aquí para acceder');
        expect(await form.isVisible(), `${name}: printed hidden`).toBe(false);

        await link.click();
        await form.waitFor({ state: 'visible' });
        await slideOver(page, 'form.woocommerce-form-login');
        expect(new URL(page.url()).hash, `${name}: href='#' is not followed`).toBe('');
        if (!original) {
          expect(await link.getAttribute('aria-expanded')).toBe('true');
          expect(await page.evaluate(() => document.activeElement?.id), 'the first field takes focus').toBe('username');
          await axeClean(page, 'the login form open');
        }
        await link.click();
        await form.waitFor({ state: 'hidden' });
        if (!original) expect(await link.getAttribute('aria-expanded')).toBe('false');

        await link.click();
        await form.waitFor({ state: 'visible' });
        await slideOver(page, 'form.woocommerce-form-login');
        await form.locator('#username').fill(user);
        await form.locator('#password').fill(password);
        // The form posts as printed; WooCommerce logs the customer in and sends them back to the checkout.
        await Promise.all([page.waitForURL(/\/finalizar-compra\//), form.locator('button[name="login"]').click()]);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.body.classList.contains('logged-in')), `${name}: logged in`).toBe(true);
        expect(await page.locator('a.showlogin').count(), `${name}: no login reminder for a customer`).toBe(0);
        expect(await page.inputValue('#billing_email'), `${name}: the checkout knows the customer`).toBe(`${user}@example.com`);
      }
      site.expectNoConsoleErrors();
    } finally {
      site.php(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${id} );`);
    }
  });

  test('an order with the required fields empty is posted, and the shop’s list is shown as WooCommerce shows it, with the fields marked', async () => {
    const seen: Record<string, unknown>[] = [];
    for (const { original, name } of VARIANTS) {
      const page = await checkout(site, original);
      const posted = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout') && r.request().method() === 'POST');
      await page.locator('#place_order').click();
      const answer = (await (await posted).json()) as { result: string };
      expect(answer.result, name).toBe('failure');
      const group = page.locator('.woocommerce-NoticeGroup-checkout > [role="alert"]');
      await group.waitFor();
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.matches('.woocommerce-NoticeGroup-checkout .woocommerce-error')), {
          ...WAIT,
          message: `${name}: the list takes focus`,
        })
        .toBe(true);
      await expect
        .poll(() => inView(page, '.woocommerce-NoticeGroup-checkout'), { ...WAIT, message: `${name}: the list is scrolled to` })
        .toBe(true);
      const lines = await group.locator('li').evaluateAll((items) =>
        items.map((li) => ({
          text: (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
          link: li.querySelector('a')?.getAttribute('href') ?? null,
        })),
      );
      // What each required field of the billing address says about itself once the answer is shown.
      const marks = await page.locator('.woocommerce-billing-fields .form-row.validate-required').evaluateAll((rows) =>
        rows
          .filter((row) => row.getClientRects().length)
          .map((row) => {
            const control = row.querySelector('input:not([type="hidden"]), select')!;
            const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
            return {
              field: control.id,
              invalid: row.classList.contains('woocommerce-invalid'),
              ariaInvalid: control.getAttribute('aria-invalid'),
              says: described.map((d) => document.getElementById(d)?.textContent?.trim() ?? `(missing #${d})`),
            };
          }),
      );
      if (!original) await axeClean(page, 'the refused order');
      // A line's link leads to its field, once the scroll to the list is over (else it would take the page back).
      await scrollOver(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await group.locator('a[href="#billing_email"]').click();
      await expect.poll(() => inView(page, '#billing_email'), { ...WAIT, message: `${name}: the link leads to the field` }).toBe(true);
      seen.push({ lines, marks });
    }
    const [shop, islands] = seen as Array<{ lines: Array<{ text: string; link: string | null }>; marks: unknown[] }>;
    expect(shop!.lines).toContainEqual({ text: 'Facturación Nombre es un campo requerido.', link: '#billing_first_name' });
    expect(shop!.lines.length).toBeGreaterThan(5);
    expect(islands!.lines, 'the same lines, each linking its field').toEqual(shop!.lines);
    expect(islands!.marks, 'the fields marked the same').toEqual(shop!.marks);
    site.expectNoConsoleErrors();
  });

  test('update_checkout is heard by a jQuery listener in the same order after a country, a shipping method and a payment method change, each change one review fetch', async () => {
    // A zone of its own, with two methods to choose between: no other test ships to Portugal.
    const zone = Number(
      site.php(`$z = new WC_Shipping_Zone(); $z->set_zone_name( 'Islands Portugal' ); $z->add_location( 'PT', 'country' ); $z->save();
      $z->add_shipping_method( 'flat_rate' ); $z->add_shipping_method( 'free_shipping' ); echo $z->get_id();`),
    );
    expect(zone).toBeGreaterThan(0);
    try {
      const heard: Record<string, Record<string, string[]>> = {};
      for (const { original, name } of VARIANTS) heard[name] = await recordChanges(site, original);
      expect(heard['the shop’s scripts']!.country, 'the shop sends it for a country change').toEqual([
        'update_checkout (object)',
        'updated_checkout (object)',
        '1 review fetch(es)',
      ]);
      expect(heard['the islands'], 'the same order on both').toEqual(heard['the shop’s scripts']);
      site.expectNoConsoleErrors();
    } finally {
      site.php(`WC_Shipping_Zones::delete_zone( ${zone} );`);
    }
  });
});

type Recorded = { name: string; args: string[] };

/**
 * One variant's checkout with the test site's jQuery recorder on: what it heard of update_checkout
 * and updated_checkout for each change, with the update_order_review calls each made.
 */
async function recordChanges(site: RealSite, original: boolean): Promise<Record<string, string[]>> {
  const page = await checkout(site, original, { filters: { islands_test_recorder: true } });
  const reviews: string[] = [];
  page.on('request', (r) => void (r.url().includes('wc-ajax=update_order_review') && reviews.push(r.url())));
  const take = () => page.evaluate(() => (window as unknown as { __recorded: Recorded[] }).__recorded.splice(0));
  const updated = () =>
    page.evaluate(() => (window as unknown as { __recorded: Recorded[] }).__recorded.filter((e) => e.name === 'updated_checkout').length);
  await take();
  const step = async (act: () => Promise<unknown>, done: () => Promise<unknown>): Promise<string[]> => {
    reviews.length = 0;
    await act();
    await done();
    await page.waitForLoadState('networkidle');
    const events = (await take()).filter((e) => /^update(d)?_checkout$/.test(e.name)).map((e) => `${e.name} (${e.args.join(', ')})`);
    return [...events, `${reviews.length} review fetch(es)`];
  };
  return {
    country: await step(
      () => page.selectOption('#billing_country', 'PT'),
      () => expect.poll(updated, WAIT).toBe(1),
    ),
    shipping: await step(
      async () => {
        await page.locator('input[name^="shipping_method"][value^="free_shipping"]').check();
      },
      () => expect.poll(updated, WAIT).toBe(1),
    ),
    payment: await step(
      () => page.locator('#payment_method_cod').check(),
      () =>
        expect
          .poll(
            () =>
              page.evaluate(() =>
                (window as unknown as { __recorded: Recorded[] }).__recorded.some((e) => e.name === 'payment_method_selected'),
              ),
            WAIT,
          )
          .toBe(true),
    ),
  };
}

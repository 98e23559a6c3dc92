// The shop page's password toggle in Chromium: a login form a popup inserts after load (as
// Essential Addons' login popup does) gets its 'Mostrar contraseña' button from the runtime's
// own mounting, works by mouse and keyboard, keeps its one button, and passes axe.
import { expect, test } from 'vitest';
import { axe, browserSuite, settled } from '../../../tests/harness.ts';

const LOGIN_POPUP = `
  <div class="woocommerce islands-test-popup" role="dialog" aria-label="Acceder">
    <form class="woocommerce-form woocommerce-form-login login" method="post">
      <p><label for="username">Nombre de usuario o correo electrónico</label>
        <input class="woocommerce-Input input-text" type="text" name="username" id="username" autocomplete="username"></p>
      <p><label for="password">Contraseña</label>
        <input class="woocommerce-Input input-text" type="password" name="password" id="password" autocomplete="current-password"></p>
      <button type="submit" name="login" value="Acceder">Acceder</button>
    </form>
  </div>`;

browserSuite('shop page', (h) => {
  // Where one is printed, notices.browser.test.ts finds the code fetched.
  test("the notices' code never comes to a page without an alert notice", async () => {
    const NOTICES = /\/chunks\/notices-[A-Z0-9]+\.js$/;
    const listing = await h.newPage();
    await listing.goto(h.url('/tienda/'));
    await listing.waitForSelector('body[data-island="mounted"]');
    await listing.waitForLoadState('networkidle');
    expect(
      h.log(listing).scripts.filter((u) => NOTICES.test(u)),
      'none on the listing',
    ).toEqual([]);
    h.expectNoConsoleErrors();
  });

  test('a password field a popup inserts after load gets one show/hide toggle that works by mouse and keyboard', async () => {
    const page = await h.newPage();
    await page.goto(h.url('/tienda/'));
    await page.waitForSelector('body[data-island="mounted"]');
    expect(await page.locator('button.show-password-input').count()).toBe(0);

    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), LOGIN_POPUP);
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    await toggle.waitFor();
    const password = page.locator('#password');
    await password.fill('secreta');

    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Ocultar contraseña' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('password'); // back to the field

    // Keyboard: from the field, Tab reaches the toggle and Enter hides the text again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('show-password-input');
    await page.keyboard.press('Enter');
    expect(await password.getAttribute('type')).toBe('password');
    expect(await password.inputValue()).toBe('secreta');

    // Wrapping the field moved it in the DOM: the runtime must not take that for a new field.
    await settled(page);
    expect(await page.locator('button.show-password-input').count()).toBe(1);
    expect(await password.getAttribute('data-island')).toBe('mounted');
    expect(await axe(page)).toEqual([]);
    h.expectNoConsoleErrors();
  });
});

// The plugin in the site's language. The real site is es_ES: the islands' messages are the
// bundle's built-in Spanish and the plugin prints none. The same site in English (the locale
// filter, for these pages' requests only) gets the messages through the plugin's text domain, in
// #islands-config, and the islands show them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectHydrated } from '../harness.ts';
import { realSiteSuite } from '../real-site.ts';

const english = { filters: { locale: 'en_US' } };

const printedMessages = async (page: Page) =>
  (JSON.parse((await page.locator('#islands-config').textContent()) ?? '{}') as { messages?: Record<string, string> }).messages;

realSiteSuite('the plugin in the language of the site', (site) => {
  test('the package carries readme.txt, the .pot and the Spanish .po and .mo', () => {
    const plugin = join(site.root, 'wordpress/wp-content/plugins/islands');
    for (const file of ['readme.txt', 'languages/islands.pot', 'languages/islands-es_ES.po', 'languages/islands-es_ES.mo']) {
      expect(existsSync(join(plugin, file)), file).toBe(true);
    }
  });

  test('on the Spanish site the islands speak the built-in Spanish and the plugin prints no message', async () => {
    const page = await site.newPage();
    await page.goto(site.url('/producto/camiseta-basica/'));
    expect(await printedMessages(page)).toBeUndefined();
    await expectHydrated(page, '.woocommerce-product-gallery');
    expect(await page.locator('.woocommerce-product-gallery__trigger').getAttribute('aria-label')).toBe(
      'Ver galería de imágenes a pantalla completa',
    );
    // The plugin's own strings come from its Spanish translation, loaded from languages/.
    expect(site.php(`switch_to_locale( 'es_ES' ); echo __( 'You are probably offline.', 'islands' );`).trim()).toBe(
      'Probablemente estás desconectado.',
    );
    site.expectNoConsoleErrors();
  });

  test('on the same site in English the plugin prints the messages in English and the islands show them', async () => {
    const page = await site.newPage({ siteConfiguration: english });
    await page.goto(site.url('/producto/camiseta-basica/'));
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    const messages = await printedMessages(page);
    expect(messages).toMatchObject({
      galleryFullscreen: 'View full-screen image gallery',
      fetchError: 'You are probably offline.',
      sideCartOpen: 'Open the cart',
    });
    await expectHydrated(page, '.woocommerce-product-gallery');
    expect(await page.locator('.woocommerce-product-gallery__trigger').getAttribute('aria-label')).toBe('View full-screen image gallery');
    await expectHydrated(page, 'div.xoo-wsc-markup');
    expect(await page.locator('.xoo-wsc-basket').getAttribute('aria-label')).toMatch(/^Open the cart/);
    // A developer's filter changes one message, in any language.
    const filtered = site.php(`add_filter( 'islands_messages', function ( $m ) { $m['retry'] = 'Otra vez'; return $m; } );
      echo wp_json_encode( islands_config_messages( array() ) );`);
    expect(JSON.parse(filtered)).toEqual({ messages: { retry: 'Otra vez' } });
    site.expectNoConsoleErrors();
  });
});

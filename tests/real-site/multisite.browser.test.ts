// The plugin on a WordPress network: activated network-wide, each site keeps its own settings, and
// uninstalling removes them from every site. The real site is a single site that other test files
// use at the same time, so the network is a second install in the same database under its own
// table prefix (islandsnet_): wp-config.php switches to it, as a multisite, only for requests that
// carry the X-Islands-Test-Network header (and php runs with ISLANDS_TEST_NETWORK; the harness
// writes that switch). Its two sites are / and /segundo/ on the same host.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { realSiteSuite, type RealSite } from '../real-site.ts';
import { bundled } from './helpers.ts';

const network = { env: { ISLANDS_TEST_NETWORK: '1' } };

/** The network's wp-config.php switch, then the network itself, installed once per site. */
function installNetwork(site: RealSite): void {
  const wordpress = join(site.root, 'wordpress');
  // The harness writes the wp-config.php switch (scripts/real-site.mjs).
  expect(readFileSync(join(wordpress, 'wp-config.php'), 'utf8')).toContain('HTTP_X_ISLANDS_TEST_NETWORK');
  // up.sh starts from an empty database but keeps the files: the marker counts only with the tables.
  const ready = join(wordpress, 'islands-test-network-ready');
  const tables = site.php(`global $wpdb; echo $wpdb->get_var( "SHOW TABLES LIKE 'islandsnet_blogs'" ) ? 'yes' : 'no';`).trim();
  if (tables === 'yes' && existsSync(ready)) return;
  rmSync(ready, { force: true });
  // A single site in the network's tables, made a network as Tools → Network Setup does.
  const installed = site.php(
    `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    if ( ! is_blog_installed() ) { wp_install( 'Red de prueba', 'admin', 'admin@example.com', true, '', 'admin-pass-123' ); }
    require_once ABSPATH . 'wp-admin/includes/network.php';
    // As Tools → Network Setup does: a single site's wpdb has no names for the network's tables.
    global $wpdb;
    foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) { $wpdb->$table = $prefixed; }
    install_network();
    $r = populate_network( 1, ${JSON.stringify(new URL(site.origin).host)}, 'admin@example.com', 'Red de prueba', '/', false );
    echo is_wp_error( $r ) && 'siteid_exists' !== $r->get_error_code() ? $r->get_error_message() : 'ok';`,
    { ...network, before: "define( 'WP_INSTALLING', true ); define( 'WP_INSTALLING_NETWORK', true );" },
  );
  expect(installed.trim()).toMatch(/ok$/);
  writeFileSync(join(wordpress, 'islands-test-network-ready'), '');
  const made = site.php(
    `update_option( 'template', 'hello-elementor' ); update_option( 'stylesheet', 'hello-elementor' );
    $id = get_blog_id_from_url( ${JSON.stringify(new URL(site.origin).host)}, '/segundo/' );
    if ( ! $id ) { $id = wpmu_create_blog( ${JSON.stringify(new URL(site.origin).host)}, '/segundo/', 'Segundo sitio', 1 ); }
    switch_to_blog( $id ); update_option( 'template', 'hello-elementor' ); update_option( 'stylesheet', 'hello-elementor' ); restore_current_blog();
    require_once ABSPATH . 'wp-admin/includes/plugin.php';
    $r = activate_plugin( 'islands/islands.php', '', true );
    echo is_wp_error( $r ) ? $r->get_error_message() : 'ok ' . $id;`,
    network,
  );
  expect(made.trim()).toMatch(/^ok \d+$/);
}

realSiteSuite('the plugin on a WordPress network', (site) => {
  beforeAll(() => installNetwork(site), 180_000);

  test('network-activated, each site keeps its own settings, and uninstalling removes them from every site', async () => {
    const state = JSON.parse(
      site.php(
        `require_once ABSPATH . 'wp-admin/includes/plugin.php';
        $second = get_blog_id_from_url( ${JSON.stringify(new URL(site.origin).host)}, '/segundo/' );
        update_option( 'islands_settings', array( 'mode' => 'all', 'keep' => array() ) );
        switch_to_blog( $second ); update_option( 'islands_settings', array( 'mode' => 'trial', 'keep' => array( 'comment-reply' ) ) ); restore_current_blog();
        echo wp_json_encode( array( 'multisite' => is_multisite(), 'network' => is_plugin_active_for_network( 'islands/islands.php' ), 'second' => $second ) );`,
        network,
      ),
    ) as { multisite: boolean; network: boolean; second: number };
    expect(state).toMatchObject({ multisite: true, network: true });

    const page = await site.newPage();
    await page.setExtraHTTPHeaders({ 'X-Islands-Test-Network': '1' });
    // The rewrite a network's web server makes (WordPress's .htaccess for a subdirectory network):
    // a site's /segundo/wp-content/… is the install's /wp-content/…; php -S has no such rule.
    await page.route(/\/segundo\/wp-(content|includes)\//, (route) =>
      route.continue({ url: route.request().url().replace('/segundo/wp-', '/wp-') }),
    );
    await page.goto(site.url('/'));
    expect(await page.title()).toContain('Red de prueba');
    expect(await bundled(page), 'the main site: mode "all"').toBe(true);
    await page.goto(site.url('/segundo/'));
    expect(await page.title()).toContain('Segundo sitio');
    expect(await bundled(page), 'the second site: trial mode, a visitor who did not ask').toBe(false);
    await page.goto(site.url('/segundo/?islands=1'));
    expect(await bundled(page), 'the second site: a trial visitor').toBe(true);
    // The islands run there: the header menu's island mounts on the theme's markup.
    await page.locator('[data-island="mounted"]').first().waitFor({ state: 'attached' });

    // Each site's settings are its own: the second site's trial mode is not the main site's.
    const settings = JSON.parse(
      site.php(
        `$a = islands_settings(); switch_to_blog( ${state.second} ); $b = islands_settings(); restore_current_blog();
        echo wp_json_encode( array( $a['mode'], $b['mode'], $b['keep'] ) );`,
        network,
      ),
    );
    expect(settings).toEqual(['all', 'trial', ['comment-reply']]);

    // The field data (docs/vitals.md): each site got its own tables on its first page view.
    const tables = `global $wpdb; $out = array(); foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) { switch_to_blog( $id ); $out[] = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'islands_vitals' ) . '%' ) ); restore_current_blog(); }`;
    expect(JSON.parse(site.php(`${tables} echo wp_json_encode( $out );`, network))).toEqual([
      ['islandsnet_islands_vitals', 'islandsnet_islands_vitals_targets'],
      [`islandsnet_${state.second}_islands_vitals`, `islandsnet_${state.second}_islands_vitals_targets`],
    ]);

    const left = site.php(
      `update_option( 'islands_jquery_pages', array( '/x/' => array( 'handles' => array( 'a' ), 'time' => time() ) ), false );
      define( 'WP_UNINSTALL_PLUGIN', 'islands/islands.php' );
      include WP_PLUGIN_DIR . '/islands/uninstall.php';
      $out = array();
      foreach ( get_sites( array( 'fields' => 'ids' ) ) as $id ) { switch_to_blog( $id ); $out[] = array( get_option( 'islands_settings' ), get_option( 'islands_jquery_pages' ), get_option( 'islands_vitals_db' ) ); restore_current_blog(); }
      $options = $out;
      ${tables}
      echo wp_json_encode( array( $options, $out ) );`,
      network,
    );
    expect(JSON.parse(left)).toEqual([
      [
        [false, false, false],
        [false, false, false],
      ],
      [[], []],
    ]);
    // The single site the other tests use kept its own settings.
    expect(site.php('echo wp_json_encode( is_multisite() );').trim()).toBe('false');
    site.expectNoConsoleErrors();
  });
});

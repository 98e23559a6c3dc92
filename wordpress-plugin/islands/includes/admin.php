<?php
/**
 * Settings → Islands (Ajustes → Islands on a Spanish site): the mode (everyone, or a trial), a
 * switch per replaced script, the share of page views the field data measures, the pages where
 * jQuery stayed with the handles that kept it, and the field data itself (includes/admin-vitals.php).
 *
 * @package Islands
 */

defined( 'ABSPATH' ) || exit;

// The screen shows the field data: what it prints comes with it wherever the screen is loaded.
require_once __DIR__ . '/admin-vitals.php';
require_once __DIR__ . '/admin-vitals-chart.php';

/** On admin_menu: Settings → Islands. */
function islands_admin_menu() {
	add_options_page( 'Islands', 'Islands', 'manage_options', 'islands', 'islands_settings_page' );
}

/**
 * The plugin's "Settings" link in the plugin list.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function islands_settings_link( array $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=islands' ) ) . '">' . esc_html__( 'Settings', 'islands' ) . '</a>' );
	return $links;
}

/** On admin_init: the option, through the settings API. */
function islands_register_settings() {
	register_setting(
		'islands',
		ISLANDS_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'islands_sanitize_settings',
			'default'           => array(),
		)
	);
}

/** Every handle the package knows → islands that replace it ([] for a base script). */
function islands_known_handles() {
	$build   = islands_build();
	$handles = $build ? (array) $build['handles'] : array();
	foreach ( array_keys( (array) ( $build['base'] ?? array() ) ) as $base ) {
		$handles[ $base ] = $handles[ $base ] ?? array();
	}
	ksort( $handles );
	return $handles;
}

/**
 * The form sends the mode and the ticked handles; the option keeps the unticked ones. WordPress
 * runs this again on its own result when the option is first added, so a value already in the
 * option's shape (no form marker) passes through, cleaned.
 *
 * @param mixed $input What the form sent, or the option's value.
 * @return array{mode: string, keep: string[], popups: string, vitals: int}
 */
function islands_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$known = array_keys( islands_known_handles() );
	if ( isset( $input['form'] ) ) {
		$ticked = isset( $input['replace'] ) && is_array( $input['replace'] ) ? array_map( 'strval', $input['replace'] ) : array();
		$keep   = array_diff( $known, $ticked );
	} else {
		$keep = isset( $input['keep'] ) && is_array( $input['keep'] ) ? array_intersect( array_map( 'strval', $input['keep'] ), $known ) : array();
	}
	return array(
		'mode'   => isset( $input['mode'] ) && 'trial' === $input['mode'] ? 'trial' : 'all',
		'keep'   => array_values( $keep ),
		'popups' => isset( $input['popups'] ) && 'elementor' === $input['popups'] ? 'elementor' : 'islands',
		'vitals' => isset( $input['vitals'] ) ? islands_vitals_clamp_share( $input['vitals'] ) : 10,
	);
}

/**
 * The address of a page recorded by islands_note_jquery_page(). Its path is the request's, which
 * on a site installed in a folder already starts with that folder: home_url( $path ) would repeat
 * it, so the path goes after the site's scheme, host and port only.
 *
 * @param string $path A path from the site's root, e.g. /tienda/carrito/.
 * @return string
 */
function islands_page_url( $path ) {
	$home   = wp_parse_url( home_url( '/' ) );
	$origin = ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	return $origin . '/' . ltrim( (string) $path, '/' );
}

/**
 * What a base script (one that goes when no script left builds on it) is, in the site's language.
 *
 * @param string $handle The script's handle.
 * @param string $given  What build.json says of it.
 * @return string
 */
function islands_base_script_description( $handle, $given ) {
	$known = array(
		'eael-general' => __( 'Essential Addons: the base of its widgets’ scripts', 'islands' ),
	);
	return $known[ $handle ] ?? $given;
}

/** Settings → Islands. */
function islands_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$build    = islands_build();
	$settings = islands_settings();
	$base     = (array) ( $build['base'] ?? array() );
	$pages    = get_option( 'islands_jquery_pages', array() );
	$name     = ISLANDS_OPTION;
	$code     = array( 'code' => array() );
	?>
	<div class="wrap">
		<h1>Islands</h1>
		<?php if ( ! $build ) : ?>
			<div class="notice notice-error"><p><?php echo wp_kses( __( 'This package does not carry the islands’ code (<code>build.json</code> or <code>bundle/islands.js</code> is missing). Install the zip file that <code>npm run build</code> makes.', 'islands' ), $code ); ?></p></div>
		<?php endif; ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'islands' ); ?>
			<input type="hidden" name="<?php echo esc_attr( $name ); ?>[form]" value="1">
			<h2><?php esc_html_e( 'Mode', 'islands' ); ?></h2>
			<fieldset>
				<legend class="screen-reader-text"><?php esc_html_e( 'Mode', 'islands' ); ?></legend>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[mode]" value="all" <?php checked( 'all', $settings['mode'] ); ?>> <?php esc_html_e( 'For every visitor', 'islands' ); ?></label></p>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[mode]" value="trial" <?php checked( 'trial', $settings['mode'] ); ?>> <?php echo wp_kses( __( 'Trial: only logged-in administrators and whoever opens a page with <code>?islands=1</code>', 'islands' ), $code ); ?></label></p>
				<p class="description"><?php echo wp_kses( __( 'In trial mode, <code>?islands=1</code> is remembered by a cookie in that browser and <code>?islands=0</code> removes it. In any mode, <code>?islands=0</code> shows the original page.', 'islands' ), $code ); ?></p>
			</fieldset>
			<h2><?php esc_html_e( 'Elementor Pro popups', 'islands' ); ?></h2>
			<fieldset>
				<legend class="screen-reader-text"><?php esc_html_e( 'Who shows Elementor Pro popups', 'islands' ); ?></legend>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[popups]" value="islands" <?php checked( 'islands', $settings['popups'] ); ?>> <?php esc_html_e( 'The islands show them (Elementor Pro stops showing them on the pages where Islands is active)', 'islands' ); ?></label></p>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[popups]" value="elementor" <?php checked( 'elementor', $settings['popups'] ); ?>> <?php esc_html_e( 'Elementor Pro keeps showing them with its own script', 'islands' ); ?></label></p>
				<p class="description"><?php esc_html_e( 'Both ways count the visits and the times each popup was shown in the same place in the browser, so switching from one to the other does not make a visitor see them again.', 'islands' ); ?></p>
			</fieldset>
			<h2><?php esc_html_e( 'Replaced scripts', 'islands' ); ?></h2>
			<p><?php esc_html_e( 'Each ticked script stops loading on the pages where the package does its work; its configuration data is still printed. If another script on the page needs it, it stays. Untick one to always keep it.', 'islands' ); ?></p>
			<table class="widefat striped" style="max-width: 48em">
				<thead><tr><th scope="col"><?php esc_html_e( 'Replace', 'islands' ); ?></th><th scope="col"><?php esc_html_e( 'Script', 'islands' ); ?></th><th scope="col"><?php esc_html_e( 'Replaced by', 'islands' ); ?></th></tr></thead>
				<tbody>
				<?php foreach ( islands_known_handles() as $handle => $islands ) : ?>
					<tr>
						<td><input type="checkbox" id="islands-<?php echo esc_attr( $handle ); ?>" name="<?php echo esc_attr( $name ); ?>[replace][]" value="<?php echo esc_attr( $handle ); ?>" <?php checked( ! in_array( $handle, $settings['keep'], true ) ); ?>></td>
						<td><label for="islands-<?php echo esc_attr( $handle ); ?>"><code><?php echo esc_html( $handle ); ?></code></label></td>
						<td>
						<?php
						if ( $islands ) {
							echo esc_html( implode( ', ', $islands ) );
						} else {
							/* translators: %s: what the script is, e.g. "Essential Addons: the base of its widgets’ scripts" */
							echo esc_html( sprintf( __( '%s (goes when no script uses it)', 'islands' ), islands_base_script_description( $handle, (string) ( $base[ $handle ] ?? '' ) ) ) );
						}
						?>
						</td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
			<h2><?php esc_html_e( 'Measuring your visitors’ speed', 'islands' ); ?></h2>
			<p><label for="islands-vitals-share"><?php esc_html_e( 'Share of page views measured (%)', 'islands' ); ?></label> <input type="number" id="islands-vitals-share" class="small-text" min="0" max="100" step="1" name="<?php echo esc_attr( $name ); ?>[vitals]" value="<?php echo esc_attr( (string) $settings['vitals'] ); ?>"></p>
			<p class="description"><?php esc_html_e( 'On this share of page views, with Islands and with the shop’s own scripts, the visitor’s browser measures LCP, INP, CLS, FCP and TTFB after the page has loaded and sends them once as the page is closed. 0 turns it off: nothing is loaded. Nothing personal is kept.', 'islands' ); ?></p>
			<?php submit_button(); ?>
		</form>
		<?php islands_vitals_section(); ?>
		<h2><?php esc_html_e( 'Pages where jQuery stayed', 'islands' ); ?></h2>
		<?php if ( ! is_array( $pages ) || ! $pages ) : ?>
			<p><?php esc_html_e( 'None of the pages visited with Islands active has needed jQuery.', 'islands' ); ?></p>
		<?php else : ?>
			<p><?php echo wp_kses( __( 'jQuery stays when a script that Islands does not replace needs it. If you think Islands should replace that script, tell us the page’s address and this list (it is also in the page’s source, in <code>#islands-report</code>).', 'islands' ), $code ); ?></p>
			<table class="widefat striped" style="max-width: 48em">
				<thead><tr><th scope="col"><?php esc_html_e( 'Page', 'islands' ); ?></th><th scope="col"><?php esc_html_e( 'Needed by', 'islands' ); ?></th></tr></thead>
				<tbody>
				<?php foreach ( array_reverse( $pages, true ) as $path => $page ) : ?>
					<tr><td><a href="<?php echo esc_url( islands_page_url( $path ) ); ?>"><?php echo esc_html( $path ); ?></a></td><td><code><?php echo esc_html( implode( ', ', (array) $page['handles'] ) ); ?></code></td></tr>
				<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
		<?php if ( $build ) : ?>
			<p class="description"><?php esc_html_e( 'Package version:', 'islands' ); ?> <code><?php echo esc_html( $build['version'] ); ?></code></p>
		<?php endif; ?>
	</div>
	<?php
}

<?php
/**
 * Ajustes → Islands: the mode (everyone, or a trial), a switch per replaced script, and the pages
 * where jQuery stayed with the handles that kept it.
 */

defined( 'ABSPATH' ) || exit;

function islands_admin_menu() {
	add_options_page( 'Islands', 'Islands', 'manage_options', 'islands', 'islands_settings_page' );
}

function islands_settings_link( array $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=islands' ) ) . '">Ajustes</a>' );
	return $links;
}

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

function islands_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$build    = islands_build();
	$settings = islands_settings();
	$base     = (array) ( $build['base'] ?? array() );
	$pages    = get_option( 'islands_jquery_pages', array() );
	$name     = ISLANDS_OPTION;
	?>
	<div class="wrap">
		<h1>Islands</h1>
		<?php if ( ! $build ) : ?>
			<div class="notice notice-error"><p>Este paquete no trae el código de las islas (falta <code>build.json</code> o <code>bundle/islands.js</code>). Instala el archivo zip que genera <code>npm run build</code>.</p></div>
		<?php endif; ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'islands' ); ?>
			<input type="hidden" name="<?php echo esc_attr( $name ); ?>[form]" value="1">
			<h2>Modo</h2>
			<fieldset>
				<legend class="screen-reader-text">Modo</legend>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[mode]" value="all" <?php checked( 'all', $settings['mode'] ); ?>> Para todos los visitantes</label></p>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[mode]" value="trial" <?php checked( 'trial', $settings['mode'] ); ?>> Prueba: solo los administradores conectados y quien abra una página con <code>?islands=1</code></label></p>
				<p class="description">En modo prueba, <code>?islands=1</code> se recuerda con una cookie en ese navegador y <code>?islands=0</code> la quita. En cualquier modo, <code>?islands=0</code> muestra la página original.</p>
			</fieldset>
			<h2>Ventanas emergentes de Elementor Pro</h2>
			<fieldset>
				<legend class="screen-reader-text">Quién muestra las ventanas emergentes de Elementor Pro</legend>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[popups]" value="islands" <?php checked( 'islands', $settings['popups'] ); ?>> Las muestran las islas (Elementor Pro deja de mostrarlas en las páginas donde Islands está activo)</label></p>
				<p><label><input type="radio" name="<?php echo esc_attr( $name ); ?>[popups]" value="elementor" <?php checked( 'elementor', $settings['popups'] ); ?>> Las sigue mostrando Elementor Pro con su propio script</label></p>
				<p class="description">Las dos formas cuentan las visitas y las veces que se ha mostrado cada ventana en el mismo sitio del navegador, así que cambiar de una a otra no hace que un visitante vuelva a verlas.</p>
			</fieldset>
			<h2>Scripts sustituidos</h2>
			<p>Cada script marcado deja de cargarse en las páginas donde el paquete hace su trabajo; sus datos de configuración se siguen imprimiendo. Si otro script de la página lo necesita, se queda. Desmarca uno para conservarlo siempre.</p>
			<table class="widefat striped" style="max-width: 48em">
				<thead><tr><th scope="col">Sustituir</th><th scope="col">Script</th><th scope="col">Lo sustituye</th></tr></thead>
				<tbody>
				<?php foreach ( islands_known_handles() as $handle => $islands ) : ?>
					<tr>
						<td><input type="checkbox" id="islands-<?php echo esc_attr( $handle ); ?>" name="<?php echo esc_attr( $name ); ?>[replace][]" value="<?php echo esc_attr( $handle ); ?>" <?php checked( ! in_array( $handle, $settings['keep'], true ) ); ?>></td>
						<td><label for="islands-<?php echo esc_attr( $handle ); ?>"><code><?php echo esc_html( $handle ); ?></code></label></td>
						<td><?php echo esc_html( $islands ? implode( ', ', $islands ) : (string) ( $base[ $handle ] ?? '' ) . ' (se quita si ningún script lo usa)' ); ?></td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
			<?php submit_button( 'Guardar cambios' ); ?>
		</form>
		<h2>Páginas donde jQuery sigue</h2>
		<?php if ( ! is_array( $pages ) || ! $pages ) : ?>
			<p>Ninguna de las páginas visitadas con Islands activo ha necesitado jQuery.</p>
		<?php else : ?>
			<p>jQuery se queda cuando un script que Islands no sustituye lo necesita. Si crees que Islands debería sustituir ese script, avísanos con la dirección de la página y esta lista (también está en el código fuente de la página, en <code>#islands-report</code>).</p>
			<table class="widefat striped" style="max-width: 48em">
				<thead><tr><th scope="col">Página</th><th scope="col">Lo necesita</th></tr></thead>
				<tbody>
				<?php foreach ( array_reverse( $pages, true ) as $path => $page ) : ?>
					<tr><td><a href="<?php echo esc_url( islands_page_url( $path ) ); ?>"><?php echo esc_html( $path ); ?></a></td><td><code><?php echo esc_html( implode( ', ', (array) $page['handles'] ) ); ?></code></td></tr>
				<?php endforeach; ?>
				</tbody>
			</table>
		<?php endif; ?>
		<?php if ( $build ) : ?>
			<p class="description">Versión del paquete: <code><?php echo esc_html( $build['version'] ); ?></code></p>
		<?php endif; ?>
	</div>
	<?php
}

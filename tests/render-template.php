<?php
// Renders one partial of templates/ outside WordPress, the way get_template_part() would:
//   php tests/render-template.php templates/cart-count.php '{"count":3}'
// The second argument is the JSON of $args, or '-' to read it from stdin (too long for argv).
define( 'ABSPATH', __DIR__ . '/' );
$islands_json = $argv[2] ?? '{}';
$args         = json_decode( '-' === $islands_json ? stream_get_contents( STDIN ) : $islands_json, true, 512, JSON_THROW_ON_ERROR );
require $argv[1];

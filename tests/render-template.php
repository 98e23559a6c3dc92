<?php
// Renders one partial of templates/ outside WordPress, the way get_template_part() would:
//   php tests/render-template.php templates/cart-count.php '{"count":3}'
// The second argument is the JSON of $args.
define( 'ABSPATH', __DIR__ . '/' );
$args = json_decode( $argv[2] ?? '{}', true, 512, JSON_THROW_ON_ERROR );
require $argv[1];

// @vitest-environment node
// The field data's PHP rules, run by php-cli on the plugin's own files without WordPress (a few
// stubs stand in for __() and WP_Error): the log-scale buckets, the percentiles read from them
// (within one bucket's width of the exact percentile), and the beacon's checks. The same rules
// through the real endpoint: tests/real-site/vitals.browser.test.ts.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phpBinary, phpSkipReason, rootDir } from './harness.ts';

const includes = join(rootDir, 'wordpress-plugin/islands/includes');
const stubs = `define( 'ABSPATH', '/' ); function __( $t ) { return $t; }
  class WP_Error { public $code; public $message; function __construct( $c, $m ) { $this->code = $c; $this->message = $m; } }
  function is_wp_error( $e ) { return $e instanceof WP_Error; }
  require ${JSON.stringify(join(includes, 'vitals-store.php'))}; require ${JSON.stringify(join(includes, 'vitals-endpoint.php'))};`;

/** Runs `code` after the plugin's files, with `input` as $in (decoded JSON); returns what it echoed, decoded. */
function php<T>(code: string, input: unknown = null): T {
  const out = execFileSync(phpBinary() ?? 'php', ['-r', `${stubs} $in = json_decode( stream_get_contents( STDIN ), true ); ${code}`], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** Log-normal values around `median`, as page timings spread. */
const sample = (median: number, count: number, seed: number, max: number) => {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Math.min(max, median * Math.exp(1.2 * Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next()))),
  );
};

/** The nearest-rank p75: the value three in four page views are at most. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe.skipIf(!!phpSkipReason)('field data buckets and percentiles (PHP)', () => {
  it('each value falls in the bucket whose range holds it; buckets are few and fixed, whatever the traffic', () => {
    const values = {
      LCP: [0, 1, 2499.9, 2500, 4000, 120000],
      INP: [0, 16, 200, 60000],
      CLS: [0, 0.0001, 0.1, 0.25, 50],
      TTFB: [0.4, 180],
      FCP: [900],
    };
    const found = php<Record<string, { value: number; bucket: number; range: number[] }[]>>(
      `$o = array(); foreach ( $in as $m => $vs ) { foreach ( $vs as $v ) { $b = islands_vitals_bucket( $m, $v ); $o[ $m ][] = array( 'value' => $v, 'bucket' => $b, 'range' => islands_vitals_bucket_range( $m, $b ) ); } } echo json_encode( $o );`,
      values,
    );
    for (const [metric, rows] of Object.entries(found)) {
      for (const { value, bucket, range } of rows) {
        expect(range[0]! <= value + 1e-9 && value < range[1]!, `${metric} ${value} in bucket ${bucket} [${range}]`).toBe(true);
      }
    }
    // The largest allowed values: the bucket count per day × variant × page × device × metric.
    expect(found.LCP!.at(-1)!.bucket).toBe(151);
    expect(found.INP!.at(-1)!.bucket).toBe(142);
    expect(found.CLS!.at(-1)!.bucket).toBe(140);
  });

  it('the p75 read from the buckets is within one bucket of the exact p75, for every metric and sample size', () => {
    const cases = [
      { metric: 'LCP', median: 2200, max: 120000 },
      { metric: 'INP', median: 120, max: 60000 },
      { metric: 'CLS', median: 0.05, max: 50 },
      { metric: 'FCP', median: 1400, max: 120000 },
      { metric: 'TTFB', median: 400, max: 120000 },
    ].flatMap((c, i) => [1, 7, 20, 500, 20000].map((count, j) => ({ ...c, values: sample(c.median, count, 17 + i * 10 + j, c.max) })));
    const answers = php<{ p75: number; width: number }[]>(
      `$o = array(); foreach ( $in as $c ) { $counts = array(); foreach ( $c['values'] as $v ) { $b = islands_vitals_bucket( $c['metric'], $v ); $counts[ $b ] = ( $counts[ $b ] ?? 0 ) + 1; }
        $r = islands_vitals_bucket_range( $c['metric'], islands_vitals_bucket( $c['metric'], $c['exact'] ) );
        $o[] = array( 'p75' => islands_vitals_percentile( $c['metric'], $counts ), 'width' => $r[1] - $r[0] ); } echo json_encode( $o );`,
      cases.map((c) => ({ ...c, exact: exactP75(c.values) })),
    );
    cases.forEach((c, i) => {
      const exact = exactP75(c.values);
      const { p75, width } = answers[i]!;
      expect(Math.abs(p75 - exact), `${c.metric} of ${c.values.length}: p75 ${p75} vs exact ${exact}`).toBeLessThanOrEqual(width);
    });
    expect(php<null>('echo json_encode( islands_vitals_percentile( "LCP", array() ) );'), 'no page views, no p75').toBeNull();
  });
});

describe.skipIf(!!phpSkipReason)('field data beacon checks (PHP)', () => {
  const good = {
    variant: 'islands',
    page: 'product',
    device: 'mobile',
    metrics: { LCP: 1234.5, INP: 88, INPTarget: 'button.x @form.cart', CLS: 0.02, FCP: 900, TTFB: 180 },
  };
  /** The error code of each body, or "ok". */
  const check = (bodies: string[]) =>
    php<string[]>(
      `echo json_encode( array_map( function ( $b ) { $r = islands_vitals_check_beacon( $b ); return is_wp_error( $r ) ? $r->code : 'ok'; }, $in ) );`,
      bodies,
    );
  const withMetrics = (metrics: unknown) => JSON.stringify({ ...good, metrics });

  it('takes the documented shape, any subset of metrics', () => {
    expect(check([JSON.stringify(good), withMetrics({ CLS: 0 }), withMetrics({ TTFB: 120000, LCP: 120000, INP: 60000, CLS: 50 })])).toEqual(
      ['ok', 'ok', 'ok'],
    );
  });

  it('refuses each thing that is off, saying which', () => {
    const cases: [string, string][] = [
      [JSON.stringify({ ...good, url: '/x' }), 'islands_vitals_key'],
      [JSON.stringify({ ...good, variant: 'beta' }), 'islands_vitals_value'],
      [JSON.stringify({ ...good, page: 'Product' }), 'islands_vitals_value'],
      [JSON.stringify({ ...good, device: 'tablet' }), 'islands_vitals_value'],
      [JSON.stringify({ variant: 'islands', page: 'product', metrics: { LCP: 1 } }), 'islands_vitals_value'],
      [withMetrics({ LCP: 1, FID: 3 }), 'islands_vitals_key'],
      [withMetrics({}), 'islands_vitals_metrics'],
      [withMetrics([1, 2]), 'islands_vitals_metrics'],
      [withMetrics({ LCP: '1200' }), 'islands_vitals_range'],
      [withMetrics({ LCP: true }), 'islands_vitals_range'],
      [withMetrics({ LCP: null }), 'islands_vitals_range'],
      [withMetrics({ LCP: -0.1 }), 'islands_vitals_range'],
      [JSON.stringify(good).replace('1234.5', '1e400'), 'islands_vitals_range'],
      [withMetrics({ LCP: 120000.1 }), 'islands_vitals_range'],
      [withMetrics({ FCP: 120001 }), 'islands_vitals_range'],
      [withMetrics({ TTFB: 120001 }), 'islands_vitals_range'],
      [withMetrics({ INP: 60001 }), 'islands_vitals_range'],
      [withMetrics({ CLS: 50.01 }), 'islands_vitals_range'],
      [withMetrics({ INP: 90, INPTarget: 'x'.repeat(101) }), 'islands_vitals_target'],
      [withMetrics({ INP: 90, INPTarget: '' }), 'islands_vitals_target'],
      [withMetrics({ INP: 90, INPTarget: 'a\nb' }), 'islands_vitals_target'],
      [withMetrics({ INP: 90, INPTarget: 3 }), 'islands_vitals_target'],
      [withMetrics({ LCP: 90, INPTarget: 'button' }), 'islands_vitals_target'],
      [JSON.stringify({ ...good, pad: 'x'.repeat(2100) }), 'islands_vitals_too_large'],
      ['[1,2]', 'islands_vitals_json'],
      ['{"variant":', 'islands_vitals_json'],
      [JSON.stringify({ metrics: { LCP: { deep: { deeper: { deepest: 1 } } } } }), 'islands_vitals_json'],
    ];
    expect(check(cases.map(([body]) => body))).toEqual(cases.map(([, code]) => code));
  });
});

describe.skipIf(!!phpSkipReason)('field data rate limit: who counts as one client, and where the counters live (PHP)', () => {
  // Stand-ins for what the rate limit calls: the options table as MariaDB answers the counter's
  // INSERT … ON DUPLICATE KEY UPDATE (rows_affected 1 for a new row, 2 for an update), and an object
  // cache whose add and incr behave as a persistent cache's, persistent or not as $persistent says.
  const rateStubs = `function sanitize_text_field( $t ) { return trim( $t ); } function wp_unslash( $t ) { return $t; }
    function get_site_option( $n ) { return 'salt-' . $n; } function apply_filters( $h, $v ) { return $v; }
    $persistent = false; $cache = array();
    function wp_using_ext_object_cache() { return $GLOBALS['persistent']; }
    function wp_cache_add( $k, $v, $g, $e ) { if ( isset( $GLOBALS['cache'][ "$g:$k" ] ) ) { return false; } $GLOBALS['cache'][ "$g:$k" ] = array( $v, $e ); return true; }
    function wp_cache_incr( $k, $n, $g ) { if ( ! isset( $GLOBALS['cache'][ "$g:$k" ] ) ) { return false; } return $GLOBALS['cache'][ "$g:$k" ][0] += $n; }
    class Options_Table { public $options = 'wp_options'; public $rows = array(); public $rows_affected = 0; public $queries = 0; private $last = 0;
      function prepare( $q, ...$a ) { return vsprintf( str_replace( '%s', "'%s'", $q ), $a ); }
      function query( $q ) { $this->queries++; preg_match( "/VALUES \\('([^']*)', '([^']*)'/", $q, $m );
        if ( isset( $this->rows[ $m[1] ] ) && str_contains( $q, 'ON DUPLICATE' ) ) { $this->last = ++$this->rows[ $m[1] ]; $this->rows_affected = 2; }
        elseif ( ! isset( $this->rows[ $m[1] ] ) ) { $this->rows[ $m[1] ] = (int) $m[2]; $this->rows_affected = 1; } else { $this->rows_affected = 0; } }
      function get_var( $q ) { return $this->last; } }
    $wpdb = new Options_Table();
    /** Sends each beacon from its address; gives whether each was over the limit. */
    function beacons( array $addresses ) { return array_map( function ( $a ) { $_SERVER['REMOTE_ADDR'] = $a; return islands_vitals_over_rate_limit(); }, $addresses ); }`;
  const run = <T>(code: string, input: unknown = null) => php<T>(`${rateStubs} ${code}`, input);
  /** Seven beacons: six from `first`, the seventh from `seventh`. */
  const seven = (first: string, seventh: string) => JSON.stringify([...Array(6).fill(first), seventh]);

  it('the client of an address: IPv4 as it is, IPv6 by its /64, IPv4-mapped IPv6 as IPv4', () => {
    const addresses = [
      '192.0.2.7',
      '2001:db8:1:2::a',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:3::a',
      '::ffff:192.0.2.7',
      '::1',
      'fe80::1%eth0',
      '',
    ];
    expect(run<string[]>(`echo json_encode( array_map( 'islands_vitals_rate_client', $in ) );`, addresses)).toEqual([
      '192.0.2.7',
      '2001:db8:1:2::/64',
      '2001:db8:1:2::/64',
      '2001:db8:1:3::/64',
      '192.0.2.7',
      '::/64',
      'fe80::1%eth0',
      '',
    ]);
  });

  for (const persistent of [false, true]) {
    it(`${persistent ? 'with a persistent object cache' : 'in the options table'}: two addresses of one IPv6 /64 share a counter, another /64 and other IPv4 addresses do not`, () => {
      const result = run<{
        sameNet: boolean[];
        otherNet: boolean[];
        mapped: boolean[];
        ipv4: boolean[];
        queries: number;
        rows: number;
        cache: number;
      }>(`
        $persistent = ${persistent};
        $o = array( 'sameNet' => beacons( json_decode( '${seven('2001:db8:1:2::a', '2001:db8:1:2:ab:cd:ef:1')}' ) ) );
        $o['otherNet'] = beacons( array( '2001:db8:1:3::a' ) );
        $o['mapped'] = beacons( json_decode( '${seven('192.0.2.7', '::ffff:192.0.2.7')}' ) );
        $o['ipv4'] = beacons( array( '192.0.2.8' ) );
        $o['queries'] = $wpdb->queries; $o['rows'] = count( $wpdb->rows ); $o['cache'] = count( $cache );
        echo json_encode( $o );`);
      expect(result.sameNet, 'the seventh beacon of the /64, from another address in it, is over').toEqual([...Array(6).fill(false), true]);
      expect(result.otherNet, 'another /64 has its own count').toEqual([false]);
      expect(result.mapped, '::ffff:192.0.2.7 is 192.0.2.7').toEqual([...Array(6).fill(false), true]);
      expect(result.ipv4, 'another IPv4 address has its own count').toEqual([false]);
      // Four clients: the options table holds a counter and its timeout each; a persistent cache holds them all.
      expect(persistent ? [result.queries, result.rows, result.cache] : [result.rows, result.cache]).toEqual(
        persistent ? [0, 0, 4] : [8, 0],
      );
    });
  }

  it('with a persistent object cache, each counter expires when its window ends, in a group of its own', () => {
    const entries = run<Record<string, [number, number]>>(
      `$persistent = true; beacons( array( '2001:db8::1', '2001:db8::2' ) ); echo json_encode( $cache );`,
    );
    const [key, [count, expiry]] = Object.entries(entries)[0]!;
    expect(Object.keys(entries)).toHaveLength(1);
    expect(key).toMatch(/^islands_vitals_rate:islands_vitals_rate_[0-9a-f]{24}$/);
    expect(count).toBe(2);
    const left = 600 - (Math.floor(Date.now() / 1000) % 600);
    expect(Math.abs(expiry - left)).toBeLessThanOrEqual(2);
  });
});

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
  const out = execFileSync(phpBinary() ?? 'php', ['-r', `${stubs} $in = json_decode( stream_get_contents( STDIN ), true ); ${code}`], { input: JSON.stringify(input), encoding: 'utf8' });
  return JSON.parse(out) as T;
}

/** A seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

/** Log-normal values around `median`, as page timings spread. */
const sample = (median: number, count: number, seed: number, max: number) => {
  const next = random(seed);
  return Array.from({ length: count }, () => Math.min(max, median * Math.exp(1.2 * Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next()))));
};

/** The nearest-rank p75: the value three in four page views are at most. */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe.skipIf(!!phpSkipReason)('field data buckets and percentiles (PHP)', () => {
  it('each value falls in the bucket whose range holds it; buckets are few and fixed, whatever the traffic', () => {
    const values = { LCP: [0, 1, 2499.9, 2500, 4000, 120000], INP: [0, 16, 200, 60000], CLS: [0, 0.0001, 0.1, 0.25, 50], TTFB: [0.4, 180], FCP: [900] };
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
  const good = { variant: 'islands', page: 'product', device: 'mobile', metrics: { LCP: 1234.5, INP: 88, INPTarget: 'button.x @form.cart', CLS: 0.02, FCP: 900, TTFB: 180 } };
  /** The error code of each body, or "ok". */
  const check = (bodies: string[]) =>
    php<string[]>(`echo json_encode( array_map( function ( $b ) { $r = islands_vitals_check_beacon( $b ); return is_wp_error( $r ) ? $r->code : 'ok'; }, $in ) );`, bodies);
  const withMetrics = (metrics: unknown) => JSON.stringify({ ...good, metrics });

  it('takes the documented shape, any subset of metrics', () => {
    expect(check([JSON.stringify(good), withMetrics({ CLS: 0 }), withMetrics({ TTFB: 120000, LCP: 120000, INP: 60000, CLS: 50 })])).toEqual(['ok', 'ok', 'ok']);
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

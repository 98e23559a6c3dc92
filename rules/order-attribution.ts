/**
 * WooCommerce's order attribution fields: each order field and the sbjs_* cookie value it reads,
 * as "cookie.key". WooCommerce prints them in `wc_order_attribution.fields`; the checkout's
 * island falls back to these where the page printed none, and the fixture backend prints them.
 */
export const ORDER_ATTRIBUTION_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

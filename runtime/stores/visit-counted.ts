// Where the visitor counters (runtime/stores/visitor.ts) are kept at all: what the entry decides
// on every page, so it is all the entry carries of them; the counters' code comes only where a
// visit is counted.
import { pageGlobal, printedJson } from '../page/printed.ts';

/**
 * docs/popups.md#on-a-wordpress-site: the site keeps Elementor Pro's own popups (the plugin's switch
 * prints "popups": "elementor" in #islands-config). Pro then shows them and counts the visits, so
 * the islands do neither.
 */
export function popupsLeftToBuilder(doc: Document = document): boolean {
  const config = printedJson('islands-config', doc);
  return config.found && (config.value as { popups?: unknown } | null)?.popups === 'elementor';
}

/**
 * Whether this page counts the visit (docs/site.md#visitor-counters): where Elementor Pro would have
 * counted it, that is where its front-end config says the site has popups
 * (ElementorProFrontendConfig.popup.hasPopUps, printed with Pro's scripts and kept as data where
 * they go), and where a popup is printed, whose rules read the counts. Elsewhere (the shop, the
 * checkout) nothing is stored in the visitor's browser.
 */
export function visitCountedHere(doc: Document = document): boolean {
  const config = pageGlobal<{ popup?: { hasPopUps?: unknown } }>('ElementorProFrontendConfig', doc.defaultView);
  return config?.popup?.hasPopUps === true || doc.querySelector('[data-elementor-type="popup"]') !== null;
}

// WooCommerce's notice templates (notices/success.php, error.php, notice.php) in the
// `div.woocommerce-notices-wrapper` that shop pages print above their content, with the classes
// WooCommerce uses; the error list is a valid list inside its alert.
import type { Notice } from '../session.ts';

export function noticesHtml(notices: Notice[]): string {
  const errors = notices.filter((n) => n.type === 'error');
  const out: string[] = [];
  if (errors.length) {
    // WooCommerce puts role="alert" on the <ul> itself, which unmakes the list (axe: listitem,
    // aria-allowed-role); the shop-page island moves it to this wrapper on the real site too.
    out.push(
      `<div role="alert">\n<ul class="woocommerce-error">\n${errors.map((n) => `\t<li>\n\t\t${n.html}\n\t</li>\n`).join('')}</ul>\n</div>`,
    );
  }
  for (const n of notices) {
    if (n.type === 'success') out.push(`<div class="woocommerce-message" role="alert">\n\t${n.html}\n</div>`);
    if (n.type === 'notice') out.push(`<div class="woocommerce-info" role="status">\n\t${n.html}\n</div>`);
  }
  return out.join('\n');
}

export function noticesWrapper(notices: Notice[]): string {
  return `<div class="woocommerce-notices-wrapper">${noticesHtml(notices)}</div>`;
}

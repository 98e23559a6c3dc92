// Copying a panel's link, embed code or feed URL: the Clipboard API, else the old copy command on
// the selected field, else the text left selected for the visitor's own Ctrl+C.

export type Copied = 'copied' | 'selected';

export async function copyText(text: string, field: HTMLInputElement | null): Promise<Copied> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    // No Clipboard API (http: pages, older browsers) or the permission was refused.
  }
  field?.focus();
  field?.select();
  try {
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // Browsers that dropped execCommand throw rather than return false.
  }
  return 'selected';
}

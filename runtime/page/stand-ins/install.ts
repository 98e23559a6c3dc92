// The stand-ins' chunk (docs/stand-ins.md): imported by islands.ts only where the page kept jQuery
// for a third party, which may call what the replaced scripts defined. It installs them as it is
// evaluated, then lets go of the page's ready handlers, which islands.ts held for it.
import { pageGlobal } from '../printed.ts';
import { installBlockUI } from './block-ui.ts';
import type { PageJQuery } from './jquery.ts';
import { installShop } from './shop.ts';
import { installVariations } from './variations.ts';

export function installStandIns(jq: PageJQuery): void {
  if (typeof jq.fn !== 'object' || !jq.fn) return;
  installVariations(jq);
  installBlockUI(jq);
  installShop(jq);
}

const jq = pageGlobal<PageJQuery & { ready?: (wait: boolean) => void }>('jQuery');
try {
  if (jq) installStandIns(jq);
} finally {
  jq?.ready?.(true);
}

import type { WidgetDef } from '../runtime/core/types.ts';
import { shopWidgets } from './shop/registry.ts';
import { productWidgets } from './product/registry.ts';
import { formWidgets } from './forms/registry.ts';
import { podcastWidgets } from './podcast/registry.ts';
import { pageBuilderWidgets } from './page-builder/registry.ts';
import { themeWidgets } from './theme/registry.ts';

// Every widget the bundle knows: its data-widget name, when it mounts by default, the plugin
// markup it also mounts on, and the lazy chunk that holds it, each group in its own registry
// (widgets/<group>/registry.ts), in this order. The runtime never imports a widget.
// standsAsideFor: the shop's scripts that do the island's work where the owner keeps them (Ajustes →
// Islands): where one's file is printed the runtime does not mount the island on that page. A kept
// script left out here either does nothing alone (a library: js-cookie, blockUI, flexslider, swv…)
// or shares an island's work, which the island then sorts out itself (shop-page's parts of woocommerce.js).
export const widgets: readonly WidgetDef[] = shopWidgets.concat(
  productWidgets,
  formWidgets,
  podcastWidgets,
  pageBuilderWidgets,
  themeWidgets,
);

// The shop's own scripts on the page. WordPress prints an enqueued script's file as
// <script src=… id="{handle}-js">; the plugin prints a replaced one as data only (its
// "-js-extra" and "-js-before" parts, no src), unless the owner keeps it under Ajustes → Islands.
import type { WidgetDef } from './types.ts';

/** Whether the page prints the file of script `handle` (not just its data). */
export const printsScript = (handle: string, doc: Document = document): boolean => !!doc.querySelector(`script[src][id="${handle}-js"]`);

/**
 * The widgets that do not mount on this page: a script they stand aside for (WidgetDef.standsAsideFor)
 * is printed, so the shop's own code does their work. Each says so once on the console.
 */
export function standingAside(widgets: readonly WidgetDef[], doc: Document): Set<string> {
  const aside = new Set<string>();
  for (const w of widgets) {
    const kept = w.standsAsideFor?.find((h) => printsScript(h, doc));
    if (kept && aside.add(w.name)) console.info(`[islands:${w.name}] stands aside: the shop's ${kept} script is kept`);
  }
  return aside;
}

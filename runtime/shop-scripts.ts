// The shop's own scripts on the page. WordPress prints an enqueued script's file as
// <script src=… id="{handle}-js">; the plugin prints a replaced one as data only (its
// "-js-extra" and "-js-before" parts, no src), unless the owner keeps it under Ajustes → Islands.

/** Whether the page prints the file of script `handle` (not just its data). */
export const printsScript = (handle: string, doc: Document = document): boolean => !!doc.querySelector(`script[src][id="${handle}-js"]`);

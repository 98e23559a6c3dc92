// The page builder's own events the popups and action links speak (docs/popups.md#events): names
// only, apart from runtime/page/events.ts, so the popup rule engine gets them for a few bytes.

/**
 * Elementor Pro's popup events: the jQuery event on document with (id, instance), which Essential
 * Addons and themes bind, then a native CustomEvent of the same name on window, detail { id, instance }
 * (the popup dialog fires them; docs/popups.md#events).
 */
export const POPUP_EVENTS = { show: 'elementor/popup/show', hide: 'elementor/popup/hide' } as const;

export interface PopupEventDetail {
  id: number;
  instance: { id: number; element: Element };
}

/** Asks an open popup dialog to close (exit animation first), dispatched on the dialog island's element. */
export const POPUP_CLOSE_REQUEST = 'islands:popup-close';

/**
 * An `#elementor-action:` link was followed: dispatched on document by the elementor-actions island
 * for whichever island owns the action (the popups take popup:open and popup:close).
 */
export const ACTION_EVENT = 'islands:elementor-action';

export interface ActionDetail {
  action: string;
  settings: Record<string, unknown>;
  /** The link that was followed. */
  link: Element;
}

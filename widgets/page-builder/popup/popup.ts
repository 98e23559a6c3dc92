// The popup rule engine (docs/popups.md): plain TypeScript on each printed popup. It keeps the
// popup's content aside, checks the timing rules once, arms the triggers and answers the action
// links and open_selector; only when the popup is about to show does it insert the dialog island,
// whose chunk brings React. A page whose popups never show downloads no React.
import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import {
  ACTION_EVENT,
  POPUP_CLOSE_REQUEST,
  POPUP_EVENTS,
  type ActionDetail,
  type PopupEventDetail,
} from '../../../runtime/page/elementor-events.ts';
import { readSessionKey, storageWorks, writeSessionKey } from '../../../runtime/stores/popup-storage.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { popupsLeftToBuilder } from '../../../runtime/stores/visit-counted.ts';
import { countVisitOnce, readCounter, writeCounter } from '../../../runtime/stores/visitor.ts';
import { countImpression, countsOnClose, disable, HISTORY_RULES, isDisabled, timingPasses, type Counters } from './rules.ts';
import { on, readPopup, str, type PopupSettings } from './settings.ts';
import { armTriggers } from './triggers.ts';

/** Whether a popup has shown on this page: avoid_multiple_popups then stops trigger-fired opens. */
let popped = false;

const warn = (message: string) => console.warn(`[islands:popup] ${message}`);

/** The dialog island (dialog.tsx) inserted when a popup shows; its element says which popup. */
const openDialog = (id: string) => document.querySelector<HTMLElement>(`[data-widget="popup-dialog"][data-popup-id="${id}"]`);

/** The visitor counters' storage (runtime/stores/visitor.ts), where Elementor Pro keeps them. */
const storage = (): Counters => ({
  available: storageWorks(),
  get: (key) => readCounter(key),
  set: (key, value, lifetimeSeconds) => writeCounter(key, value, { lifetimeSeconds }),
  getSession: readSessionKey,
  setSession: writeSessionKey,
});

/**
 * The dialog's code (and React with it) fetched ahead of a show that is about to come: a second
 * before a timed trigger fires, or as the pointer or focus reaches something that opens a popup.
 * The same chunk the runtime then loads for the dialog island.
 */
const warm = () => void import('./dialog.tsx').catch(() => {}); // a failure is reported when the dialog mounts

/** Elementor Pro's own popup script, when a page still has it, shows the popups itself. */
const proShowsPopups = () => !!pageGlobal<{ modules?: { popup?: unknown } }>('elementorProFrontend')?.modules?.popup;

export default defineEnhancer<PopupSettings>(
  (el, settings, { signal }) => {
    // The site keeps Elementor Pro's popups: Pro shows and counts them, from the printed markup.
    if (popupsLeftToBuilder()) return;
    // Its rules read this page's view among the counts, whether or not the entry's count came first.
    countVisitOnce();
    const { id } = settings;
    const popup: Popup = { ...settings, counters: storage(), shown: false, disarm: () => {} };
    const content = keepContentAside(el);
    countShows(popup, signal);
    answerActionLinks(popup, signal);
    listenForOpeners(popup, signal);
    checkRules(popup, signal).catch((error: unknown) =>
      console.error(`[islands:popup] Loading chunk context-rules failed (popup ${id})`, error),
    );
    return () => {
      openDialog(id)?.remove();
      el.replaceChildren(...content.content.childNodes);
    };
  },
  (_raw, el) => {
    try {
      return readPopup(el);
    } catch (error) {
      throw new IslandError('popup', (error as Error).message);
    }
  },
);

/** One printed popup as the engine follows it. */
interface Popup extends PopupSettings {
  counters: Counters;
  /** It has shown on this page (its triggers are then disarmed). */
  shown: boolean;
  disarm: () => void;
}

/**
 * The content as printed, out of the page: islands inside it unmount and give their markup back,
 * and each dialog shows a fresh copy in which they mount again.
 */
function keepContentAside(el: HTMLElement): HTMLTemplateElement {
  const content = document.createElement('template');
  content.setAttribute('data-popup-content', '');
  content.content.append(...el.childNodes);
  el.append(content);
  return content;
}

/** Inserts the dialog island, unless the popup may not show now or its dialog is open. */
function show({ id, raw, counters }: Popup, byTrigger: boolean): void {
  if (proShowsPopups() || isDisabled(id, counters)) return;
  if (byTrigger && on(raw.avoid_multiple_popups) && popped) return;
  const open = openDialog(id);
  if (open && open.getAttribute('data-island') !== 'error') return;
  open?.remove(); // a dialog that failed (its chunk, a crash) gives way to a new try
  const host = document.createElement('div');
  host.setAttribute('data-widget', 'popup-dialog');
  host.setAttribute('data-popup-id', id);
  host.setAttribute('data-props', JSON.stringify({ id, settings: raw }));
  document.body.append(host);
}

const hide = (id: string) => openDialog(id)?.dispatchEvent(new CustomEvent(POPUP_CLOSE_REQUEST));

/** Any popup's show stops avoid_multiple_popups' triggers; this one's show or close counts an impression. */
function countShows(popup: Popup, signal: AbortSignal): void {
  const { id, timing, counters } = popup;
  const ours = (event: Event) => String((event as CustomEvent<PopupEventDetail>).detail?.id) === id;
  window.addEventListener(
    POPUP_EVENTS.show,
    (event) => {
      popped = true;
      if (!ours(event)) return;
      popup.shown = true;
      popup.disarm(); // the triggers go once the popup shows, however it was opened
      if (!countsOnClose(timing)) countImpression(id, timing, counters);
    },
    { signal },
  );
  // Only this popup's close counts (the page builder counted every popup's: docs/popups.md#impressions).
  window.addEventListener(POPUP_EVENTS.hide, (event) => ours(event) && countsOnClose(timing) && countImpression(id, timing, counters), {
    signal,
  });
}

/** The action links' popup:open (toggle) and popup:close (do_not_show_again). */
function answerActionLinks(popup: Popup, signal: AbortSignal): void {
  const { id, counters } = popup;
  document.addEventListener(
    ACTION_EVENT,
    (event) => {
      const { action, settings, link } = (event as CustomEvent<ActionDetail>).detail;
      if (action === 'popup:open' && str(settings.id) === id) {
        if (on(settings.toggle) && openDialog(id)) hide(id);
        else show(popup, false);
      } else if (action === 'popup:close' && link.closest('[data-elementor-type="popup"]')?.getAttribute('data-elementor-id') === id) {
        hide(id);
        if (on(settings.do_not_show_again)) disable(id, counters);
      }
    },
    { signal },
  );
}

/** open_selector's elements open the popup; they and the action links warm the dialog's code when neared. */
function listenForOpeners(popup: Popup, signal: AbortSignal): void {
  const { id, raw } = popup;
  let selector = str(raw.open_selector);
  try {
    if (selector) document.querySelector(selector);
  } catch {
    warn(`popup ${id}: open_selector ${JSON.stringify(selector.slice(0, 80))} is not a selector`);
    selector = '';
  }
  const openerOf = (target: EventTarget | null) => (selector ? (target as Element).closest?.(selector) : null);
  if (selector) {
    document.body.addEventListener(
      'click',
      (event) => {
        const opener = openerOf(event.target);
        if (!opener) return;
        // A link marked as an opener opens the popup instead of leaving (without JavaScript it leaves).
        if (opener.closest('a[href]')) event.preventDefault();
        show(popup, false);
      },
      { signal },
    );
  }
  const nearOpener = (event: Event) =>
    ((event.target as Element).closest?.('a[href*="elementor-action"]') || openerOf(event.target)) && warm();
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, nearOpener, { signal, passive: true });
}

/**
 * Once per page view, all rules together; the triggers only when they pass. The rules on the
 * page and the visitor are a chunk of their own, fetched only for a popup that uses one.
 */
async function checkRules(popup: Popup, signal: AbortSignal): Promise<void> {
  const { id, timing, triggers, counters } = popup;
  let rules = HISTORY_RULES;
  if (Object.keys(timing).some((name) => on(timing[name]) && !(name in rules))) {
    const { contextRules, readContext } = await import('./context-rules.ts');
    rules = { ...rules, ...contextRules(readContext(window, on(timing.devices))) };
  }
  if (!signal.aborted && timingPasses(timing, { id, counters, warn }, rules) && !popup.shown) {
    popup.disarm = armTriggers(triggers, () => show(popup, true), signal, window, warm);
  }
}

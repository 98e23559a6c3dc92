// The popup dialog (docs/popups.md#the-dialog): the React island the rule engine (popup.ts)
// inserts when a popup shows. It renders the page builder's dialog markup (same ids and classes,
// so the site's popup stylesheet applies) around a fresh copy of the printed content, in which
// the runtime then mounts the islands it holds. Closing plays the exit animation and removes the
// island's element; the runtime unmounts it and focus goes back where it was.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { POPUP_CLOSE_REQUEST, POPUP_EVENTS, type PopupEventDetail } from '../../../runtime/page/elementor-events.ts';
import { IslandError } from '../../../runtime/core/errors.ts';
import { t } from '../../../runtime/i18n/parts/popup.ts';
import { pageGlobal } from '../../../runtime/page/printed.ts';
import { defineReactIsland } from '../../../runtime/core/react-island.tsx';
import { injectDialogStyles } from './dialog-css.ts';
import { dialogProps, type DialogProps } from './display.ts';
import { focusFirst, keepFocus } from './focus.ts';
import { play } from './motion.ts';
import { lockScroll } from './scroll-lock.ts';

interface Props extends DialogProps {
  /** The printed popup, whose attributes the copy keeps (the site's CSS targets .elementor-{id}). */
  printed: HTMLElement;
  /** Its content as printed, kept aside by the rule engine. */
  content: HTMLTemplateElement;
}

/** { id, settings }: the popup the engine is showing, and the settings it read from it. */
function parseDialogProps(raw: unknown): Props {
  const { id, settings } = (raw ?? {}) as { id?: unknown; settings?: unknown };
  // The printed popup keeps its content in a <template> (popup.ts); a copy in a dialog has none.
  const content =
    typeof id === 'string' && /^\d+$/.test(id)
      ? document.querySelector<HTMLTemplateElement>(
          `[data-elementor-type="popup"][data-elementor-id="${id}"] > template[data-popup-content]`,
        )
      : null;
  if (!content || !settings || typeof settings !== 'object')
    throw new IslandError('popup-dialog', `No printed popup ${JSON.stringify(String(id).slice(0, 40))} to show`);
  return { ...dialogProps(id as string, settings as Record<string, unknown>, window), printed: content.parentElement!, content };
}

type JQueryTrigger = (target: unknown) => { trigger(name: string, args: unknown[]): unknown };

/** As the page builder fires them: jQuery's on document with (id, instance), then the native one on window. */
function emitPopupEvent(type: keyof typeof POPUP_EVENTS, detail: PopupEventDetail): void {
  const jq = pageGlobal<JQueryTrigger>('jQuery');
  if (typeof jq === 'function') jq(document).trigger(POPUP_EVENTS[type], [detail.id, detail.instance]);
  window.dispatchEvent(new CustomEvent<PopupEventDetail>(POPUP_EVENTS[type], { detail }));
}

/** Modals stacked on the page; keys go to the one on top. */
const onTop = (dialog: Element) => Array.from(document.querySelectorAll('.elementor-popup-modal')).pop() === dialog;

type Shown = Omit<DialogProps, 'id'>;

function PopupDialog({ id, printed, content, ...shown }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const message = useRef<HTMLDivElement>(null);
  const [closeShown, setCloseShown] = useState(shown.closeDelay <= 0);
  const closing = useRef(false);
  const detail = useRef<PopupEventDetail | null>(null);

  // Stable for the dialog's life: it reads only refs and props that never change.
  const close = useRef(() => {
    if (closing.current || !dialog.current || !box.current) return;
    closing.current = true;
    if (detail.current) emitPopupEvent('hide', detail.current);
    const host = dialog.current.parentElement;
    void play(box.current, shown.exit, shown.seconds, true).then(() => host?.remove());
  }).current;

  const labelledBy = useShowing({ dialog, box, message }, { id, printed, content, shown }, detail);

  useEffect(() => {
    const life = new AbortController();
    listenForDismissal(dialog.current!, box.current!, shown, { close, closing: () => closing.current }, life.signal);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (shown.closeDelay > 0) timers.push(setTimeout(() => setCloseShown(true), shown.closeDelay * 1000));
    if (shown.autoClose > 0) timers.push(setTimeout(close, shown.autoClose * 1000));
    return () => {
      life.abort();
      timers.forEach(clearTimeout);
    };
  }, []);

  const closeButton = closeShown && <CloseButton close={close} />;
  const { classes, closeOutside: outside } = shown;
  return (
    <div
      ref={dialog}
      id={`elementor-popup-modal-${id}`}
      className={`dialog-widget dialog-lightbox-widget dialog-type-buttons dialog-type-lightbox elementor-popup-modal${classes ? ` ${classes}` : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy ?? undefined}
      aria-label={labelledBy ? undefined : t('popupLabel')}
      tabIndex={-1}
    >
      {outside && closeButton}
      <div ref={box} className="dialog-widget-content dialog-lightbox-widget-content animated">
        {!outside && closeButton}
        <div ref={message} className="dialog-message dialog-lightbox-message" />
      </div>
    </div>
  );
}

/**
 * The dialog shows: its content copied in, named, the scroll locked, the focus in it, the entrance
 * played and the show event fired; when it goes, the focus goes back. Returns the heading's id.
 */
function useShowing(
  refs: { dialog: RefObject<HTMLDivElement | null>; box: RefObject<HTMLDivElement | null>; message: RefObject<HTMLDivElement | null> },
  { id, printed, content, shown }: Omit<Props, keyof Shown> & { shown: Shown },
  detail: RefObject<PopupEventDetail | null>,
): string | null {
  const fallbackLabel = useId();
  const [labelledBy, setLabelledBy] = useState<string | null>(null);
  useLayoutEffect(() => {
    const doc = document;
    injectDialogStyles(doc);
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const copy = showContent(refs.message.current!, printed, content);
    // Named by its first heading, as a dialog should be; a popup without one gets a generic name.
    const heading = copy.querySelector('h1, h2, h3, h4, h5, h6');
    if (heading) {
      heading.id ||= `${fallbackLabel}-title`;
      setLabelledBy(heading.id);
    }
    const unlock = shown.preventScroll ? lockScroll(doc) : () => {};
    focusFirst(refs.dialog.current!);
    const numericId = Number(id);
    detail.current = { id: numericId, instance: { id: numericId, element: copy } };
    void play(refs.box.current!, shown.entrance, shown.seconds);
    emitPopupEvent('show', detail.current);
    return () => {
      unlock();
      if (opener?.isConnected && opener !== doc.body) opener.focus({ preventScroll: true });
    };
  }, []);
  return labelledBy;
}

/** A fresh copy of the printed popup, its content inside, shown in the dialog's message box. */
function showContent(message: HTMLElement, printed: HTMLElement, content: HTMLTemplateElement): HTMLElement {
  const copy = printed.cloneNode(false) as HTMLElement;
  copy.append(content.content.cloneNode(true));
  copy.style.display = 'block'; // the page builder's stylesheet hides every printed popup
  message.append(copy);
  return copy;
}

/**
 * What closes the dialog besides its button: the page builder's close request, Escape, a click
 * outside the box; and what keeps the focus in it (Tab wraps, focus that leaves comes back).
 */
function listenForDismissal(
  node: HTMLElement,
  box: HTMLElement,
  shown: Shown,
  dialog: { close(): void; closing(): boolean },
  signal: AbortSignal,
): void {
  const doc = document;
  const { close } = dialog;
  // The click that opened the popup may still be on its way up to document: it does not close it.
  const openedAt = performance.now();
  node.parentElement?.addEventListener(POPUP_CLOSE_REQUEST, close, { signal });
  doc.addEventListener(
    'keydown',
    (event) => {
      if (dialog.closing() || !onTop(node)) return;
      if (event.key === 'Escape' && shown.escCloses) {
        event.preventDefault();
        close();
      } else keepFocus(node, event);
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (event.timeStamp < openedAt || !shown.backgroundCloses || !onTop(node)) return;
      // A click inside the box, or on a date picker or lightbox opened from it, is not outside.
      if (event.composedPath().includes(box) || (event.target as Element).closest?.('.flatpickr-calendar, .pswp')) return;
      close();
    },
    { signal },
  );
  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Element;
      if (!dialog.closing() && onTop(node) && !node.contains(target) && !target.closest?.('.pswp')) focusFirst(node);
    },
    { signal },
  );
}

function CloseButton({ close }: { close(): void }) {
  return (
    <button type="button" className="dialog-close-button dialog-lightbox-close-button" aria-label={t('popupClose')} onClick={close}>
      {/* A cross of two square-ended bars in the 1em box, filled: a popup's own icon colour is an svg fill. */}
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
        <path d="M3 4.84 4.84 3 21 19.16 19.16 21zM4.84 21 3 19.16 19.16 3 21 4.84z" />
      </svg>
    </button>
  );
}

export default defineReactIsland(PopupDialog, parseDialogProps);

import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { EVENTS, emit } from '../../../runtime/page/events.ts';
import { every } from '../../../runtime/core/lifetime.ts';
import { remaining, type ExpireAction, parseActions, evergreenEnd } from './time.ts';

interface CountdownProps {
  id: string;
  /** Unix seconds, the due date (0 for evergreen only). */
  date: number;
  /** Seconds from the visitor's first view; 0 when the countdown has a due date. */
  evergreen: number;
  actions: ExpireAction[];
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Elementor Pro's countdown (docs/site-extras.md#countdown): the digits count down every second to
 * the due date, or, evergreen, to the end of an interval that starts at the visitor's first view
 * (kept in localStorage under the page builder's own keys). At zero it runs its end actions in
 * order: hide, message, redirect (http and https addresses only).
 */
export default defineEnhancer<CountdownProps>(
  (widget, props, { signal }) => {
    const wrapper = widget.querySelector<HTMLElement>('.elementor-countdown-wrapper');
    if (!wrapper) return;
    const win = widget.ownerDocument.defaultView ?? window;
    const end = props.evergreen > 0 ? evergreenEnd(win, props.id, props.evergreen) : props.date * 1000;
    const spans = UNITS.map((unit) => wrapper.querySelector<HTMLElement>(`.elementor-countdown-${unit}`));
    // A timer is not read out every second (role timer is aria-live off), but it is named as one.
    wrapper.setAttribute('role', 'timer');
    let stop = () => {};
    const tick = () => {
      const left = remaining(
        end,
        Date.now(),
        spans.map((s) => !!s),
      );
      left.parts.forEach((value, i) => {
        const span = spans[i];
        if (span) span.textContent = String(value).padStart(2, '0');
      });
      if (left.total > 0) return;
      stop();
      expire();
    };
    const expire = () => {
      emit(EVENTS.countdownExpire, 'countdown', [widget], widget);
      for (const action of props.actions) {
        if (action.type === 'hide') wrapper.style.display = 'none';
        if (action.type === 'message') {
          const message = widget.querySelector<HTMLElement>('.elementor-countdown-expire--message');
          if (message) message.style.display = 'block';
        }
        if (action.type === 'redirect' && action.url) win.location.href = action.url;
      }
    };
    tick();
    if (Date.now() < end) stop = every(signal, tick, 1000);
  },
  (_raw, el) => {
    const wrapper = el.querySelector('.elementor-countdown-wrapper');
    return {
      id: el.getAttribute('data-id') ?? '',
      date: Number(wrapper?.getAttribute('data-date')) || 0,
      evergreen: Number(wrapper?.getAttribute('data-evergreen-interval')) || 0,
      actions: parseActions(wrapper?.getAttribute('data-expire-actions') ?? ''),
    };
  },
);

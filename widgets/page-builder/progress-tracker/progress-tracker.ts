import { defineEnhancer } from '../../../runtime/core/enhancer.ts';
import { t } from '../../../runtime/i18n/parts/progress-tracker.ts';

interface TrackerProps {
  circular: boolean;
  /** entire_page, post_content or selector. */
  relativeTo: string;
  selector: string;
  percentage: boolean;
  /** Circular only: 'ltr' turns the other way. */
  direction: string;
}

/**
 * How far the reader is through `target`, 0–100: the whole page from its top to its end, or an
 * element from the moment its top reaches the top of the window to the moment its end does.
 */
export function progressOf(win: Window, target: Element | null): number {
  const view = win.innerHeight;
  if (!target || target === win.document.body) {
    const scrollable = win.document.documentElement.scrollHeight - view;
    return scrollable > 0 ? Math.min(100, Math.max(0, (win.scrollY / scrollable) * 100)) : 0;
  }
  const box = target.getBoundingClientRect();
  const span = box.height - view;
  if (span <= 0) return box.top <= 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (-box.top / span) * 100));
}

/**
 * Elementor Pro's progress tracker (docs/site-extras.md#progress-tracker): a bar (or a ring) that
 * follows the reading of the page, the post content or a chosen element, with the percentage as
 * text when asked. Passive scroll listening, one paint per frame.
 */
export default defineEnhancer<TrackerProps>(
  (widget, props, { signal }) => {
    const doc = widget.ownerDocument;
    const win = doc.defaultView ?? window;
    const tracker = widget.querySelector<HTMLElement>(
      props.circular ? '.elementor-scrolling-tracker-circular' : '.elementor-scrolling-tracker-horizontal',
    );
    const bar = tracker?.querySelector<HTMLElement | SVGCircleElement>('.current-progress');
    const label = tracker?.querySelector<HTMLElement>('.current-progress-percentage');
    if (!tracker || !bar) return;
    const target = () => {
      if (props.relativeTo === 'post_content') return doc.querySelector('.elementor-widget-theme-post-content');
      if (props.relativeTo === 'selector' && props.selector) {
        try {
          return doc.querySelector(props.selector);
        } catch {
          return null;
        }
      }
      return doc.body;
    };
    tracker.setAttribute('role', 'progressbar');
    if (!tracker.getAttribute('aria-label')) tracker.setAttribute('aria-label', t('readingProgress'));
    tracker.setAttribute('aria-valuemin', '0');
    tracker.setAttribute('aria-valuemax', '100');
    const paint = () => {
      frame = 0;
      const value = progressOf(win, target());
      tracker.setAttribute('aria-valuenow', String(Math.round(value)));
      if (props.circular && bar instanceof SVGCircleElement) {
        // Shown before it is measured: a hidden circle's r="40%" resolves to 0.
        bar.style.display = value > 0 ? 'block' : 'none';
        if (value > 0) {
          const circumference = 2 * Math.PI * bar.r.baseVal.value;
          const offset = circumference - (value / 100) * circumference;
          bar.style.strokeDasharray = `${circumference} ${circumference}`;
          bar.style.strokeDashoffset = String(props.direction === 'ltr' ? -offset : offset);
        }
      } else {
        bar.style.display = value < 1 ? 'none' : 'flex';
        bar.style.width = `${value}%`;
      }
      if (label) label.textContent = props.percentage && value >= 1 ? `${Math.round(value)}%` : '';
    };
    let frame = 0;
    const schedule = () => {
      if (!frame) frame = win.requestAnimationFrame(paint);
    };
    win.addEventListener('scroll', schedule, { signal, passive: true });
    win.addEventListener('resize', schedule, { signal, passive: true });
    signal.addEventListener('abort', () => win.cancelAnimationFrame(frame), { once: true });
    paint();
  },
  (_raw, el) => {
    let s: Record<string, unknown> = {};
    try {
      s = JSON.parse(el.getAttribute('data-settings') || '{}') as Record<string, unknown>;
    } catch {
      s = {};
    }
    const str = (v: unknown, d = '') => (typeof v === 'string' ? v : d);
    return {
      circular: s.type === 'circular',
      relativeTo: str(s.relative_to, 'entire_page'),
      selector: str(s.selector),
      percentage: s.percentage === 'yes',
      direction: str(s.direction),
    };
  },
);

// The seek bar's pointer target. The plugin draws the bar 8 px high; a transparent box hung from
// it, out of the flow, makes the target at least 24 px tall (WCAG 2.5.8) without moving anything.
// It reaches only into the blank space above and below the bar, never over another control: on
// the plugin's stylesheet and the fixture's that space is the bar's margins, but a page without
// the stylesheet stacks the buttons right against the bar.
import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

const TARGET = 24;
const CONTROLS = 'a[href], button, input, select, textarea, audio[controls], [tabindex], [role="button"], [role="link"]';

export function useHitArea(bar: RefObject<HTMLElement | null>): CSSProperties {
  const [reach, setReach] = useState({ up: 0, down: 0 });
  useLayoutEffect(() => {
    const el = bar.current;
    const root = el?.closest('.castos-player');
    if (!el || !root) return;
    // A bar the theme left unpositioned gets position: relative, which moves nothing.
    if (getComputedStyle(el).position === 'static') el.style.position = 'relative';
    const measure = () => {
      const b = el.getBoundingClientRect();
      let above = Infinity;
      let below = Infinity;
      for (const other of root.querySelectorAll(CONTROLS)) {
        const r = other.getBoundingClientRect();
        if (el.contains(other) || other.contains(el) || !r.width || !r.height || r.right <= b.left || r.left >= b.right) continue;
        if (r.bottom <= b.top) above = Math.min(above, b.top - r.bottom);
        else if (r.top >= b.bottom) below = Math.min(below, r.top - b.bottom);
        else above = below = 0;
      }
      const want = Math.max(0, TARGET - b.height);
      const down = Math.min(below, want - Math.min(above, want / 2));
      const up = Math.min(above, want - down);
      const next = { up: Math.floor(up), down: Math.floor(down) };
      setReach((was) => (was.up === next.up && was.down === next.down ? was : next));
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(root);
    resized.observe(el);
    return () => resized.disconnect();
  }, []);
  return { position: 'absolute', left: 0, right: 0, top: -reach.up, bottom: -reach.down };
}

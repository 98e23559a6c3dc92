// Slides per view by device (docs/site-extras.md#carousel): the widget's own setting for each
// device, else 3 on desktop, 2 on tablet, 1 on mobile; mobile up to 767 px and tablet up to
// 1024 px unless the page builder's configuration says otherwise.

export interface CarouselSettings {
  slides_to_show?: unknown;
  slides_to_show_tablet?: unknown;
  slides_to_show_mobile?: unknown;
  slides_to_scroll?: unknown;
  navigation?: unknown;
  autoplay?: unknown;
  autoplay_speed?: unknown;
  infinite?: unknown;
  speed?: unknown;
  pause_on_hover?: unknown;
}

export interface Breakpoints {
  mobile: number;
  tablet: number;
}

const count = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Swiper's `breakpoints` (min-widths) for these settings: mobile from 0, tablet and desktop above their maxima. */
export function slidesPerView(
  settings: CarouselSettings,
  bp: Breakpoints,
): Record<number, { slidesPerView: number; slidesPerGroup: number }> {
  const desktop = count(settings.slides_to_show, 3);
  const tablet = count(settings.slides_to_show_tablet, Math.min(2, desktop));
  const mobile = count(settings.slides_to_show_mobile, 1);
  const group = (view: number) => Math.min(view, count(settings.slides_to_scroll, 1));
  return {
    0: { slidesPerView: mobile, slidesPerGroup: group(mobile) },
    [bp.mobile + 1]: { slidesPerView: tablet, slidesPerGroup: group(tablet) },
    [bp.tablet + 1]: { slidesPerView: desktop, slidesPerGroup: group(desktop) },
  };
}

/** The active breakpoints from elementorFrontendConfig.responsive, else 767 / 1024. */
export function breakpointsOf(config: unknown): Breakpoints {
  const bps = (config as { responsive?: { breakpoints?: Record<string, { value?: unknown; is_enabled?: unknown }> } } | undefined)
    ?.responsive?.breakpoints;
  const value = (name: 'mobile' | 'tablet', fallback: number) => {
    const entry = bps?.[name];
    const n = Number(entry?.value);
    return entry && entry.is_enabled !== false && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return { mobile: value('mobile', 767), tablet: value('tablet', 1024) };
}

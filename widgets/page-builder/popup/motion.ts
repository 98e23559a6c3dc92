// The popup's entrance and exit animations (docs/popups.md#the-dialog), played with the Web
// Animations API so no animation stylesheet is needed, and never under prefers-reduced-motion.
// Names are the page builder's (animate.css's); its exit animation is an entrance name played backwards.

const from = (transform: string, opacity = 0): Keyframe[] => [
  { opacity, transform },
  { opacity: 1, transform: 'none' },
];

const FRAMES: Record<string, Keyframe[]> = {
  fadeIn: [{ opacity: 0 }, { opacity: 1 }],
  fadeInDown: from('translate3d(0, -100%, 0)'),
  fadeInUp: from('translate3d(0, 100%, 0)'),
  fadeInLeft: from('translate3d(-100%, 0, 0)'),
  fadeInRight: from('translate3d(100%, 0, 0)'),
  zoomIn: from('scale3d(.3, .3, .3)'),
  zoomInDown: from('scale3d(.1, .1, .1) translate3d(0, -1000px, 0)'),
  zoomInUp: from('scale3d(.1, .1, .1) translate3d(0, 1000px, 0)'),
  zoomInLeft: from('scale3d(.1, .1, .1) translate3d(-1000px, 0, 0)'),
  zoomInRight: from('scale3d(.1, .1, .1) translate3d(1000px, 0, 0)'),
  slideInDown: from('translate3d(0, -100%, 0)', 1),
  slideInUp: from('translate3d(0, 100%, 0)', 1),
  slideInLeft: from('translate3d(-100%, 0, 0)', 1),
  slideInRight: from('translate3d(100%, 0, 0)', 1),
  bounceIn: [
    { opacity: 0, transform: 'scale3d(.3, .3, .3)' },
    { opacity: 1, transform: 'scale3d(1.1, 1.1, 1.1)', offset: 0.4 },
    { transform: 'scale3d(.9, .9, .9)', offset: 0.7 },
    { opacity: 1, transform: 'none' },
  ],
  rotateIn: from('rotate3d(0, 0, 1, -200deg)'),
  lightSpeedIn: from('translate3d(100%, 0, 0) skewX(-30deg)'),
  rollIn: from('translate3d(-100%, 0, 0) rotate3d(0, 0, 1, -120deg)'),
};

export const reducedMotion = (win: Window): boolean => !!win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Plays `name` (an unknown name fades) on `el` for `seconds`, backwards for an exit; resolves when
 * it ends, at once when there is nothing to play.
 */
export async function play(el: HTMLElement, name: unknown, seconds: number, exit = false): Promise<void> {
  const win = el.ownerDocument.defaultView;
  if (typeof name !== 'string' || !name || name === 'none' || !win || reducedMotion(win) || !el.animate || seconds <= 0) return;
  const animation = el.animate(FRAMES[name] ?? FRAMES.fadeIn!, {
    duration: seconds * 1000,
    easing: 'ease',
    direction: exit ? 'reverse' : 'normal',
    fill: exit ? 'forwards' : 'none',
  });
  await animation.finished.catch(() => {}); // cancelled (the dialog went first): nothing left to wait for
}

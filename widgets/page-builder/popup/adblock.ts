// The adblock_detection trigger's bait (docs/popups.md#triggers), as the page builder sets it: an
// empty ad box fixed at the top of the page; an ad blocker's stylesheet hides it.

/** Whether an ad blocker hides an ad box on this page: the bait is put in, read a frame later and taken out. */
export function adBlocked(win: Window): Promise<boolean> {
  const bait = win.document.createElement('div');
  bait.className = 'ad-box';
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;pointer-events:none';
  win.document.body.append(bait);
  return new Promise((resolve) =>
    win.requestAnimationFrame(() => {
      const hidden = win.getComputedStyle(bait).display === 'none';
      bait.remove();
      resolve(hidden);
    }),
  );
}

// The second click of a double click on an add button (widgets/shop/side-cart/pending-line.ts).

/**
 * A double click on an add button is two adds, but its first click opens the panel a frame later, whose
 * overlay the second lands on: that click goes to the button beneath, which it was meant for,
 * instead of closing the panel. Only while the panel is open: a double click on the overlay closes
 * it with its first click, and its second is left alone.
 */
export function passSecondClicks(pressed: () => Element | null, signal: AbortSignal): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = pressed();
      if (event.detail < 2 || !(button instanceof HTMLElement) || !(event.target as Element).closest?.('.xoo-wsc-opac')) return;
      if (!document.elementsFromPoint(event.clientX, event.clientY).some((el) => button.contains(el))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      button.click();
    },
    { capture: true, signal },
  );
}

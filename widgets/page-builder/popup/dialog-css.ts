import { addOwnStyle } from '../../../runtime/ui/own-style.ts';

// The dialog's own base look (docs/popups.md#the-dialog). The rules weigh nothing (:where) or one
// class: on a page builder site its popup stylesheet and each popup's generated CSS style the same
// classes and win; on a page without them the popup is still a centred box on a dimmed page. The
// close button is a <button>, so it takes one class of weight, two hovered or focused, to stay out
// of a theme's button look (Hello Elementor's pink `[type=button]:focus`): it is drawn as the page
// builder's own close control, a 15 px cross 20 px from the box's corner, in every state.
export const DIALOG_CSS = `
:where(.elementor-popup-modal){position:fixed;inset:0;z-index:9999;display:flex;align-items:center;justify-content:center;background-color:rgba(0,0,0,.8);box-sizing:border-box}
:where(.elementor-popup-modal .dialog-widget-content){position:relative;max-width:100%;max-height:100%;overflow:auto;background-color:#fff;box-shadow:0 0 30px rgba(0,0,0,.3)}
:where(.elementor-popup-modal .dialog-message){width:640px;max-width:100vw;max-height:100vh;padding:0;overflow:auto;display:flex}
:where(.elementor-popup-modal) .dialog-close-button, :where(.elementor-popup-modal) .dialog-close-button:is(:hover,:focus){position:absolute;top:20px;inset-inline-end:20px;z-index:1;display:flex;align-items:center;justify-content:center;margin:0;padding:0;border:0;border-radius:0;background:none;box-shadow:none;color:#1f2124;font-size:15px;line-height:1;cursor:pointer}
:where(.elementor-popup-modal) > .dialog-close-button, :where(.elementor-popup-modal) > .dialog-close-button:is(:hover,:focus){color:#fff}
:where(.elementor-popup-modal .dialog-close-button svg){width:1em;height:1em;fill:currentColor}
:where(.elementor-popup-modal .dialog-close-button:focus-visible){outline:2px solid currentColor;outline-offset:2px}
`;

export function injectDialogStyles(doc: Document): void {
  addOwnStyle('islands-popup-css', DIALOG_CSS, doc);
}

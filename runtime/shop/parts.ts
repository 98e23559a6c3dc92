// Which of the shop's parts the page has, each asked in one place: an island that works
// differently beside another plugin's part asks here, never by a selector of its own.

/** Side Cart's panel (XootiX), printed on every page it is on: it refreshes every cart area after load and after an add itself. */
export const sideCartOnPage = (): boolean => !!document.querySelector('div.xoo-wsc-markup');

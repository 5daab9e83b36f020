/**
 * The drawer (a popover, layout/site-header.tsx) works without JavaScript; with it, it behaves as a
 * modal: the page behind is inert while it is open and Tab wraps around inside it.
 */
export function enhanceDrawer(doc: Document = document) {
  const drawer = doc.getElementById('site-drawer');
  const page = doc.querySelector<HTMLElement>('[data-page]');
  if (!drawer || !page) return;
  // Before the state changes, so the menu button is focusable again when the popover returns focus.
  drawer.addEventListener('beforetoggle', (event) => {
    page.inert = (event as ToggleEvent).newState === 'open';
  });
  drawer.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const stops = Array.from(drawer.querySelectorAll<HTMLElement>('a[href], button'));
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}

const FOCUSABLE = 'button, [href], [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle through a dialog's controls instead of leaving it (as a modal dialog's should). */
export function keepTabInside(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

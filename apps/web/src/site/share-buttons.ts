// Plain DOM code in the island loader (no React): the share bars' 'Copy link' and 'Share…' buttons.
import { fillText } from './ui/fill-text';

/**
 * Puts each share bar's buttons (its <template>, written by sections/share-bar.tsx) in place: 'Copy
 * link' copies the page's address and says so in the status line (or shows the address to copy by hand
 * when the clipboard refuses); 'Share…' opens the browser's share sheet and is left out where there is
 * none. Without JavaScript the template stays inert, so only the WhatsApp link shows.
 */
export function enhanceShareButtons(doc: Document = document): void {
  for (const bar of Array.from(doc.querySelectorAll<HTMLElement>('[data-share-url]'))) {
    const template = bar.querySelector<HTMLTemplateElement>('template[data-share-more]');
    if (!template) continue;
    bar.append(template.content.cloneNode(true));
    template.remove();
    const { shareUrl: url = '', shareTitle: title = '', shareText: text = '' } = bar.dataset;
    const status = bar.querySelector<HTMLElement>('[data-share="status"]')!;
    bar.querySelector('[data-share="copy"]')?.addEventListener('click', () => {
      navigator.clipboard.writeText(url).then(
        () => (status.textContent = bar.dataset.shareCopied ?? ''),
        () => (status.textContent = fillText(bar.dataset.shareCopyThis ?? '{{url}}', { url })),
      );
    });
    const sheet = bar.querySelector('[data-share="sheet"]');
    if (typeof navigator.share !== 'function') sheet?.remove();
    else
      sheet?.addEventListener('click', () => {
        // The visitor closing the sheet rejects: nothing to do.
        navigator.share({ title, text, url }).catch(() => {});
      });
  }
}

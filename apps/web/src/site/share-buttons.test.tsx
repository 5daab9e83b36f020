import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withI18n } from './i18n/with-i18n';
import { ShareBar } from './sections/share-bar';
import { enhanceShareButtons } from './share-buttons';

const URL_ = 'https://skpvidyavihar.example/notices/exams';

function serve(locale?: 'hi') {
  document.body.innerHTML = renderToStaticMarkup(
    withI18n(<ShareBar url={URL_} title="Exams" text={`Exams\n${URL_}`} />, locale),
  );
}
const button = (testId: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
const status = () => document.querySelector('[role="status"]')?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('share bar (plain DOM, no React in the browser)', () => {
  it('as served: only the WhatsApp link; the other buttons wait in an inert template', () => {
    serve();
    expect(document.querySelector('[data-testid="whatsapp-share"]')?.textContent).toBe('Share on WhatsApp');
    expect(button('copy-link')).toBeNull();
    expect(status()).toBeUndefined();
  });

  it("'Copy link' copies the address and says so; without a share sheet there is no 'Share…'", async () => {
    serve();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
    enhanceShareButtons(document);
    expect(button('copy-link')?.textContent).toBe('Copy link');
    expect(button('native-share')).toBeNull();
    button('copy-link')!.click();
    await vi.waitFor(() => expect(status()).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it("a refused clipboard shows the address to copy; 'Share…' opens the sheet (Hindi words)", async () => {
    serve('hi');
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      share,
    });
    enhanceShareButtons(document);
    button('copy-link')!.click();
    await vi.waitFor(() => expect(status()).toContain(URL_));
    expect(status()).not.toContain('{{');
    button('native-share')!.click();
    expect(share).toHaveBeenCalledWith({ title: 'Exams', text: `Exams\n${URL_}`, url: URL_ });
  });
});

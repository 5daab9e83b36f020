import type { PageContent, SectionResult } from '@skp/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeroText } from './page-hero-text';
import { PageText, usePageHeading } from './page-intro';
import { withI18n } from '../i18n/with-i18n';

afterEach(cleanup);

const copy = {
  page: 'about',
  title: 'Forty years in the hills',
  tagline: 'A school that knows every child by name',
  paragraphs: ['हम चालीस बच्चों से शुरू हुए।', 'Today we teach\ntwelve hundred.'],
};
const FALLBACK = { title: 'About Us', lead: 'Our story' };

function Page({ intro }: { intro: SectionResult<PageContent | null> }) {
  return (
    <main>
      <PageHeroText {...usePageHeading(intro, FALLBACK)} />
      <PageText intro={intro} />
    </main>
  );
}

describe("a page's own text as staff edit it: the heading and lead over the pictures, then the paragraphs", () => {
  it('shows the title as the h1, the tagline as the lead and each paragraph as typed', () => {
    render(withI18n(<Page intro={{ ok: true, data: copy }} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.title);
    expect(screen.getByText(copy.tagline)).toBeTruthy();
    const paragraphs = screen.getByTestId('page-text').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(copy.paragraphs);
    expect(document.querySelector('main [lang]')).toBeNull();
  });

  it('on a Hindi page marks what is still English (no translation yet) as English', () => {
    const hindi = { ...copy, title: 'पहाड़ों में चालीस साल', fallbackFields: ['tagline', 'paragraphs.1'] };
    render(withI18n(<Page intro={{ ok: true, data: hindi }} />, 'hi'));
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
    expect(screen.getByText(copy.tagline).getAttribute('lang')).toBe('en');
    expect(screen.getByText('हम चालीस बच्चों से शुरू हुए।').getAttribute('lang')).toBeNull();
    expect(screen.getByTestId('page-text').querySelector('p[lang="en"]')?.textContent).toBe(
      'Today we teach\ntwelve hundred.',
    );
  });

  it("keeps the site's own heading and shows no paragraphs before the school writes any, or when they cannot be read", () => {
    render(withI18n(<Page intro={{ ok: true, data: null }} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
    expect(screen.getByText('Our story')).toBeTruthy();
    expect(screen.queryByTestId('page-text')).toBeNull();
    cleanup();
    render(withI18n(<Page intro={{ ok: false }} />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About Us');
    expect(screen.queryByTestId('page-text')).toBeNull();
  });
});

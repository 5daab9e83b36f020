import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SCHOOL } from '@skp/shared';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  renderShareCardPng,
  shareCardSvg,
  wrapTitle,
  type ShareCardSchool,
} from './share-card';

describe('wrapTitle', () => {
  const measure = (text: string) => text.length * 10;
  it('fills lines word by word up to the width', () => {
    expect(wrapTitle('one two three four five', measure, 90, 3)).toEqual(['one two', 'three', 'four five']);
  });
  it('ends the last line with an ellipsis when the title does not fit', () => {
    const lines = wrapTitle('aaaa bbbb cccc dddd eeee ffff', measure, 90, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('aaaa bbbb');
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(measure(lines[1]!)).toBeLessThanOrEqual(90);
  });
  it('cuts a single word longer than the line', () => {
    const [line] = wrapTitle('x'.repeat(30), measure, 100, 3);
    expect(line).toBe(`${'x'.repeat(9)}…`);
  });
});

const school: ShareCardSchool = {
  line: `${DEMO_SCHOOL.name}, ${DEMO_SCHOOL.town}`,
  crestSvg: DEMO_SCHOOL.crestSvg,
  colour: DEMO_SCHOOL.themes.main.primary,
};

describe('the share card', () => {
  it('is a 1200x630 PNG', async () => {
    const png = await renderShareCardPng({
      title: 'Half-Yearly Examination Schedule',
      date: 'November 19, 2026',
      kind: 'Notice',
      school,
    });
    const info = await sharp(png).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT]);
  });

  it('draws every letter as an outline, a Hindi title too: no text left for a system font', () => {
    const english = shareCardSvg({ title: 'Sports Day', date: 'December 5, 2026', kind: 'Event', school });
    const hindi = shareCardSvg({ title: 'विद्यालय कल बंद रहेगा', date: '5 दिसंबर 2026', kind: 'सूचना', school });
    for (const svg of [english, hindi]) {
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('font-family');
    }
    // The Hindi title is shaped (conjuncts and matras join): fewer glyphs than characters.
    const glyphs = (svg: string) => (svg.match(/<path fill="#ffffff"/g) ?? []).length;
    const title = 'विद्यालय कल बंद रहेगा';
    expect(glyphs(hindi)).toBeGreaterThan(
      glyphs(shareCardSvg({ title: '', date: '5 दिसंबर 2026', kind: 'सूचना', school })),
    );
    expect(
      glyphs(hindi) - glyphs(shareCardSvg({ title: '', date: '5 दिसंबर 2026', kind: 'सूचना', school })),
    ).toBeLessThan([...title.replace(/ /g, '')].length);
  });

  it("draws the school's own crest, its letters as outlines in the crest's colour, and its colour", () => {
    const crestSvg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0b5394"/>' +
      '<text x="32" y="38" font-family="serif" font-size="14" text-anchor="middle" fill="#fedcba">G&amp;P</text></svg>';
    const svg = shareCardSvg({
      title: 'Sports Day',
      date: 'December 5, 2026',
      kind: 'Event',
      school: { line: 'Greenfield Public School, Lakeside', crestSvg, colour: '#0b5394' },
    });
    expect(svg).toContain('<circle cx="32" cy="32" r="30" fill="#0b5394"/>');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('font-family');
    expect(svg.match(/<path fill="#fedcba"/g)).toHaveLength(3);
    expect(svg).toContain('stop-color="#0b5394"');
    expect(svg).not.toContain('#7a1f2b');
  });
});

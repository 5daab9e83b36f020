import { describe, expect, it } from 'vitest';
import { paragraphsAsTyped } from './rich-text-paragraphs';

describe('a text typed on separate lines', () => {
  it('becomes one paragraph per line, blank lines dropped', () => {
    expect(paragraphsAsTyped('Dear parents,\nSchool is closed on Monday.\n\nPrincipal')).toBe(
      '<p>Dear parents,</p>\n<p>School is closed on Monday.</p>\n\n<p>Principal</p>',
    );
    expect(paragraphsAsTyped('One line only')).toBe('One line only');
    expect(paragraphsAsTyped('Windows\r\nlines')).toBe('<p>Windows</p>\n<p>lines</p>');
  });

  it('keeps inline formatting in its line and the toolbar’s blocks as they are', () => {
    expect(paragraphsAsTyped('<strong>Note:</strong> bring\nyour <a href="/fees">fee card</a>')).toBe(
      '<p><strong>Note:</strong> bring</p>\n<p>your <a href="/fees">fee card</a></p>',
    );
    expect(
      paragraphsAsTyped(
        '<h2>Timings</h2>\nClasses 1-5: 8 am\nClasses 6-12: 7:30 am\n<ul><li>a</li>\n<li>b</li></ul>',
      ),
    ).toBe(
      '<h2>Timings</h2>\n<p>Classes 1-5: 8 am</p>\n<p>Classes 6-12: 7:30 am</p>\n<ul><li>a</li>\n<li>b</li></ul>',
    );
    expect(paragraphsAsTyped('<strong>two\nlines</strong>')).toBe('<strong>two\nlines</strong>');
    expect(paragraphsAsTyped('<h2>A</h2><p>B</p>')).toBe('<h2>A</h2><p>B</p>');
  });

  it('changes nothing the second time, and leaves an empty text empty', () => {
    const once = paragraphsAsTyped('a\nb\n<p>c</p>');
    expect(paragraphsAsTyped(once)).toBe(once);
    expect(paragraphsAsTyped('')).toBe('');
    expect(paragraphsAsTyped('\n \n')).toBe('');
  });
});

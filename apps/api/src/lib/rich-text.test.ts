import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { richTextToPlain, sanitizeRichText } from './rich-text';

function refusal(html: string): ValidationError {
  try {
    sanitizeRichText('body', html);
  } catch (error) {
    if (error instanceof ValidationError) return error;
  }
  throw new Error(`not refused: ${html}`);
}

describe('rich text bodies', () => {
  it('keeps headings, lists, bold, italics and links (links get rel=noopener)', () => {
    const html =
      '<h2>Sports Day</h2><p><strong>Bring</strong> <em>water</em>, see <a href="https://example.org/x">rules</a></p><ul><li>Class 1</li></ul>';
    expect(sanitizeRichText('body', html)).toBe(
      '<h2>Sports Day</h2><p><strong>Bring</strong> <em>water</em>, see <a href="https://example.org/x" rel="noopener noreferrer">rules</a></p><ul><li>Class 1</li></ul>',
    );
  });

  it('stores lines typed without the toolbar as paragraphs, as typed', () => {
    expect(sanitizeRichText('body', 'Dear parents,\nSchool is closed on Monday.\n<b>Principal</b>')).toBe(
      '<p>Dear parents,</p>\n<p>School is closed on Monday.</p>\n<p><b>Principal</b></p>',
    );
  });

  it('drops formatting outside the allow-list but keeps its text', () => {
    expect(
      sanitizeRichText('body', '<div class="x"><span style="color:red">Hello</span></div><img src="a.png">'),
    ).toBe('Hello');
  });

  it('refuses a script, an event handler and a javascript: link, naming each', () => {
    expect(refusal('<p>Hi</p><script>alert(1)</script>').fieldErrors).toEqual({
      body: ['may not contain a <script> element'],
    });
    expect(refusal('<p onclick="steal()">Hi</p>').message).toBe(
      "Invalid field 'body': may not contain an event-handler attribute (onclick)",
    );
    expect(refusal('<img src=x onerror=alert(1)>').message).toContain('onerror');
    expect(refusal('<a href="javascript:alert(1)">x</a>').message).toContain('javascript: link');
    expect(refusal('<a href="  JaVaScRiPt:alert(1)">x</a>').message).toContain('javascript: link');
    expect(refusal('<iframe src="https://x"></iframe>').message).toContain('<iframe>');
  });

  it('gives plain text with one line per block', () => {
    expect(richTextToPlain('<h2>Title</h2><p>A &amp; B</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Title\nA & B\none\ntwo',
    );
  });
});

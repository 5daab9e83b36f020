import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps headings, lists, bold and links', () => {
    const html =
      '<h2>Fees</h2><p>Pay by <strong>10 March</strong>.</p><ul><li>Cash</li><li>Bank</li></ul><p><a href="/contact">Ask</a></p>';
    expect(sanitizeRichText('body', html)).toBe(html);
  });

  it('marks outside links nofollow and drops tags and attributes outside the allow-list', () => {
    expect(
      sanitizeRichText(
        'body',
        '<p style="color:red" class="x"><a href="https://cbse.gov.in" target="_blank">CBSE</a><img src="/x.png"></p>',
      ),
    ).toBe('<p><a href="https://cbse.gov.in" rel="noopener nofollow">CBSE</a></p>');
  });

  it('refuses script, event handlers and script links, naming the problem', () => {
    const cases: [string, string][] = [
      ['<p>Hi</p><script>alert(1)</script>', "Invalid field 'body': must not contain <script>"],
      [
        '<p onclick="steal()">Hi</p>',
        "Invalid field 'body': must not contain event-handler attributes (onclick, onerror, ...)",
      ],
      [
        '<img src=x onerror=alert(1)>',
        "Invalid field 'body': must not contain event-handler attributes (onclick, onerror, ...)",
      ],
      [
        '<a href="javascript:alert(1)">x</a>',
        "Invalid field 'body': must not contain javascript: or data: links",
      ],
      [
        '<iframe src="https://evil.example"></iframe>',
        "Invalid field 'body': must not contain embedded pages, forms or styles",
      ],
    ];
    for (const [html, message] of cases) expect(() => sanitizeRichText('body', html), html).toThrow(message);
  });
});

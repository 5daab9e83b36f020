/** Elements that make their own block on the page; everything else (text, bold, links) runs inline. */
const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']);

/**
 * A page's text as the office typed it: each line typed outside the formatting (no toolbar used)
 * becomes a paragraph, as the Paragraphs button would make it, so lines do not run together on the
 * page. Headings, paragraphs and lists made with the toolbar are kept as they are, and so is a line
 * break inside bold or a link; a text without a typed line break is returned unchanged. The line
 * breaks stay between the paragraphs, so the text reads line by line in the editor again and a second
 * pass changes nothing.
 *
 * Meant for allow-listed HTML (the server's sanitizer output: every tag closed, `<` in text
 * escaped); on other input it still returns the text, only its paragraphs may differ.
 */
export function paragraphsAsTyped(html: string): string {
  let out = '';
  let blockDepth = 0;
  let inlineDepth = 0;
  let paragraph = '';
  let typedLines = false;
  const endParagraph = () => {
    const text = paragraph.trim();
    if (text && !/^(<br\s*\/?>|\s|&nbsp;)*$/i.test(text)) out += `<p>${text}</p>`;
    paragraph = '';
  };
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g)) {
    const [token, closing, rawName] = match;
    const name = rawName?.toLowerCase();
    if (name && BLOCK_TAGS.has(name)) {
      if (!closing && blockDepth === 0) endParagraph();
      blockDepth = Math.max(0, blockDepth + (closing ? -1 : 1));
      out += token;
    } else if (blockDepth > 0) {
      out += token;
    } else if (name) {
      paragraph += token;
      const empty = name === 'br' || token.endsWith('/>');
      if (!empty) inlineDepth = Math.max(0, inlineDepth + (closing ? -1 : 1));
    } else if (inlineDepth > 0) {
      paragraph += token;
    } else {
      const lines = token.split(/\r?\n/);
      paragraph += lines[0];
      for (const line of lines.slice(1)) {
        typedLines = true;
        endParagraph();
        out += '\n';
        paragraph += line;
      }
    }
  }
  endParagraph();
  return typedLines ? out.trim() : html;
}

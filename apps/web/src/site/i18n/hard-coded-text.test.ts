// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SITE = fileURLToPath(new URL('..', import.meta.url));

/** Attributes a person reads or hears, and the props that carry such words into a component. */
const WORDS_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-roledescription',
  'placeholder',
  'label',
  'lead',
  'subtitle',
  'text',
  'errorText',
  'errorDetail',
  'emptyText',
  'submitLabel',
  'prompt',
  'caption',
]);
/** Carousel and slide are ARIA roles' names that screen readers localise themselves. */
const NOT_WORDS = new Set(['carousel', 'slide']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !NOT_WORDS.has(text.trim());

/** Words written into a component's JSX: text between tags, and words in the attributes above. */
export function hardCodedTexts(source: string, fileName = 'component.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && WORDS_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isJsxExpression(value) ? value.expression : value;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) {
        if (hasWords(literal.text)) found.push(`${node.name.getText(file)}="${literal.text}"`);
      }
      if (
        literal &&
        ts.isTemplateExpression(literal) &&
        hasWords(literal.getText(file).replace(/\$\{[^}]*\}/g, ''))
      ) {
        found.push(`${node.name.getText(file)}=${literal.getText(file)}`);
      }
    }
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression)) {
      if (hasWords(node.expression.text) && !ts.isJsxAttribute(node.parent)) found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no hard-coded words in the site components (everything from the catalogues)', () => {
  it('finds words in JSX text and in read attributes, not in code', () => {
    expect(
      hardCodedTexts(
        `const A = () => <p title="Hello there" className="x-y">{t('k')} Read more <b>{'Plain words'}</b></p>;`,
      ),
    ).toEqual(['title="Hello there"', 'Read more', 'Plain words']);
    expect(hardCodedTexts(`const A = () => <img alt={\`Photo of \${name}\`} src="/a.png" />;`)).toEqual([
      'alt=`Photo of ${name}`',
    ]);
    expect(
      hardCodedTexts(`const A = () => <p aria-label={t('x')} data-testid="some-id">{count} · {'*'}</p>;`),
    ).toEqual([]);
  });

  it.each(componentFiles(SITE).map((path) => relative(SITE, path)))('%s', (file) => {
    const texts = hardCodedTexts(readFileSync(join(SITE, file), 'utf8'), file);
    expect(texts, `${file}: move these words into i18n/messages-*.ts`).toEqual([]);
  });
});

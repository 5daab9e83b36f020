import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as harfbuzz from 'harfbuzzjs';
import sharp from 'sharp';
import { darkerColour } from '@skp/shared';

/**
 * A notice's or an event's link-preview picture (Open Graph, 1200x630 PNG): the crest, the school's
 * name, the title (up to three lines) and the date. Text is set with HarfBuzz from the fonts shipped
 * beside this file (share-card-fonts, made by `npm run fonts:subset`) and drawn as outlines, so the
 * card looks the same on every server, needs no system font, and a Hindi title shapes correctly.
 */
export interface ShareCardText {
  title: string;
  /** As it is printed, e.g. 'December 7, 2026'. */
  date: string;
  /** What the card is for, e.g. 'Notice' or 'Event'. */
  kind: string;
  /** The school as the card names and draws it (from the school's identity). */
  school: ShareCardSchool;
}

export interface ShareCardSchool {
  /** The line beside the crest, e.g. 'Greenfield Public School, Lakeside'. */
  line: string;
  /** The crest: one <svg> in a 64x64 view box. */
  crestSvg: string;
  /** The main theme's colour: the card's background. */
  colour: string;
}

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

interface LoadedFont {
  font: harfbuzz.Font;
  upem: number;
}

const fontFile = (name: string) => fileURLToPath(new URL(`./share-card-fonts/${name}`, import.meta.url));

function loadFont(name: string): LoadedFont {
  const face = new harfbuzz.Face(new harfbuzz.Blob(readFileSync(fontFile(name))), 0);
  return { font: new harfbuzz.Font(face), upem: face.upem };
}

let fonts: { regular: LoadedFont; bold: LoadedFont; devanagari: LoadedFont } | undefined;
function cardFonts() {
  fonts ??= {
    regular: loadFont('roboto-400.ttf'),
    bold: loadFont('roboto-700.ttf'),
    devanagari: loadFont('noto-sans-devanagari-700.ttf'),
  };
  return fonts;
}

/** Text set in one line: its width in pixels and the glyph outlines to draw at a baseline. */
interface SetText {
  width: number;
  paths: { d: string; x: number; scale: number }[];
}

const DEVANAGARI = /[\u0900-\u097f\u200c\u200d]/;

/** Runs of one script: Devanagari in its font, the rest in the Latin one. */
function scriptRuns(text: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  for (const character of text) {
    const devanagari = DEVANAGARI.test(character);
    const last = runs.at(-1);
    if (last && last.devanagari === devanagari) last.text += character;
    else runs.push({ text: character, devanagari });
  }
  return runs;
}

function setLine(text: string, size: number, latin: LoadedFont): SetText {
  const { devanagari } = cardFonts();
  const paths: SetText['paths'] = [];
  let x = 0;
  for (const run of scriptRuns(text)) {
    const { font, upem } = run.devanagari ? devanagari : latin;
    const scale = size / upem;
    const buffer = new harfbuzz.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    harfbuzz.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const position = positions[i]!;
      const d = font.glyphToPath(info.codepoint);
      if (d) paths.push({ d, x: x + position.xOffset * scale, scale });
      x += position.xAdvance * scale;
    });
  }
  return { width: x, paths };
}

/** Words into at most `maxLines` lines of `maxWidth`; what does not fit ends the last line with '…'. */
export function wrapTitle(
  title: string,
  measure: (text: string) => number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  for (; index < words.length; index++) {
    const candidate = line ? `${line} ${words[index]}` : words[index]!;
    if (measure(candidate) <= maxWidth || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = words[index]!;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    index = words.length;
  }
  const overflow = index < words.length || lines.some((l) => measure(l) > maxWidth);
  if (overflow) {
    let last = lines[lines.length - 1]!;
    const characters = [...last];
    while (characters.length > 1 && measure(`${characters.join('').trimEnd()}…`) > maxWidth) characters.pop();
    last = `${characters.join('').trimEnd()}…`;
    lines[lines.length - 1] = last;
  }
  return lines;
}

function drawLine(set: SetText, x: number, baseline: number, fill: string): string {
  return set.paths
    .map(
      (glyph) =>
        `<path fill="${fill}" transform="translate(${(x + glyph.x).toFixed(1)} ${baseline}) scale(${glyph.scale.toFixed(5)} ${(-glyph.scale).toFixed(5)})" d="${glyph.d}"/>`,
    )
    .join('');
}

const CREST_LEFT = 80;
const CREST_TOP = 48;
const CREST_SCALE = 1.75;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(attributes)?.[1];

/**
 * The crest in the card's corner. Its <text> elements (the demo crest's letters) are set as outlines
 * like the rest of the card, so no system font is needed; the rest of the drawing is kept as it is.
 */
function drawCrest(crestSvg: string): string {
  const { bold } = cardFonts();
  const inner = crestSvg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  let letters = '';
  const shape = inner.replace(/<text([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => {
    const text = content.replace(/&(amp|lt|gt|quot|apos);/g, (__, name: string) => ENTITIES[name]!).trim();
    const size = Number(attribute(attributes, 'font-size') ?? 9) * CREST_SCALE;
    const set = setLine(text, size, bold);
    const anchor = attribute(attributes, 'text-anchor');
    const shift = anchor === 'middle' ? set.width / 2 : anchor === 'end' ? set.width : 0;
    const x = CREST_LEFT + Number(attribute(attributes, 'x') ?? 0) * CREST_SCALE - shift;
    const y = CREST_TOP + Number(attribute(attributes, 'y') ?? 0) * CREST_SCALE;
    letters += drawLine(set, x, y, attribute(attributes, 'fill') ?? '#000000');
    return '';
  });
  return `<g transform="translate(${CREST_LEFT} ${CREST_TOP}) scale(${CREST_SCALE})">${shape}</g>\n${letters}`;
}

const TITLE_SIZE = 64;
const TITLE_LEADING = 80;
const TEXT_LEFT = 80;
const TEXT_WIDTH = SHARE_CARD_WIDTH - 2 * TEXT_LEFT;

/** The card as SVG (every letter an outline). */
export function shareCardSvg(card: ShareCardText): string {
  const { regular, bold } = cardFonts();
  const lines = wrapTitle(card.title, (text) => setLine(text, TITLE_SIZE, bold).width, TEXT_WIDTH, 3);
  const titleTop = 250 + (3 - lines.length) * (TITLE_LEADING / 2);
  const title = lines
    .map((line, i) =>
      drawLine(setLine(line, TITLE_SIZE, bold), TEXT_LEFT, titleTop + i * TITLE_LEADING, '#ffffff'),
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${darkerColour(card.school.colour)}"/><stop offset="0.6" stop-color="${card.school.colour}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect y="586" width="1200" height="44" fill="#c9a227"/>
${drawCrest(card.school.crestSvg)}
${drawLine(setLine(card.school.line, 34, bold), 210, 98, '#ffffff')}
${drawLine(setLine(card.kind.toUpperCase(), 24, regular), 210, 140, '#f3e3b5')}
${title}
${drawLine(setLine(card.date, 36, regular), TEXT_LEFT, 540, '#f3e3b5')}
</svg>`;
}

/** The card as PNG (WhatsApp and others show no SVG previews). */
export async function renderShareCardPng(card: ShareCardText): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(card)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

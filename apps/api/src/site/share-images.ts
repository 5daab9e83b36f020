import sharp from 'sharp';
import type { SchoolIdentity } from '@skp/shared';
import { escapeHtml } from '../lib/html-page';

/** The school crest (the site's favicon), drawn in a 64x64 box. */
export const CREST = `<path d="M32 2 58 10v20c0 16-11 26-26 32C17 56 6 46 6 30V10z" fill="#7a1f2b"/><path d="M32 7 53 13.5V30c0 13-9 21.5-21 26.5C20 51.5 11 43 11 30V13.5z" fill="#fff8e7"/><path d="M18 24h12l2 2 2-2h12v18H34l-2 2-2-2H18z" fill="#c9a227"/><path d="M32 26v16" stroke="#7a1f2b" stroke-width="2"/><text x="32" y="21" font-family="Georgia,DejaVu Serif,serif" font-size="9" font-weight="700" text-anchor="middle" fill="#7a1f2b">SKP</text>`;

const SANS = 'DejaVu Sans,Liberation Sans,Arial,Helvetica,sans-serif';

/** The link-preview picture (Open Graph / Twitter): 1200x630, crest and school name on the main theme colours. */
export function shareCardSvg(school: SchoolIdentity): string {
  const { primary } = school.themes.main;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f111a"/><stop offset="0.6" stop-color="${primary}"/><stop offset="1" stop-color="#9a3441"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect y="586" width="1200" height="44" fill="#c9a227"/>
<g transform="translate(80 135) scale(5.5)">${crestInner(school)}</g>
<text x="480" y="270" font-family="${SANS}" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(school.name)}</text>
<text x="480" y="335" font-family="${SANS}" font-size="36" fill="#f3e3b5">${escapeHtml(school.town)}</text>
<text x="480" y="410" font-family="${SANS}" font-size="26" fill="#ffffff">English-medium · Co-educational · CBSE</text>
<text x="480" y="450" font-family="${SANS}" font-size="26" fill="#ffffff">Day cum Residential School up to Class 12</text>
</svg>`;
}

/** What is inside the crest's <svg> (the settings' drawing). */
function crestInner(school: SchoolIdentity): string {
  return school.crestSvg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
}

function crestSvg(school: SchoolIdentity, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${crestInner(school)}</svg>`;
}

/** The share card as PNG (WhatsApp and others do not show SVG previews). */
export async function renderShareCard(school: SchoolIdentity): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg(school)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The crest as a 512x512 PNG (the JSON-LD logo). */
export async function renderLogoPng(school: SchoolIdentity): Promise<Buffer> {
  return sharp(Buffer.from(crestSvg(school, 512)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The home-screen icons of the web app manifest: the crest, and a maskable one on a plain ground. */
export interface HomeScreenIcon {
  path: string;
  size: number;
  /** Share of the square the crest fills; a maskable icon keeps it inside the 80% safe circle. */
  crestShare: number;
  /** Maskable icons must not be transparent: they get a solid ground. */
  maskable?: boolean;
}

export const HOME_SCREEN_ICONS: HomeScreenIcon[] = [
  { path: '/icons/icon-192.png', size: 192, crestShare: 0.94 },
  { path: '/icons/icon-512.png', size: 512, crestShare: 0.94 },
  { path: '/icons/icon-maskable-512.png', size: 512, crestShare: 0.62, maskable: true },
];

/** A home-screen icon drawn from the school's crest. */
export async function renderHomeScreenIcon(school: SchoolIdentity, icon: HomeScreenIcon): Promise<Buffer> {
  const inner = Math.round(icon.size * icon.crestShare);
  const crest = await sharp(Buffer.from(crestSvg(school, inner)))
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: icon.maskable ? '#fffaf3' : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: crest, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

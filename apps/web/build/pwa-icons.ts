import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export interface IconSpec {
  fileName: string;
  size: number;
  /** Share of the square the logo fills; maskable icons keep it inside the 80% safe circle. */
  logoShare: number;
  /** Solid background (maskable icons must not be transparent), or transparent. */
  background?: string;
}

/** The web app manifest's icons (the main theme's colours, docs/requirements.md#header). */
export const PWA_ICONS: IconSpec[] = [
  { fileName: 'icons/icon-192.png', size: 192, logoShare: 0.94 },
  { fileName: 'icons/icon-512.png', size: 512, logoShare: 0.94 },
  { fileName: 'icons/icon-maskable-512.png', size: 512, logoShare: 0.62, background: '#fffaf3' },
];

/** Renders the square logo SVG as a PNG icon of spec.size pixels. */
export async function renderIcon(svg: Buffer, spec: IconSpec): Promise<Buffer> {
  const inner = Math.round(spec.size * spec.logoShare);
  const { width = 64 } = await sharp(svg).metadata();
  const logo = await sharp(svg, { density: Math.ceil((72 * inner) / width) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: spec.size,
      height: spec.size,
      channels: 4,
      background: spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Emits the manifest icons into the build, drawn from the logo at build time (nothing binary committed). */
export function pwaIconsPlugin(logoPath: string, icons: IconSpec[] = PWA_ICONS): Plugin {
  return {
    name: 'skp-pwa-icons',
    apply: 'build',
    async generateBundle() {
      const svg = await readFile(logoPath);
      for (const spec of icons) {
        this.emitFile({ type: 'asset', fileName: spec.fileName, source: await renderIcon(svg, spec) });
      }
    },
  };
}

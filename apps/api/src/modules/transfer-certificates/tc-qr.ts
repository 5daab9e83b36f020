import encodeQR from 'qr';
import sharp from 'sharp';

/** A TC's verification link as a QR code drawing (SVG), medium error correction, a quiet zone of 4 modules. */
export function qrSvg(url: string): string {
  return encodeQR(url, 'svg', { ecc: 'medium', border: 4 });
}

/** The same QR code as a 1024 px PNG (crisp edges: no smoothing between modules). */
export async function qrPng(url: string): Promise<Buffer> {
  return sharp(Buffer.from(qrSvg(url)), { density: 600 })
    .resize(1024, 1024, { kernel: 'nearest', fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

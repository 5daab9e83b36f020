/** File types the admin may upload, recognised by their first bytes (never by name or declared type). */
export type UploadKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf' | 'mp4' | 'webm';

/** ISO base media brands of MP4 files (phones, cameras, editors); QuickTime (.mov) and HEIC are not among them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Enough of a file's start for sniffFileType to decide. */
export const SNIFF_BYTES = 4096;

export {
  MAX_IMAGE_UPLOAD_BYTES as MAX_IMAGE_BYTES,
  MAX_PDF_UPLOAD_BYTES as MAX_PDF_BYTES,
} from '@skp/shared';

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** The upload kind from the magic bytes, or null for anything else (SVG, HTML, HEIC, archives, ...). */
export function sniffFileType(bytes: Buffer): UploadKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
    const major = brands[0];
    if (major === 'avif' || major === 'avis') return 'avif';
    // A generic HEIF container that declares AVIF; HEIC photos (brand heic/heix) are refused.
    if ((major === 'mif1' || major === 'msf1') && brands.includes('avif')) return 'avif';
    if (brands.some((brand) => MP4_BRANDS.has(brand))) return 'mp4';
    return null;
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  // Matroska's EBML header names its DocType near the start; plain Matroska (.mkv) is not accepted.
  if (bytes.subarray(0, 4).equals(EBML_MAGIC) && bytes.subarray(0, 64).includes('webm')) return 'webm';
  return null;
}

/** Looks like markup (SVG, HTML, XML): refused with a message that says so. */
export function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<');
}

/** A PDF ends with %%EOF (perhaps followed by whitespace); a cut-off upload does not. */
export function isCompletePdf(bytes: Buffer): boolean {
  return bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF');
}

/** The original name reduced to a harmless display name: no folders, no control characters. */
export function displayFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 150);
  return clean || fallback;
}

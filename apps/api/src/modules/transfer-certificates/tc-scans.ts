import { degrees, PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import sharp, { type OutputInfo } from 'sharp';
import { ValidationError } from '../../errors';

/** A4 in PDF points. */
const A4 = { short: 595.28, long: 841.89 } as const;
/** A picture's longest side in the PDF drawn from it: 300 dpi over A4's long side. */
const PICTURE_LONG_SIDE = 3508;
const MARGIN = 24;

/** A scan as it is kept: always a PDF (a picture is drawn onto an A4 page of its own). */
export interface KeptScan {
  pdf: Buffer;
  pages: number;
}

async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    const encrypted = /encrypt/i.test(String((error as Error).message));
    throw new ValidationError(
      encrypted
        ? 'The PDF is protected with a password; save it without one and upload it again'
        : 'The PDF could not be read; it may be damaged. Please scan or export it again',
    );
  }
}

/**
 * A checked upload (uploads.inspect) as the PDF that is kept: a PDF as it came (it must open and
 * have a page), a picture turned upright by its EXIF, scaled to 300 dpi at most and drawn onto an A4
 * page (portrait or landscape, as the picture is).
 */
export async function scanAsPdf(bytes: Buffer, kind: 'pdf' | 'image'): Promise<KeptScan> {
  if (kind === 'pdf') {
    const document = await loadPdf(bytes);
    const pages = document.getPageCount();
    if (pages === 0) throw new ValidationError('The PDF has no pages');
    return { pdf: bytes, pages };
  }
  let picture: { data: Buffer; info: OutputInfo };
  try {
    picture = await sharp(bytes)
      .rotate()
      .resize({
        width: PICTURE_LONG_SIDE,
        height: PICTURE_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError('The image could not be read; it may be damaged or incomplete');
  }
  const document = await PDFDocument.create();
  const image = await document.embedJpg(picture.data);
  const landscape = picture.info.width > picture.info.height;
  const [pageWidth, pageHeight] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const page = document.addPage([pageWidth, pageHeight]);
  const scale = Math.min(
    (pageWidth - 2 * MARGIN) / picture.info.width,
    (pageHeight - 2 * MARGIN) / picture.info.height,
  );
  const width = picture.info.width * scale;
  const height = picture.info.height * scale;
  page.drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
  return { pdf: Buffer.from(await document.save()), pages: 1 };
}

/** 'Verified copy, <site address>, <date of look-up>': what every page of a served copy carries. */
export function watermarkText(siteAddress: string, lookedUpOn: string): string {
  return `Verified copy, ${siteAddress}, ${lookedUpOn}`;
}

/**
 * The copy a look-up serves: every page carries the watermark three times, across the page
 * diagonally (large, translucent) and along its top and bottom edges (small, solid), so a cropped
 * or printed copy still says where and when it was verified.
 */
export async function watermarkedCopy(pdf: Buffer, text: string): Promise<Buffer> {
  const document = await loadPdf(pdf);
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const colour = rgb(0.62, 0.09, 0.13);
  for (const page of document.getPages()) {
    const { x: left, y: bottom, width, height } = page.getCropBox();
    const edgeSize = Math.max(6, Math.min(10, (width - 24) / font.widthOfTextAtSize(text, 1)));
    page.drawText(text, { x: left + 12, y: bottom + 8, size: edgeSize, font, color: colour });
    page.drawText(text, {
      x: left + 12,
      y: bottom + height - 8 - edgeSize,
      size: edgeSize,
      font,
      color: colour,
    });
    const diagonal = Math.hypot(width, height);
    const angle = Math.atan2(height, width);
    const size = Math.min(48, (diagonal * 0.8) / font.widthOfTextAtSize(text, 1));
    const textWidth = font.widthOfTextAtSize(text, size);
    // Centred on the page's middle, along its diagonal.
    const cx = left + width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 3;
    const cy = bottom + height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(text, {
      x: cx,
      y: cy,
      size,
      font,
      color: colour,
      opacity: 0.28,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  document.setTitle(text);
  document.setProducer('Transfer certificate verification');
  return Buffer.from(await document.save());
}

import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A one-page demo PDF with a letterhead, a title and paragraphs, made at seed time. */
export async function demoPdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('S.K.P. Vidya Vihar, Deoghar');
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const maroon = rgb(0.48, 0.12, 0.17);
  page.drawRectangle({ x: 0, y: 772, width: 595, height: 70, color: maroon });
  page.drawText('S.K.P. VIDYA VIHAR, DEOGHAR', { x: 40, y: 810, size: 18, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Under the aegis of SKP Charitable Trust  |  CBSE affiliated, up to 10+2', {
    x: 40,
    y: 790,
    size: 9,
    font: regular,
    color: rgb(1, 1, 1),
  });
  let y = 730;
  for (const line of wrap(title, 60)) {
    page.drawText(line, { x: 40, y, size: 15, font: bold, color: maroon });
    y -= 22;
  }
  y -= 8;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 92)) {
      if (y < 60) break;
      page.drawText(line, { x: 40, y, size: 10.5, font: regular });
      y -= 15;
    }
    y -= 10;
  }
  page.drawText('Demo document generated for the school website. Replace it from the admin.', {
    x: 40,
    y: 30,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return Buffer.from(await pdf.save());
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/[^\x20-\x7E]/g, '-').split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else {
      line = (line + ' ' + word).trim();
    }
  }
  if (line) lines.push(line);
  return lines;
}

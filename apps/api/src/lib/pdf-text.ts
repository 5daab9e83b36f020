/** Longest text kept of one PDF (a 25 MB PDF of text would otherwise be megabytes in the index). */
export const PDF_TEXT_MAX = 100_000;

/**
 * The text of a PDF (unpdf: Mozilla's pdf.js built for servers), '' when it has none (a scan) or
 * cannot be read. Never throws: a PDF whose text cannot be had is still a PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  try {
    // Loaded on first use: pdf.js is a large module most runs of the server never need.
    const { extractText, getDocumentProxy } = await import('unpdf');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { text } = await extractText(pdf, { mergePages: true });
      return text.replace(/\s+/g, ' ').trim().slice(0, PDF_TEXT_MAX);
    } finally {
      await pdf.destroy();
    }
  } catch {
    return '';
  }
}

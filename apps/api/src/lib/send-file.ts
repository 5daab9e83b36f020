import type { FastifyReply } from 'fastify';
import { NotFoundError } from '../errors';
import { contentDisposition, contentTypeOf, type FileStorage } from './file-storage';

/** Sent with every uploaded file: it is shown as an inert document, never run as part of the site. */
export const UPLOADED_FILE_CSP = "default-src 'none'; sandbox";

/** Streams a stored file with a safe name; 404 JSON when it is gone. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string | null | undefined; fileName: string; disposition: 'inline' | 'attachment' },
  missingMessage = 'File not found',
) {
  const stored = file.key ? await storage.open(file.key) : null;
  if (!stored || !file.key) throw new NotFoundError(missingMessage);
  return reply
    .header('Content-Type', contentTypeOf(file.key))
    .header('Content-Length', stored.size)
    .header('Content-Disposition', contentDisposition(file.disposition, file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', UPLOADED_FILE_CSP)
    .header('Cache-Control', 'public, max-age=300')
    .send(stored.stream);
}

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOAD_FOLDERS,
  type UploadFolder,
  uploadQuerySchema,
  uploadRulesFor,
  uploadSchema,
} from '@skp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors';
import { MAX_PDF_BYTES } from '../../lib/file-types';
import { ACCEPTED_TYPES_MESSAGE } from './uploads.service';
import { itemResponse } from '../../lib/response-schemas';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });
  const service = app.services.uploads;

  app.post(
    '/admin/uploads',
    {
      onRequest: [app.requireRole('editor'), refuseDeclaredTooLarge],
      bodyLimit: MAX_PDF_BYTES + 1024 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image or PDF (multipart/form-data, field "file")',
        description:
          'JPEG, PNG, WebP and AVIF images (at most 15 MB and 40 megapixels) become responsive WebP/AVIF ' +
          'variants with a placeholder; PDFs may be at most 25 MB. The type is read from the bytes; ' +
          'anything else (SVG, HTML, ...) is refused with 415. Names are made by the server.',
        querystring: uploadQuerySchema,
        response: { 201: itemResponse('upload', uploadSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaTypeError(
          `Send the file as multipart/form-data in a field named "file". ${ACCEPTED_TYPES_MESSAGE}`,
        );
      const { file, bytes } = await readUploadedFile(request);
      const upload = await service.accept(
        { bytes, fileName: file.filename, folder: request.query.folder },
        request.user!,
      );
      return reply.code(201).send({ status: 'success' as const, data: { upload } });
    },
  );
};

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/**
 * Refuses an upload whose declared Content-Length is already over its folder's limit, before a byte
 * of the body is read: a 30 MB photo on a slow line is turned away at once, not after a minute of
 * sending. `Connection: close` stops the client from sending the rest on this connection.
 */
async function refuseDeclaredTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared)) return;
  const folderParam = (request.query as { folder?: unknown }).folder;
  const folder: UploadFolder = UPLOAD_FOLDERS.includes(folderParam as UploadFolder)
    ? (folderParam as UploadFolder)
    : 'misc';
  const rules = uploadRulesFor(folder);
  if (declared <= rules.maxBytes + MULTIPART_OVERHEAD_BYTES) return;
  reply.header('connection', 'close');
  throw new PayloadTooLargeError(
    `The file is too large (${(declared / MB).toFixed(1)} MB): ${rules.summary}`,
  );
}

/** The one file of a multipart request; a malformed or oversized body is the sender's error, not ours. */
async function readUploadedFile(request: FastifyRequest) {
  try {
    const file = await request.file();
    if (!file) throw new ValidationError('No file was sent; add it in a field named "file"');
    return { file, bytes: await file.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeError('The file is too large: images may be at most 15 MB, PDFs 25 MB');
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new ValidationError(
      `The upload is not valid multipart/form-data (${message ?? 'unreadable body'})`,
    );
  }
}

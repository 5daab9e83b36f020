import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mediaSchema,
  UPLOAD_FOLDERS,
  type UploadFolder,
  uploadQuerySchema,
  uploadRulesFor,
  uploadSchema,
} from '@skp/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors';
import { MAX_PDF_BYTES } from '../../lib/file-types';
import { ACCEPTED_TYPES_MESSAGE } from './uploads.service';
import { itemResponse } from '../../lib/response-schemas';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxVideoBytes = app.config.video.maxUploadBytes;
  const largestFile = Math.max(MAX_PDF_BYTES, maxVideoBytes);
  await app.register(fastifyMultipart, {
    limits: { fileSize: largestFile, files: 1, fields: 5, parts: 6, fieldSize: 1000 },
  });
  const service = app.services.uploads;

  app.post(
    '/admin/uploads',
    {
      onRequest: [app.requireRole('editor'), refuseDeclaredTooLarge(maxVideoBytes)],
      bodyLimit: largestFile + 1024 * 1024,
      // A video from a phone on mobile data takes minutes: UPLOAD_TIMEOUT_MS, not REQUEST_TIMEOUT_MS.
      config: { uploadDeadline: true },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image, PDF or video (multipart/form-data, field "file")',
        description:
          'JPEG, PNG, WebP and AVIF images (at most 15 MB and 40 megapixels) become responsive WebP/AVIF ' +
          'variants with a placeholder; PDFs may be at most 25 MB. MP4 (H.264, HEVC, AV1) and WebM (VP8, VP9, ' +
          'AV1) videos go in the folders `videos` and `hero-videos` (at most VIDEO_UPLOAD_MAX_MB, default 100 MB), ' +
          'are streamed to storage, checked with ffprobe, and processed in the background (poster, H.264 MP4 ' +
          'at most 720p; hero videos lose their sound): see GET /admin/uploads/video. The type is read from the ' +
          'bytes; anything else (SVG, HTML, ...) is refused with 415. Names are made by the server.',
        querystring: uploadQuerySchema,
        response: { 201: itemResponse('upload', uploadSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new UnsupportedMediaTypeError(
          `Send the file as multipart/form-data in a field named "file". ${ACCEPTED_TYPES_MESSAGE}`,
        );
      const upload = await asClientError(async () => {
        const file = await request.file();
        if (!file) throw new ValidationError('No file was sent; add it in a field named "file"');
        return service.acceptStream(
          {
            stream: file.file,
            fileName: file.filename,
            folder: request.query.folder,
            truncated: () => file.file.truncated,
          },
          request.user!,
        );
      });
      return reply.code(201).send({ status: 'success' as const, data: { upload } });
    },
  );

  app.get(
    '/admin/uploads/video',
    {
      onRequest: [app.requireRole('editor')],
      schema: {
        tags: ['uploads'],
        summary: "An uploaded video's processing state and progress (the admin polls it while it runs)",
        querystring: z.object({
          url: z
            .string()
            .regex(/^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-]+\.(mp4|webm)$/, 'url must be an uploaded video'),
        }),
        response: { 200: z.object({ status: z.literal('success'), data: z.object({ media: mediaSchema }) }) },
      },
    },
    async (request) => {
      const media = await service.videos.status(request.query.url);
      if (!media?.video) throw new NotFoundError('No uploaded video has this address');
      return { status: 'success' as const, data: { media } };
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
function refuseDeclaredTooLarge(maxVideoBytes: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (!Number.isFinite(declared)) return;
    const folderParam = (request.query as { folder?: unknown }).folder;
    const folder: UploadFolder = UPLOAD_FOLDERS.includes(folderParam as UploadFolder)
      ? (folderParam as UploadFolder)
      : 'misc';
    const rules = uploadRulesFor(folder, maxVideoBytes);
    if (declared <= rules.maxBytes + MULTIPART_OVERHEAD_BYTES) return;
    reply.header('connection', 'close');
    throw new PayloadTooLargeError(
      `The file is too large (${(declared / MB).toFixed(1)} MB): ${rules.summary}`,
    );
  };
}

/** A database (SQLSTATE) or file-system (errno) failure, here or in its cause: ours, a 500. */
function isServerFault(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (/^[0-9A-Z]{5}$/.test(code) || /^E[A-Z]+$/.test(code))) return true;
  }
  return false;
}

/** A malformed, cut-off or oversized multipart body is the sender's error, not ours. */
async function asClientError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isServerFault(error)) throw error;
    const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeError('The file is too large: images may be at most 15 MB, PDFs 25 MB');
    if (statusCode !== undefined && statusCode < 500) throw error;
    throw new ValidationError(
      `The upload is not valid multipart/form-data (${message ?? 'unreadable body'})`,
    );
  }
}

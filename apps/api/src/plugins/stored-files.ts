import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { NotFoundError } from '../errors';
import { contentTypeOf, isValidFileKey, type ByteRange } from '../lib/file-storage';
import { UPLOADED_FILE_CSP } from '../lib/send-file';

/** Upload names are random and never reused, so they can be cached for good. */
const FOREVER = 'public, max-age=31536000, immutable';
/** A redirect to MEDIA_PUBLIC_URL may change with the configuration: kept a day. */
const REDIRECT_CACHE = 'public, max-age=86400';

function uploadedFileHeaders(reply: { header(name: string, value: string): unknown }) {
  reply.header('Cache-Control', FOREVER);
  reply.header('X-Content-Type-Options', 'nosniff');
  // Whatever an uploaded file holds (a PDF's scripts, HTML behind a video's header), nothing in
  // it may run on the site's origin, even when it is opened on its own.
  reply.header('Content-Security-Policy', UPLOADED_FILE_CSP);
}

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 14.1.2): the range, 'unsatisfiable', or
 * null to send the whole file (no header, several ranges, or one that cannot be read).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // The last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}

/**
 * Serves /uploads/<key>: from DATA_DIR/uploads as static files (local storage, the default), or from
 * the bucket through the app with range requests (what video players ask for), or by a redirect to
 * MEDIA_PUBLIC_URL (the bucket's or a CDN's address) when it is set.
 */
export async function registerStoredFiles(app: FastifyInstance, config: Config) {
  const { storage } = app;
  if (storage.kind === 'local') {
    mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: uploadedFileHeaders,
    });
    return;
  }

  // HEAD has its own route: Fastify's automatic one would read the whole object from the bucket.
  const options = { schema: { hide: true }, compress: false as const, exposeHeadRoute: false };
  app.head('/uploads/*', options, async (request, reply) => {
    const key = keyOf(request.params);
    if (config.mediaPublicUrl) return redirect(reply, key);
    const size = await storage.size(key);
    if (size === null) throw new NotFoundError('File not found');
    uploadedFileHeaders(reply);
    return reply
      .header('Content-Type', contentTypeOf(key))
      .header('Accept-Ranges', 'bytes')
      .header('Content-Length', size)
      .send();
  });

  app.get('/uploads/*', options, async (request, reply) => {
    const key = keyOf(request.params);
    if (config.mediaPublicUrl) return redirect(reply, key);
    const rangeHeader = request.headers.range;
    let range: ByteRange | null = null;
    let size: number | null = null;
    if (rangeHeader) {
      size = await storage.size(key);
      if (size === null) throw new NotFoundError('File not found');
      const parsed = parseByteRange(rangeHeader, size);
      if (parsed === 'unsatisfiable') {
        uploadedFileHeaders(reply);
        return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      }
      range = parsed;
    }
    const file = await storage.open(key, range ?? undefined);
    if (!file) throw new NotFoundError('File not found');
    uploadedFileHeaders(reply);
    reply.header('Content-Type', contentTypeOf(key)).header('Accept-Ranges', 'bytes');
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    return reply.header('Content-Length', file.size).send(file.stream);
  });

  function keyOf(params: unknown): string {
    const key = (params as { '*': string })['*'];
    if (!isValidFileKey(key)) throw new NotFoundError('File not found');
    return key;
  }

  function redirect(reply: FastifyReply, key: string) {
    return reply.header('Cache-Control', REDIRECT_CACHE).redirect(`${config.mediaPublicUrl}/${key}`, 302);
  }
}

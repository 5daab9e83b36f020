import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Public, cacheable API reads: everything under /api except the admin, auth and system paths. */
export function isPublicApiRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith('/api/') && !/^\/api\/(admin|auth|health|docs|openapi\.json)(\/|$)/.test(path);
}

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

interface CachedAnswer {
  payload: string;
  etag: string;
  contentType: string;
  expires: number;
}

/**
 * ETag + short Cache-Control on public reads (304 for a matching If-None-Match), and a
 * 3-second in-process copy of each answer so bursts of the same read cost one query. The copy
 * is only an optimisation: each instance keeps its own, it is dropped on any write here, and it
 * is never older than 3 seconds elsewhere. `onWrite` runs after every successful write too.
 */
export function registerHttpCache(
  app: FastifyInstance,
  options: { microCacheMs?: number; onWrite?: () => void } = {},
) {
  const ttl = options.microCacheMs ?? 3000;
  const answers = new Map<string, CachedAnswer>();

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicApiRead(request) || ttl <= 0) return;
    const key = `${request.host} ${request.url}`;
    const cached = answers.get(key);
    if (!cached) return;
    if (cached.expires < Date.now()) {
      answers.delete(key);
      return;
    }
    reply.header('ETag', cached.etag).header('Cache-Control', PUBLIC_CACHE_CONTROL).header('X-Cache', 'hit');
    if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
    return reply.header('Content-Type', cached.contentType).send(cached.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      answers.clear();
      options.onWrite?.();
      return payload;
    }
    if (!isPublicApiRead(request)) {
      if (
        (request.url.startsWith('/api/admin') || request.url.startsWith('/api/auth')) &&
        !reply.hasHeader('Cache-Control')
      ) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('X-Cache') === 'hit')
      return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (ttl > 0) {
      if (answers.size > 2000) answers.clear();
      answers.set(`${request.host} ${request.url}`, {
        payload,
        etag,
        contentType: String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
        expires: Date.now() + ttl,
      });
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}

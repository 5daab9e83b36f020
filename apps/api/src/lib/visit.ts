import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the server knows of one request, for counting it in aggregate (modules/stats; nothing of it is kept). */
export interface Visit {
  address: string;
  userAgent: string | undefined;
  referrer: string | undefined;
  /** The site's own host as the request named it (a link inside the site is not a source). */
  host: string | undefined;
  /** `Sec-Purpose: prefetch` or `Purpose: prefetch`: the browser guessing, not a person reading. */
  prefetch: boolean;
}

const PREFETCH = /(^|[\s;,])prefetch\b/i;

/** A request as a visit to count (a GET only: HEAD is a link checker's or a crawler's). */
export function visitOf(request: FastifyRequest): Visit | undefined {
  if (request.method !== 'GET') return undefined;
  const { headers } = request;
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  return {
    address: request.ip,
    userAgent: headers['user-agent'],
    referrer: typeof headers.referer === 'string' ? headers.referer : undefined,
    host: headers.host,
    prefetch: typeof purpose === 'string' && PREFETCH.test(purpose),
  };
}

const STAFF_SESSION = /(?:^|;)\s*(?:__Host-)?skp_session=/;

/** A file of the site sent (a notice's PDF, a document): counted as '<files>/<id>', as pages are. */
export function countDownload(app: FastifyInstance, request: FastifyRequest, key: string): void {
  const visit = visitOf(request);
  // Staff signed in, checking their own upload, are not the public.
  if (!visit || STAFF_SESSION.test(request.headers.cookie ?? '')) return;
  app.services.stats.countDownload(visit, key);
}

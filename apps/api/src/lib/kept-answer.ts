import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One kept answer, the same for the API's public reads and the rendered pages: the bytes as sent,
 * compressed once (brotli and gzip) when the answer is made, never per request, with the ETag of
 * those bytes; `matchesEtag` for If-None-Match, `encodingFor` for Accept-Encoding, and flights so
 * that an answer being made is made once for everyone asking for it meanwhile.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface KeptBytes {
  etag: string;
  identity: Buffer;
  /** Absent for answers below the compression threshold. */
  br?: Buffer;
  gzip?: Buffer;
  /** Bytes held in all (every encoding). */
  size: number;
}

/** Answers smaller than this go uncompressed, as @fastify/compress's threshold has it. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The ETag of an answer's bytes: weak for the API's JSON (as @fastify/etag made them), strong for pages. */
export function etagOf(body: string | Buffer, strength: 'weak' | 'strong'): string {
  const hash = createHash('sha1').update(body).digest('base64url');
  return strength === 'weak' ? `W/"${hash}"` : `"${hash.slice(0, 22)}"`;
}

/**
 * An answer's bytes in every encoding, with its ETag. Brotli quality 11 for small JSON answers (the
 * default), 9 for pages, whose 100 KB take quality 11 ~10x longer for ~3% fewer bytes.
 */
export async function keepBytes(
  body: string | Buffer,
  options: { etag: 'weak' | 'strong'; brotliQuality?: number; knownEtag?: string },
): Promise<KeptBytes> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const etag = options.knownEtag ?? etagOf(identity, options.etag);
  if (identity.length < COMPRESS_THRESHOLD) return { etag, identity, size: identity.length };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  return { etag, identity, br, gzip: gz, size: identity.length + br.length + gz.length };
}

function quality(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim() === 'q') return Number(value);
  }
  return 1;
}

/** The encoding @fastify/compress would choose: brotli, then gzip, among those the client accepts. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gz = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (!(quality(parameters) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gz = true;
  }
  return br ? 'br' : gz ? 'gzip' : 'identity';
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const encodings = new Map<string, Encoding>();
export function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = encodings.get(header);
  if (!encoding) {
    encoding = preferredEncoding(header);
    if (encodings.size > 100) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/** The bytes to send for `encoding`, and the encoding they really are in. */
export function bytesFor(kept: KeptBytes, encoding: Encoding): { body: Buffer; encoding: Encoding } {
  const body = encoding === 'identity' ? undefined : kept[encoding];
  return body ? { body, encoding } : { body: kept.identity, encoding: 'identity' };
}

/**
 * If-None-Match as RFC 9110 §13.1.2 has it: `*`, or a list of entity tags any of which matches by
 * the weak comparison (W/ ignored on both sides).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends kept bytes through Fastify: the ETag (a 304 when If-None-Match matches), the encoding the
 * client prefers (already compressed: @fastify/compress leaves an encoded answer alone) and Vary.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptBytes,
  options: { status?: number; vary?: string } = {},
): FastifyReply {
  const status = options.status ?? 200;
  reply.header('ETag', kept.etag);
  if (status === 200 && matchesEtag(request.headers['if-none-match'], kept.etag))
    return reply.code(304).send();
  const { body, encoding } = bytesFor(kept, encodingFor(request.headers['accept-encoding']));
  reply.header('Vary', options.vary ?? 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(status).send(body);
}

/**
 * Answers being made, by key: the first asker makes it, the others share its promise until it is
 * settled. `run` for a maker the caller holds; `open` for an answer settled later by someone else
 * (the API's answers are made by the route and kept in its onSend).
 */
export function createFlights<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    pending: (key: string): Promise<T> | undefined => pending.get(key),

    run(key: string, make: () => Promise<T>): Promise<T> {
      const flying = pending.get(key);
      if (flying) return flying;
      const made = make().finally(() => pending.delete(key));
      pending.set(key, made);
      return made;
    },

    /** Opens a flight for `key`; the function returned settles it (once; later calls do nothing). */
    open(key: string): (value: T) => void {
      let resolve!: (value: T) => void;
      pending.set(key, new Promise<T>((r) => (resolve = r)));
      let settled = false;
      return (value) => {
        if (settled) return;
        settled = true;
        pending.delete(key);
        resolve(value);
      };
    },
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  COMPRESS_THRESHOLD,
  bytesFor,
  createFlights,
  encodingFor,
  keepBytes,
  matchesEtag,
  type Encoding,
} from '../lib/kept-answer';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
const MAX_ENTRIES = 2000;
/** Bytes kept in all (every variant counted); the oldest answers go first. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Headers an answer gets anew each time, or that a kept answer must never replay. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'etag',
  'cache-control',
  'x-cache',
  'set-cookie',
]);

interface Variant {
  /** Flat [name, value, ...] list for writeHead. */
  headers: string[];
  body: Buffer;
}

interface StoredAnswer {
  bytes: number;
  entity: string;
  etag: string;
  expires: number;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  notModified: string[];
}

/** A request whose answer, once the app has made it, is kept for its URL (see keep()). */
export interface Fill {
  key: string;
  entity: string;
  /** The entity's content version when the request began: a write since then makes the answer unfit. */
  version: number;
  settle(answer: StoredAnswer | undefined): void;
}

/** Where answer() leaves the Fill on the request it lets through to the app. */
export const FILL = Symbol('publicAnswerFill');
type WithFill = IncomingMessage & { [FILL]?: Fill };

/** The Fill answer() left on this request, taken off it. */
export function takeFill(request: IncomingMessage): Fill | undefined {
  const fill = (request as WithFill)[FILL];
  (request as WithFill)[FILL] = undefined;
  return fill;
}

/**
 * A first look before routing, to skip the answer cache for what can never be in it. It decides
 * nothing about keeping: only a route declared public is kept (http-cache.ts, isPublicApiRead).
 */
export function isPublicApiPath(method: string | undefined, url: string | undefined): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/api/')) return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return !/^\/api\/(admin|auth|health|docs|openapi\.json)(\/|$)/.test(path);
}

/**
 * The cache key: the URL and everything an answer may be built from (faculty answers hold absolute
 * URLs made from Host, or from X-Forwarded-Host/-Proto behind a trusted proxy).
 */
export function answerKey(request: IncomingMessage, behindProxy: boolean): string {
  const { headers } = request;
  const forwarded = behindProxy ? `${headers['x-forwarded-proto']} ${headers['x-forwarded-host']} ` : '';
  return `${headers.host} ${forwarded}${request.url}`;
}

function flatHeaders(
  headers: Record<string, string | number | string[] | undefined>,
  include = (_name: string) => true,
): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || NOT_REPLAYED.has(lower) || !include(lower)) continue;
    for (const one of [value].flat()) flat.push(name, String(one));
  }
  return flat;
}

/**
 * Finished public answers, pre-serialized and pre-compressed (brotli and gzip) with their ETag,
 * written straight to the socket. A URL whose answer is being made is made once: other requests for
 * it wait for that answer instead of asking the database too.
 */
export function createPublicAnswers(options: { onHit?(): void } = {}) {
  const answers = new Map<string, StoredAnswer>();
  let totalBytes = 0;

  function remove(key: string) {
    const answer = answers.get(key);
    if (!answer) return;
    totalBytes -= answer.bytes;
    answers.delete(key);
  }
  const filling = createFlights<StoredAnswer | undefined>();

  function write(answer: StoredAnswer, request: IncomingMessage, response: ServerResponse) {
    options.onHit?.();
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      response.writeHead(304, answer.notModified);
      response.end();
      return;
    }
    const encoding = encodingFor(request.headers['accept-encoding']);
    const variant = answer.variants[encoding] ?? answer.variants.identity;
    response.writeHead(200, variant.headers);
    if (request.method === 'HEAD') response.end();
    else response.end(variant.body);
  }

  function fresh(key: string): StoredAnswer | undefined {
    const answer = answers.get(key);
    if (answer && answer.expires <= Date.now()) {
      remove(key);
      return undefined;
    }
    return answer;
  }

  return {
    /**
     * Answers `request` from a kept answer (true), or once the answer being made for its URL is ready
     * (a promise of true); false (or a promise of false) when the app must answer. When nobody is
     * making this URL's answer yet and `describe` allows keeping one, the request carries a Fill
     * (takeFill) whose answer keep() stores and hands to the requests waiting for it.
     */
    answer(
      request: IncomingMessage,
      response: ServerResponse,
      key: string,
      describe: () => { entity: string; version: number } | undefined,
    ): boolean | Promise<boolean> {
      const kept = fresh(key);
      if (kept) {
        write(kept, request, response);
        return true;
      }
      const pending = filling.pending(key);
      if (pending) {
        return pending.then((answer) => {
          if (!answer) return false;
          write(answer, request, response);
          return true;
        });
      }
      const description = describe();
      if (description) {
        const fill: Fill = { key, ...description, settle: filling.open(key) };
        (request as WithFill)[FILL] = fill;
        // An answer that is never sent (the client went away, an error) must not keep others waiting.
        response.once('close', () => {
          if ((request as WithFill)[FILL] === fill) fill.settle(undefined);
        });
      }
      return false;
    },

    /** Keeps the app's answer `body` for its URL (compressed off the event loop), then settles the fill. */
    async keep(
      fill: Fill,
      body: string,
      headers: Record<string, string | number | string[] | undefined>,
      etag: string,
      stillValid: () => number | undefined,
    ): Promise<void> {
      try {
        if (Buffer.byteLength(body) > MAX_ANSWER_BYTES) return fill.settle(undefined);
        const kept = await keepBytes(body, { etag: 'weak', knownEtag: etag });
        const expires = stillValid();
        if (expires === undefined) return fill.settle(undefined);
        const common = flatHeaders(headers);
        const shared = ['ETag', etag, 'Cache-Control', PUBLIC_CACHE_CONTROL, 'X-Cache', 'hit'];
        const variant = (encoding: Encoding): Variant => {
          const { body: bytes } = bytesFor(kept, encoding);
          return {
            body: bytes,
            headers: [
              ...common,
              ...shared,
              ...(kept.identity.length >= COMPRESS_THRESHOLD ? ['Vary', 'accept-encoding'] : []),
              ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
              'Content-Length',
              String(bytes.length),
            ],
          };
        };
        const answer: StoredAnswer = {
          bytes: kept.size,
          entity: fill.entity,
          etag,
          expires,
          variants: {
            identity: variant('identity'),
            ...(kept.br ? { br: variant('br') } : {}),
            ...(kept.gzip ? { gzip: variant('gzip') } : {}),
          },
          notModified: [...flatHeaders(headers, (name) => !name.startsWith('content-')), ...shared],
        };
        remove(fill.key);
        while (
          answers.size > 0 &&
          (answers.size >= MAX_ENTRIES || totalBytes + answer.bytes > MAX_TOTAL_BYTES)
        )
          remove(answers.keys().next().value!);
        answers.set(fill.key, answer);
        totalBytes += answer.bytes;
        fill.settle(answer);
      } catch {
        fill.settle(undefined);
      }
    },

    /** Drops the kept answers of these entities (all of them for '*'), or every one. */
    forget(entities?: readonly string[], everything = '*') {
      if (!entities || entities.includes(everything)) {
        answers.clear();
        totalBytes = 0;
        return;
      }
      for (const [key, answer] of answers) {
        if (answer.entity === everything || entities.includes(answer.entity)) remove(key);
      }
    },

    get size() {
      return answers.size;
    },
  };
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;

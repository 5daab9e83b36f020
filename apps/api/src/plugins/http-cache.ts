import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerFactory } from 'fastify';
import fp from 'fastify-plugin';
import { entityReadBy } from './content-entities';
import { takingTurns } from './request-turns';
import {
  PUBLIC_CACHE_CONTROL,
  answerKey,
  createPublicAnswers,
  isPublicApiPath,
  takeFill,
  type Fill,
} from './public-answers';
import { etagOf, matchesEtag } from '../lib/kept-answer';

export { PUBLIC_CACHE_CONTROL };

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts for the request log's summary. */
    publicAnswers: { readonly hits: number; readonly size: number };
  }
}

/** Requests started per event-loop turn (see request-turns.ts): measured fairest at 1,000 connections. */
const REQUESTS_PER_TURN = 3;

type AnswerFirst = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;
const answerFirst = new WeakMap<Server, AnswerFirst>();

/**
 * Fastify's serverFactory: an HTTP server that offers each request to the public answer cache before
 * Fastify sees it, so a kept answer costs no routing, request id, logger, hooks or headers work.
 */
export const serverWithPublicAnswers: FastifyServerFactory = (handler, options) => {
  // Fastify's options.http (headersTimeout, connectionsCheckingInterval) as its own server would get them.
  const server = createServer(
    (options as { http?: ServerOptions }).http ?? {},
    takingTurns((request, response) => {
      const answer = answerFirst.get(server);
      const answered = answer ? answer(request, response) : false;
      if (answered === true) return;
      if (answered === false) return handler(request, response);
      answered.then(
        (done) => done || handler(request, response),
        () => handler(request, response),
      );
    }, REQUESTS_PER_TURN),
  );
  // What Fastify's own server would get from these options.
  server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
  server.requestTimeout = Number(options.requestTimeout ?? 0);
  server.setTimeout(Number(options.connectionTimeout ?? 0));
  return server;
};

const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?skp_session=/;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Whether the request carries a staff session cookie (valid or not): its answer is never kept nor public. */
export function carriesSession(request: IncomingMessage): boolean {
  const cookie = request.headers.cookie;
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/**
 * A public read: a GET or HEAD the router matched to a route whose own definition says it is public
 * (`config: PUBLIC_READ`), asked without a session. Only these answers are kept and marked public.
 */
export function isPublicApiRead(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.routeOptions.config?.publicRead === true &&
    !carriesSession(request.raw)
  );
}

const LOOKED_UP = Symbol('publicAnswerLookedUp');
type Marked = IncomingMessage & { [LOOKED_UP]?: boolean };

/** Whether a body follows the headers (a declared length above 0, or a chunked body). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Public reads get an ETag and a short Cache-Control (304 for a matching If-None-Match), and their
 * answers are kept in the serving process, pre-serialized and pre-compressed, and answered before
 * any other per-request work (through serverWithPublicAnswers, or else as the first onRequest hook).
 * A kept answer lasts until a write changes its entity (app.contentVersion: here or on another
 * instance), until the next scheduled publish/expiry time, and at most `maxAgeMs` (for changes made
 * outside the app); 0 keeps nothing.
 */
async function httpCachePlugin(app: FastifyInstance, options: { maxAgeMs: number }) {
  const { contentVersion } = app;
  const behindProxy = app.config.trustProxy !== false && app.config.trustProxy !== 'false';
  let hits = 0;
  let closing = false;
  const answers = createPublicAnswers({ onHit: () => hits++ });
  app.decorate('publicAnswers', {
    get hits() {
      return hits;
    },
    get size() {
      return answers.size;
    },
  });
  contentVersion.subscribe((change) => answers.forget(change.entities));

  // Whether the answer may be kept is decided when it is made (keepUntil): the schedule may be
  // looked up meanwhile.
  function describe(url: string) {
    if (!contentVersion.reliable) return undefined;
    const entity = entityReadBy(url);
    return { entity, version: contentVersion.of(entity) };
  }

  /** Until when an answer made for `fill` may be kept, or undefined when it may not. */
  function keepUntil(fill: Fill): number | undefined {
    const now = Date.now();
    const next = contentVersion.nextChangeAt;
    if (!contentVersion.reliable || contentVersion.of(fill.entity) !== fill.version || next <= now)
      return undefined;
    return Math.min(now + options.maxAgeMs, next);
  }

  const tryAnswer: AnswerFirst = (request, response) => {
    // Only a cheap first look at the URL: whether an answer is kept is decided once the router has
    // matched the request (isPublicApiRead), so a kept answer only ever exists for a public route.
    if (
      options.maxAgeMs <= 0 ||
      closing ||
      !isPublicApiPath(request.method, request.url) ||
      hasBody(request) ||
      carriesSession(request)
    )
      return false;
    (request as Marked)[LOOKED_UP] = true;
    const url = request.url!;
    return answers.answer(request, response, answerKey(request, behindProxy), () => describe(url));
  };
  answerFirst.set(app.server, tryAnswer);

  // inject() (and a server not made by serverWithPublicAnswers) comes through Fastify: answer first here.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.raw as Marked)[LOOKED_UP]) return done();
    const answered = tryAnswer(request.raw, reply.raw);
    if (answered === false) return done();
    if (answered === true) {
      reply.hijack();
      return done();
    }
    answered.then(
      (yes) => {
        if (yes) reply.hijack();
        done();
      },
      () => done(),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const fill = takeFill(request.raw);
    if (!isPublicApiRead(request)) {
      fill?.settle(undefined);
      // Answers to staff (a session) and from routes not declared public are for this browser only.
      // (The router's match, not the URL's spelling, says what is an API route.)
      const apiRoute = request.routeOptions.url?.startsWith('/api') === true;
      if (!reply.hasHeader('Cache-Control') || (apiRoute && carriesSession(request.raw))) {
        reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      }
      return done(null, payload);
    }
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      reply.hasHeader('Set-Cookie') ||
      (fill && entityReadBy(request.routeOptions.url ?? '') !== fill.entity)
    ) {
      fill?.settle(undefined);
      return done(null, payload);
    }
    const etag = etagOf(payload, 'weak');
    reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL);
    if (fill) void answers.keep(fill, payload, reply.getHeaders(), etag, () => keepUntil(fill));
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return done(null, '');
    }
    return done(null, payload);
  });

  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
}

export const registerHttpCache = fp(httpCachePlugin, {
  name: 'http-cache',
  dependencies: ['content-version'],
});

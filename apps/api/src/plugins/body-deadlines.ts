import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, preParsingAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { answerOnSocketAndClose, type SocketProblem } from './error-handler';
import { hasBody } from './http-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body may take UPLOAD_TIMEOUT_MS instead of REQUEST_TIMEOUT_MS, as long as bytes keep
     * arriving (UPLOAD_IDLE_TIMEOUT_MS): granted only once the route's onRequest checks (its role) passed.
     */
    uploadDeadline?: boolean;
  }
}

interface BodyDeadlineOptions {
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  uploadIdleTimeoutMs: number;
}

interface Deadline {
  startedAt: number;
  stop: () => void;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const minutes = (ms: number) => (ms >= 120_000 ? `${Math.round(ms / 60_000)} minutes` : seconds(ms));

/**
 * Deadlines for a request's body. Node's `requestTimeout` is one number for the whole server, but a
 * 60 MB video from a phone on mobile data needs minutes while everything else should arrive within
 * REQUEST_TIMEOUT_MS. So Node's own limit is only the backstop (set to the upload deadline), and here
 * every request with a body gets REQUEST_TIMEOUT_MS from the end of its headers, checked by a timer
 * of its own. An upload route (`config.uploadDeadline`) swaps that, after its role check, for
 * UPLOAD_TIMEOUT_MS in all and UPLOAD_IDLE_TIMEOUT_MS without a byte: a slow phone is fine, a
 * stalled or trickling one is not. A request cut off gets a 408 with the JSON error and its
 * connection is closed; the handler then sees its body end early and keeps nothing.
 */
async function bodyDeadlinesPlugin(app: FastifyInstance, options: BodyDeadlineOptions) {
  const deadlines = new WeakMap<IncomingMessage, Deadline>();
  const requestTooSlow: SocketProblem = {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  };
  const uploadTooSlow: SocketProblem = {
    status: 408,
    code: 'UPLOAD_TIMEOUT',
    message: `The upload took longer than ${minutes(options.uploadTimeoutMs)}; please try a smaller file or a faster connection`,
  };
  const uploadStalled: SocketProblem = {
    status: 408,
    code: 'UPLOAD_STALLED',
    message: `The upload stopped arriving (nothing for ${seconds(options.uploadIdleTimeoutMs)}); please check the connection and try again`,
  };

  // First in line, so the deadline runs from the moment the headers are in, before any hook.
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const timer = setTimeout(() => cutOff(request, response, requestTooSlow), options.requestTimeoutMs);
    const stop = () => clearTimeout(timer);
    request.once('end', stop);
    request.once('close', stop);
    deadlines.set(request, { startedAt: Date.now(), stop });
  });

  const allowSlowUpload: preParsingAsyncHookHandler = async (request, reply, payload) => {
    const raw = request.raw;
    const deadline = deadlines.get(raw);
    if (!deadline || raw.complete) return payload;
    deadline.stop();
    const response = reply.raw;
    const left = options.uploadTimeoutMs - (Date.now() - deadline.startedAt);
    const timer = setTimeout(() => cutOff(raw, response, uploadTooSlow), left);
    // The socket's idle timer restarts with every chunk the HTTP parser reads.
    const onIdle = () => cutOff(raw, response, uploadStalled);
    raw.setTimeout(options.uploadIdleTimeoutMs, onIdle);
    const stop = () => {
      clearTimeout(timer);
      raw.off('timeout', onIdle);
      // Once the answer is out, the socket's timer is Node's keep-alive timer: not ours to clear.
      if (!response.writableFinished) raw.socket?.setTimeout(0);
    };
    raw.once('end', stop);
    raw.once('close', stop);
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.uploadDeadline) return;
    route.preParsing = [route.preParsing ?? []].flat().concat(allowSlowUpload);
  });
}

function cutOff(request: IncomingMessage, response: ServerResponse, problem: SocketProblem) {
  if (request.complete || request.socket.destroyed) return;
  answerOnSocketAndClose(request.socket, problem, response);
}

export const registerBodyDeadlines = fp(bodyDeadlinesPlugin, { name: 'body-deadlines' });

import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError } from '../errors';

const PART_LABEL: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** Turns every error into `{ status: 'error', message, code, fieldErrors? }`; 5xx hide internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      // No prototype: a parameter named 'constructor' or '__proto__' is just another key.
      const fieldErrors: Record<string, string[]> = Object.create(null);
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || part;
        (fieldErrors[path] ??= []).push(issue.message ?? 'is invalid');
      }
      const message = Object.entries(fieldErrors)
        .map(([field, messages]) => `Invalid ${PART_LABEL[part] ?? part} '${field}': ${messages.join('; ')}`)
        .join('. ');
      return reply.code(400).send({ status: 'error', code: 'VALIDATION_ERROR', message, fieldErrors });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', error.retryAfterSeconds);
      return reply.code(error.statusCode).send({
        status: 'error',
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({
        status: 'error',
        code: error.code ?? 'BAD_REQUEST',
        message: clientMessage(error, statusCode),
      });
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value (class 22: bad character, out of range, ...): the input's fault.
      return reply.code(400).send({
        status: 'error',
        code: 'INVALID_VALUE',
        message: 'The request contains a value the server cannot store or search for',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable, please try again shortly',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ status: 'error', code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
  });
}

function clientMessage(error: FastifyError, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON';
    default:
      if (statusCode === 400 && error instanceof SyntaxError) return 'The request body is not valid JSON';
      return error.message || 'Bad request';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  const message = String((error as Error).message ?? '');
  return (
    CONNECTION_CODES.has(code ?? '') ||
    CONNECTION_CODES.has(causeCode ?? '') ||
    /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(message)
  );
}

/** Errors Node's HTTP parser raises before Fastify sees a request, as the JSON error shape. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
    message: 'The request headers are too large',
  },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerOnSocketAndClose(
    socket,
    CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP',
    },
  );
}

export interface SocketProblem {
  status: number;
  code: string;
  message: string;
}

/**
 * Writes the JSON error straight to the socket and closes it: for a request that must not go on
 * arriving (a deadline passed), whatever its handler is doing. After an answer has begun there is
 * nothing left to say: the connection is just closed.
 */
export function answerOnSocketAndClose(socket: Socket, problem: SocketProblem, response?: ServerResponse) {
  const body = JSON.stringify({ status: 'error', code: problem.code, message: problem.message });
  if (socket.writable && !response?.headersSent)
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** Fastify's own routing errors (bad URL encoding, a too long path parameter) as the JSON error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.code(tooLong ? 414 : 400).send({
    status: 'error',
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
    message: tooLong
      ? 'A part of the address is too long'
      : 'The address is not valid (bad percent-encoding)',
  });
}

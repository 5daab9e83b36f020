import type { EnquiryFormState, Locale } from '@skp/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, TooManyRequestsError } from '../errors';
import type { Services } from '../lib/define-module';

/**
 * A page's form that also works without JavaScript: a plain HTML POST to the page's own path,
 * checked with the JSON API's own schema and handed to the same service call.
 */
export interface PageForm {
  /** The form's element id: the redirect after a successful post leads back to it. */
  anchor: string;
  schema: z.ZodObject;
  /** `locale`: the edition of the page posted to (recorded with the enquiry's consent). */
  submit(services: Services, input: unknown, clientAddress: string, locale: Locale): Promise<unknown>;
  /** The query of the page the browser is sent back to after a success (default `?enquiry=sent`). */
  sentQuery?(result: unknown): Record<string, string>;
}

export function pageForm<S extends z.ZodObject, R = unknown>(
  anchor: string,
  schema: S,
  submit: (services: Services, input: z.output<S>, clientAddress: string, locale: Locale) => Promise<R>,
  sentQuery?: (result: R) => Record<string, string>,
): PageForm {
  return {
    anchor,
    schema,
    submit: (services, input, address, locale) => submit(services, input as z.output<S>, address, locale),
    ...(sentQuery ? { sentQuery: (result: unknown) => sentQuery(result as R) } : {}),
  };
}

/** The hidden field bots fill in (the service drops their submission); never echoed back. */
const HONEYPOT_FIELD = 'website';
/** Urlencoded text is up to 9 bytes per typed character (Devanagari): room for a full message. */
const FORM_BODY_LIMIT = 64 * 1024;

/** After a successful post the browser is sent back to `<page>?enquiry=sent` (a reload sends nothing again). */
export function sentQuery(raw: Readonly<Record<string, unknown>>): Record<string, string> {
  return raw.enquiry === 'sent' ? { enquiry: 'sent' } : {};
}

export function sentState(query: Record<string, string>): { enquiry?: EnquiryFormState } {
  return query.enquiry === 'sent' ? { enquiry: { result: 'success', values: {}, fieldErrors: {} } } : {};
}

function firstIssues(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** What was typed into the form's own fields, to show again beside the problems. */
function keptValues(schema: z.ZodObject, posted: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) {
    const value = posted[field];
    if (field !== HONEYPOT_FIELD && typeof value === 'string') kept[field] = value;
  }
  return kept;
}

export type RenderFormAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  status: number,
  state: EnquiryFormState,
) => Promise<void>;

/**
 * POST <page path> for every page with a form: stored exactly as the JSON API stores it (same
 * service, rate limit, honeypot and outbox; the same-origin rule of plugins/auth.ts applies to
 * every write), then a 303 back to the page with the success text; a refusal re-renders the page
 * with what was typed and each field's problem (400), or the reason (429).
 */
export function registerPageFormPosts(
  app: FastifyInstance,
  forms: { path: string; locale: Locale; form: PageForm }[],
  renderAnswer: RenderFormAnswer,
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const { path, locale, form } of forms) {
      scope.post(path, { schema: { hide: true }, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
        const posted =
          request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
        const values = keptValues(form.schema, posted);
        const parsed = form.schema.safeParse(posted);
        if (!parsed.success) {
          await renderAnswer(request, reply, path, 400, {
            result: 'error',
            values,
            fieldErrors: firstIssues(parsed.error),
          });
          return reply;
        }
        let result: unknown;
        try {
          result = await form.submit(app.services, parsed.data, request.ip, locale);
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          if (error instanceof TooManyRequestsError) reply.header('Retry-After', error.retryAfterSeconds);
          // A refusal that names fields (a wrong code) shows beside them, as the schema's own do.
          const named = Object.fromEntries(
            Object.entries(error.fieldErrors ?? {}).flatMap(([field, problems]) =>
              problems[0] === undefined ? [] : [[field, problems[0]]],
            ),
          );
          await renderAnswer(request, reply, path, error.statusCode, {
            result: 'error',
            values,
            fieldErrors: named,
            detail: error.message,
          });
          return reply;
        }
        const query = new URLSearchParams(form.sentQuery?.(result) ?? { enquiry: 'sent' }).toString();
        return reply.code(303).header('Location', `${path}?${query}#${form.anchor}`).send();
      });
    }
  });
}

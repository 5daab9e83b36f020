import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  LOCALES,
  localePath,
  SUBSCRIBE_CONFIRM_PATH,
  SUBSCRIBE_PAGE_PATH,
  UNSUBSCRIBE_PATH,
  type Locale,
} from '@skp/shared';

const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 100) : '');

/**
 * The links of a subscriber's mails, in both editions, answered without signing in:
 * - GET /subscribe/confirm?token=: confirms, then 303 to the page saying so;
 * - GET /subscribe/unsubscribe?token=: the page with the Unsubscribe button (a GET never
 *   unsubscribes: mail scanners open links);
 * - POST /subscribe/unsubscribe?token= (the button, or a mail program's RFC 8058 one-click POST
 *   with the body `List-Unsubscribe=One-Click`): unsubscribes. The one-click answer is a plain 200.
 */
export function registerSubscribeLinks(app: FastifyInstance) {
  const { services } = app;
  const pageWith = (locale: Locale, query: string) => `${localePath(SUBSCRIBE_PAGE_PATH, locale)}?${query}`;
  const seeOther = (reply: FastifyReply, location: string) =>
    reply.code(303).header('Cache-Control', 'no-store').header('Location', location).send();

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const locale of LOCALES) {
      scope.get<{ Querystring: { token?: string } }>(
        localePath(SUBSCRIBE_CONFIRM_PATH, locale),
        { schema: { hide: true } },
        async (request, reply) => {
          const confirmed = await services.subscriptions.confirm(tokenOf(request.query.token));
          return seeOther(reply, pageWith(locale, `state=${confirmed ? 'confirmed' : 'invalid'}`));
        },
      );
      scope.get<{ Querystring: { token?: string } }>(
        localePath(UNSUBSCRIBE_PATH, locale),
        { schema: { hide: true } },
        async (request, reply) =>
          seeOther(
            reply,
            pageWith(locale, `unsubscribe=${encodeURIComponent(tokenOf(request.query.token))}`),
          ),
      );
      scope.post<{ Querystring: { token?: string }; Body: Record<string, string> | undefined }>(
        localePath(UNSUBSCRIBE_PATH, locale),
        { schema: { hide: true }, bodyLimit: 4096 },
        async (request, reply) => {
          const body = request.body && typeof request.body === 'object' ? request.body : {};
          const token = tokenOf(request.query.token) || tokenOf(body.token);
          const done = await services.subscriptions.unsubscribe(token);
          if (body['List-Unsubscribe'] === 'One-Click') {
            // Unsubscribed, or already gone: the same answer (a mail program may post twice).
            return reply
              .code(200)
              .header('Cache-Control', 'no-store')
              .header('Content-Type', 'text/plain; charset=utf-8')
              .send('Unsubscribed');
          }
          return seeOther(reply, pageWith(locale, `state=${done ? 'unsubscribed' : 'invalid'}`));
        },
      );
    }
  });
}

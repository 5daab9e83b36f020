import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamsSchema,
  pushKeySchema,
  pushRenewInputSchema,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
  subscribeInputSchema,
  subscribeReceiptSchema,
  subscriptionCountsSchema,
  subscriptionSchema,
  sendProgressSchema,
  urgentAlertInputSchema,
  urgentAlertSchema,
} from '@skp/shared';
import { itemResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const adminTags = ['subscriptions (admin)'];

/**
 * The public subscription (JSON; the page's plain form posts to /subscribe), and what staff see:
 * counts, one address's look-up and erasure, 'send again'. No route lists subscribers.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subscriptions;
  const editor = app.requireRole('editor');

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe to notices by e-mail (a confirmation mail is sent first)',
        description:
          'Nothing but the confirmation mail is sent before its link is opened. The answer is the same for every address. At most 5 per address in 10 minutes (429 with Retry-After).',
        body: subscribeInputSchema,
        response: { 201: envelope(z.object({ subscription: subscribeReceiptSchema })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: { subscription: await service.subscribe(request.body, request.ip) },
      }),
  );

  app.get(
    '/subscriptions/push/key',
    {
      // The same for every visitor until the keys are rotated (a restart): kept like other public reads.
      config: PUBLIC_READ,
      schema: {
        tags: ['subscriptions'],
        summary: "The server's VAPID public key: a browser's applicationServerKey for PushManager.subscribe",
        response: { 200: itemResponse('push', pushKeySchema) },
      },
    },
    async () => ({
      status: 'success' as const,
      data: { push: { publicKey: await service.pushPublicKey() } },
    }),
  );

  app.post(
    '/subscriptions/push',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Notifications on this phone: stores the browser's push subscription and choices",
        description:
          "The body is PushSubscription.toJSON() (endpoint, keys.p256dh, keys.auth) with the topics and language. The endpoint must be a browser push service's address. Stored at once (the browser asked permission); the same endpoint again replaces its keys and choices. At most 20 per address in 10 minutes (429 with Retry-After).",
        body: pushSubscribeInputSchema,
        response: { 201: envelope(z.object({ subscription: z.object({ subscribed: z.literal(true) }) })) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: { subscription: await service.subscribePush(request.body, request.ip) },
      }),
  );

  app.post(
    '/subscriptions/push/renew',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The browser renewed this phone's subscription: the new one replaces the old",
        description:
          "Sent by the site's service worker on pushsubscriptionchange: the new PushSubscription.toJSON() and the endpoint it replaces (oldEndpoint). The phone's topics and language are kept. 404 when no phone is subscribed at oldEndpoint. At most 20 per address in 10 minutes (429 with Retry-After).",
        body: pushRenewInputSchema,
        response: { 200: envelope(z.object({ subscription: z.object({ renewed: z.literal(true) }) })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { subscription: await service.renewPush(request.body, request.ip) },
    }),
  );

  app.post(
    '/subscriptions/push/unsubscribe',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Stop notifications on this phone: deletes the phone's subscription",
        body: pushUnsubscribeInputSchema,
        response: { 200: envelope(z.object({ unsubscribed: z.boolean() })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { unsubscribed: await service.unsubscribePush(request.body) },
    }),
  );

  app.get(
    '/admin/subscriptions/counts',
    {
      onRequest: editor,
      schema: {
        tags: adminTags,
        summary: 'How many parents subscribe (confirmed, waiting, per topic): totals only',
        response: { 200: itemResponse('counts', subscriptionCountsSchema) },
      },
    },
    async () => ({ status: 'success' as const, data: { counts: await service.counts() } }),
  );

  app.get(
    '/admin/subscriptions/lookup',
    {
      onRequest: editor,
      schema: {
        tags: adminTags,
        summary: "One address's subscription (null when the address has none)",
        querystring: z.object({ email: z.string().trim().min(3, 'email is required').max(254) }),
        response: { 200: itemResponse('subscription', subscriptionSchema.nullable()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { subscription: await service.findByEmail(request.query.email) },
    }),
  );

  app.post(
    '/admin/subscriptions/erase',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: adminTags,
        summary: "Erases one address's subscription (a parent's request)",
        body: z.object({ email: z.string().trim().min(3, 'email is required').max(254) }),
        response: { 200: itemResponse('erased', z.number().int()) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { erased: (await service.eraseByEmail(request.body.email, request.user ?? null)).erased },
    }),
  );

  app.post(
    '/admin/subscriptions/urgent-alert',
    {
      onRequest: editor,
      schema: {
        tags: adminTags,
        summary: "The urgent alert ('School closed tomorrow'): banner, notice and a mail to every subscriber",
        description:
          'One transaction: the urgent banner (text = title, for `hours`, default 24), a high-priority notice, and its sends to every confirmed subscriber. Refused (400) while another urgent banner shows.',
        body: urgentAlertInputSchema,
        response: { 201: itemResponse('alert', urgentAlertSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        status: 'success',
        data: { alert: await service.urgentAlert(request.body, request.user!) },
      }),
  );

  app.get(
    '/admin/subscriptions/progress/:id',
    {
      onRequest: editor,
      schema: {
        tags: adminTags,
        summary: "How a notice's mails to subscribers stand: queued, sent, failed, total",
        params: idParamsSchema,
        response: { 200: itemResponse('progress', sendProgressSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { progress: await service.progress('notice', request.params.id) },
    }),
  );

  for (const kind of ['notice', 'event'] as const) {
    app.post(
      `/admin/${kind}s/:id/send-again`,
      {
        onRequest: editor,
        schema: {
          tags: adminTags,
          summary: `Sends the ${kind} to its subscribers again (after an edit)`,
          params: idParamsSchema,
          response: { 200: itemResponse('progress', sendProgressSchema) },
        },
      },
      async (request) => {
        await service.sendAgain(kind, request.params.id, request.user!);
        return {
          status: 'success' as const,
          data: { progress: await service.progress(kind, request.params.id) },
        };
      },
    );
  }
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, leaderAdminSchema, leaderListQuerySchema, leaderSchema } from '@skp/shared';
import { sendStoredFile } from '../../lib/send-file';
import { leaderInputSchema } from '@skp/shared';
import { registerAdminCrud } from '../../lib/admin-routes';
import { fileResponse, itemResponse, pageResponse } from '../../lib/response-schemas';
import { PUBLIC_READ } from '../../lib/public-read';

const tags = ['leadership'];

export const leadershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.leadership;

  app.get(
    '/leadership',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'Leaders and their messages',
        querystring: leaderListQuerySchema,
        response: { 200: pageResponse('leaders', leaderSchema) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/leadership/roles/list',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'The distinct leadership roles, in display order',
        response: { 200: itemResponse('roles', z.array(z.string())) },
      },
    },
    async () => ({ status: 'success' as const, data: { roles: await service.roles() } }),
  );

  app.get(
    '/leadership/:id',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        summary: 'One leader',
        params: idParamsSchema,
        response: { 200: itemResponse('leader', leaderSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { leader: await service.get(request.params.id) },
    }),
  );

  for (const [suffix, disposition] of [
    ['profile-image', 'attachment'],
    ['profile-image/view', 'inline'],
  ] as const) {
    app.get(
      `/leadership/:id/${suffix}`,
      {
        config: PUBLIC_READ,
        schema: {
          tags,
          summary:
            disposition === 'inline'
              ? "View the leader's profile photo in the browser"
              : "Download the leader's profile photo",
          params: idParamsSchema,
          response: fileResponse('The profile photo', [
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/avif',
          ]),
        },
      },
      async (request, reply) =>
        sendStoredFile(
          reply,
          app.storage,
          { ...(await service.profileImageOf(request.params.id)), disposition },
          'This leader has no profile image',
        ),
    );
  }

  registerAdminCrud(app, {
    path: 'leadership',
    tags: ['leadership'],
    noun: 'leader',
    input: leaderInputSchema,
    item: leaderAdminSchema,
    service: service.admin,
    reorder: true,
  });
};

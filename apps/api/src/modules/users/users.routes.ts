import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, userCreateInputSchema, userUpdateInputSchema } from '@skp/shared';

const tags = ['users'];

/** Accounts: admins only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('admin');
  const service = app.services.users;

  app.get('/admin/users', { onRequest, schema: { tags, summary: 'Every account' } }, async () => {
    const users = await service.list();
    return {
      status: 'success',
      data: { users, pagination: { page: 1, limit: users.length, total: users.length, pages: 1 } },
    };
  });

  app.get(
    '/admin/users/:id',
    { onRequest, schema: { tags, summary: 'One account', params: idParamsSchema } },
    async (request) => ({
      status: 'success',
      data: { user: await service.get(request.params.id) },
    }),
  );

  app.post(
    '/admin/users',
    { onRequest, schema: { tags, summary: 'Create an account', body: userCreateInputSchema } },
    async (request, reply) => {
      const user = await service.create(request.body, request.user!);
      return reply.code(201).send({ status: 'success', data: { user } });
    },
  );

  app.put(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit an account (a new password ends its sessions)',
        params: idParamsSchema,
        body: userUpdateInputSchema,
      },
    },
    async (request) => ({
      status: 'success',
      data: { user: await service.update(request.params.id, request.body, request.user!) },
    }),
  );

  app.delete(
    '/admin/users/:id',
    { onRequest, schema: { tags, summary: 'Delete an account', params: idParamsSchema } },
    async (request) => {
      await service.remove(request.params.id, request.user!);
      return { status: 'success', data: { deleted: request.params.id } };
    },
  );
};

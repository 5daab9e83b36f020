import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParamsSchema,
  paginationSchema,
  userCreateInputSchema,
  userSchema,
  userUpdateInputSchema,
} from '@skp/shared';
import { deletedResponse, itemResponse } from '../../lib/response-schemas';

const tags = ['users'];
const oneUser = itemResponse('user', userSchema);

/** Accounts: admins only. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireRole('admin');
  const service = app.services.users;

  app.get(
    '/admin/users',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every account',
        response: {
          200: envelope(z.object({ users: z.array(userSchema), pagination: paginationSchema })),
        },
      },
    },
    async () => {
      const users = await service.list();
      return {
        status: 'success' as const,
        data: { users, pagination: { page: 1, limit: users.length, total: users.length, pages: 1 } },
      };
    },
  );

  app.get(
    '/admin/users/:id',
    {
      onRequest,
      schema: { tags, summary: 'One account', params: idParamsSchema, response: { 200: oneUser } },
    },
    async (request) => ({
      status: 'success' as const,
      data: { user: await service.get(request.params.id) },
    }),
  );

  app.post(
    '/admin/users',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create an account',
        body: userCreateInputSchema,
        response: { 201: oneUser },
      },
    },
    async (request, reply) => {
      const user = await service.create(request.body, request.user!);
      return reply.code(201).send({ status: 'success' as const, data: { user } });
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
        response: { 200: oneUser },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { user: await service.update(request.params.id, request.body, request.user!) },
    }),
  );

  app.post(
    '/admin/users/:id/unlock',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Lift the sign-in lock that wrong passwords put on an account (from every address)',
        params: idParamsSchema,
        response: { 200: oneUser },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { user: await service.unlock(request.params.id, request.user!) },
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an account',
        params: idParamsSchema,
        response: { 200: deletedResponse },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.user!);
      return { status: 'success' as const, data: { deleted: request.params.id } };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInputSchema, passwordChangeInputSchema } from '@skp/shared';
import { UnauthorizedError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie',
        description:
          'Failed attempts are limited per account and per address (429 with Retry-After when exceeded).',
        body: loginInputSchema,
      },
    },
    async (request, reply) => {
      const { token, user } = await app.services.auth.signIn(request.body, request.ip);
      setSessionCookie(reply, app.config, token);
      return { status: 'success', data: { user } };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireRole('editor'),
      schema: { tags, summary: 'Sign out; ends the session on the server (401 when there is none)' },
    },
    async (request, reply) => {
      await app.services.auth.signOut(readSessionToken(request, app.config));
      clearSessionCookie(reply, app.config);
      return { status: 'success', data: { signedOut: true } };
    },
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in person (401 without a session)' } },
    async (request, reply) => {
      const user = await currentUser(app, request);
      if (!user) throw new UnauthorizedError('Please sign in');
      reply.header('Cache-Control', 'no-store');
      return { status: 'success', data: { user } };
    },
  );

  app.post(
    '/auth/password',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Change your own password; ends every session and starts a new one here',
        body: passwordChangeInputSchema,
      },
    },
    async (request, reply) => {
      const { token } = await app.services.auth.changePassword(request.user!, request.body);
      setSessionCookie(reply, app.config, token);
      return { status: 'success', data: { changed: true } };
    },
  );
};

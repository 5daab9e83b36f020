import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  loginInputSchema,
  passwordChangeInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signedInUserSchema,
  userSchema,
} from '@skp/shared';
import { UnauthorizedError } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { itemResponse } from '../../lib/response-schemas';

const tags = ['auth'];
const signedIn = { 200: itemResponse('user', userSchema) };
const passwordChanged = { 200: itemResponse('changed', z.boolean()) };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passwordReset } = app.services.auth;

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie',
        description:
          'Failed attempts are limited per account and per address (429 with Retry-After when exceeded).',
        body: loginInputSchema,
        response: signedIn,
      },
    },
    async (request, reply) => {
      const { token, user } = await app.services.auth.signIn(request.body, request.ip);
      setSessionCookie(reply, app.config, token);
      return { status: 'success' as const, data: { user } };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireRole('editor'),
      schema: {
        tags,
        summary: 'Sign out; ends the session on the server (401 when there is none)',
        response: { 200: itemResponse('signedOut', z.boolean()) },
      },
    },
    async (request, reply) => {
      await app.services.auth.signOut(readSessionToken(request, app.config));
      clearSessionCookie(reply, app.config);
      return { status: 'success' as const, data: { signedOut: true } };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in person (401 without a session)',
        response: { 200: itemResponse('user', signedInUserSchema) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app, request);
      if (!user) throw new UnauthorizedError('Please sign in');
      reply.header('Cache-Control', 'no-store');
      return { status: 'success' as const, data: { user } };
    },
  );

  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in person, or null when signed out (200 either way: the admin asks on load)',
        description: 'passwordResetByMail: whether the sign-in page can send reset links (SMTP_URL is set).',
        response: {
          200: envelope(z.object({ user: signedInUserSchema.nullable(), passwordResetByMail: z.boolean() })),
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        status: 'success' as const,
        data: { user: (await currentUser(app, request)) ?? null, passwordResetByMail: passwordReset.byMail },
      };
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags,
        summary: 'Forgot password: e-mails a single-use link valid for 30 minutes (needs SMTP_URL)',
        description:
          'Answers 202 whether or not the address has an account; 409 when no mail server is configured; ' +
          '429 when too many links were asked for (per account and per address, per hour).',
        body: passwordResetRequestSchema,
        response: { 202: itemResponse('message', z.string()) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ status: 'success' as const, data: await passwordReset.request(request.body, request.ip) }),
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        tags,
        summary: "Sets a new password from a reset link's token; ends every session of the account",
        body: passwordResetConfirmSchema,
        response: passwordChanged,
      },
    },
    async (request) => {
      await passwordReset.confirm(request.body);
      return { status: 'success' as const, data: { changed: true } };
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
        response: passwordChanged,
      },
    },
    async (request, reply) => {
      const { token } = await app.services.auth.changePassword(request.user!, request.body);
      setSessionCookie(reply, app.config, token);
      return { status: 'success' as const, data: { changed: true } };
    },
  );
};

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRole } from '@skp/shared';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { Actor } from '../lib/actor';
import { readSessionToken } from '../modules/auth/session-cookie';

export type RoleHook = onRequestHookHandler & { [REQUIRED_ROLE]: UserRole };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A hook that lets only signed-in people with this role (or admin) through: 401 without a valid
     * session, 403 for the wrong role. Use it as `onRequest` or `preHandler`: either way it runs
     * before body parsing and validation (see the onRoute hook below).
     */
    requireRole(role: UserRole): RoleHook;
    /** Every route with the role it requires (undefined = public); the route-table test walks it. */
    routeRoles: { method: string; url: string; role: UserRole | undefined }[];
  }
  interface FastifyRequest {
    /** The signed-in person, once a requireRole hook (or currentUser) has looked. */
    user: Actor | null;
  }
}

export const REQUIRED_ROLE = Symbol('requiredRole');
const ROLE_RANK: Record<UserRole, number> = { editor: 1, admin: 2 };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The role a route requires, or undefined for a public route (tests walk the route table with it). */
export function requiredRoleOf(hooks: unknown): UserRole | undefined {
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
  for (const hook of list) {
    const role = (hook as Partial<RoleHook>)[REQUIRED_ROLE];
    if (role) return role;
  }
  return undefined;
}

/** Looks up (once per request) the person behind the session cookie. */
export async function currentUser(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  if (request.user) return request.user;
  request.user = await app.services.auth.resolve(readSessionToken(request, app.config));
  return request.user;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return `${url.protocol}//${url.host}`;
  } catch {
    return null;
  }
}

/**
 * Same-origin check for writes: a POST/PUT/PATCH/DELETE whose Origin (or, without one, Referer) is
 * another site is refused. The own origin is PUBLIC_URL's, or the Host the request was sent to.
 */
export function isForeignOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  if (header === undefined) return false;
  const origin = originOf(header);
  if (!origin) return true;
  if (origin === originOf(publicUrl)) return false;
  const host = request.headers.host;
  if (!host) return true;
  const protocol = new URL(origin).protocol;
  return originOf(`${protocol}//${host}`) !== origin;
}

async function authPlugin(app: FastifyInstance) {
  await app.register(fastifyCookie);

  app.decorateRequest('user', null);

  app.decorate('requireRole', (role: UserRole): RoleHook => {
    const hook = async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = await currentUser(app, request);
      if (!user) throw new UnauthorizedError('Please sign in');
      if (ROLE_RANK[user.role] < ROLE_RANK[role])
        throw new ForbiddenError(
          role === 'admin' ? 'Only an admin can do this' : 'You do not have permission to do this',
        );
    };
    return Object.assign(hook, { [REQUIRED_ROLE]: role }) as RoleHook;
  });

  // A role check given as preHandler moves to onRequest: nobody learns about a route's body rules,
  // and no upload is read, before the session is checked.
  const routeRoles: FastifyInstance['routeRoles'] = [];
  app.decorate('routeRoles', routeRoles);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const role = requiredRoleOf(route.onRequest) ?? requiredRoleOf(route.preHandler);
    for (const method of methods) routeRoles.push({ method, url: route.url, role });
    const pre = route.preHandler;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    const roleHooks = list.filter((hook) => requiredRoleOf(hook));
    if (roleHooks.length === 0) return;
    route.preHandler = list.filter((hook) => !requiredRoleOf(hook));
    const onRequest = Array.isArray(route.onRequest)
      ? route.onRequest
      : route.onRequest
        ? [route.onRequest]
        : [];
    route.onRequest = [...(roleHooks as onRequestHookHandler[]), ...onRequest];
  });

  app.addHook('onRequest', async (request) => {
    if (MUTATING.has(request.method) && isForeignOrigin(request, app.config.publicUrl))
      throw new ForbiddenError('Cross-site requests are not allowed');
  });
}

/** Session cookies, role checks and the same-origin rule for writes; sessions are the auth module's. */
export const registerAuth = fp(authPlugin, {
  name: 'session-auth',
  decorators: { fastify: ['services', 'config'] },
});

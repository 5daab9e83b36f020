import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@skp/shared';
import { requiredRoleOf } from './auth';

export const SESSION_SECURITY_SCHEME = 'session';

/** GET /api/admin/notices/:id -> getAdminNoticesById (unique per method and path). */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type RouteSchema = {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

/**
 * What every API route tells the OpenAPI document without repeating it: an operationId, whether it
 * needs a session (the role hook says), and its 4xx error body (also serialized by that schema).
 */
function describeRoute(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = (route.schema ?? {}) as RouteSchema;
  if (schema.hide) return;
  const method = [route.method].flat()[0]!;
  const role = requiredRoleOf(route.onRequest) ?? requiredRoleOf(route.preHandler);
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, route.url),
    security: schema.security ?? (role ? [{ [SESSION_SECURITY_SCHEME]: [] }] : []),
    response: { '4xx': errorBodySchema, ...schema.response },
  };
}

/** zod's nullable unions come out as `nullable` beside `anyOf` with no `type`; OpenAPI 3.0 wants the type. */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    const types = new Set((schema.anyOf as { type?: string }[]).map((member) => member.type));
    if (types.size === 1 && !types.has(undefined)) schema.type = [...types][0];
  }
  Object.values(schema).forEach(typeNullableUnions);
}

/** The OpenAPI document at /api/openapi.json and its browsable docs at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', describeRoute);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'School website API',
        version: '1.0.0',
        description:
          "Every success is `{ status: 'success', data: {...} }`; lists carry `data.pagination` `{ page, limit, total, pages }`. " +
          "Every error is `{ status: 'error', message, code, fieldErrors? }`.",
        license: { name: 'Proprietary: the school that runs this site', url: '/' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'skp_session',
            description:
              'The session cookie set by POST /api/auth/login (`__Host-skp_session` when the site runs on https).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document =
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      typeNullableUnions(document);
      return document;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { LocalFileStorage, type FileStorage } from './lib/file-storage';
import type { ModuleOptions, Services } from './lib/define-module';
import { apiModules } from './modules/index';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerHttpCache } from './plugins/http-cache';
import { forgetCounts } from './lib/count-cache';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWeb } from './plugins/web';
import type { SiteRenderer } from './pages/site-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    storage: FileStorage;
    /** Every route as registered: the fuzzer and the auth tests walk it. */
    routeTable: RouteTableEntry[];
  }
}

export interface RouteTableEntry {
  method: string;
  url: string;
  /** The top-level keys of the route's JSON body schema, when it has one. */
  bodyFields?: string[];
}

function bodyFieldsOf(schema: unknown): string[] | undefined {
  const body = (schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  return body?.shape && typeof body.shape === 'object' ? Object.keys(body.shape) : undefined;
}

export interface AppDependencies extends ModuleOptions {
  config: Config;
  database: DatabaseHandle;
  storage?: FileStorage;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: boolean | object;
  /** Renders the public pages; defaults to the web build's server bundle (config.webDist). */
  siteRenderer?: SiteRenderer;
}

export type App = FastifyInstance;

/** Structured JSON logs (pino) with request ids; secrets are redacted wherever they could appear. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  };
}

/** The whole server as a plugin tree, without listen(); tests drive it with inject(). */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 300 },
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const bodyFields = bodyFieldsOf(route.schema);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, ...(bodyFields ? { bodyFields } : {}) });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', deps.storage ?? new LocalFileStorage(config.uploadsDir));
  // One object for the whole app: the modules (registered under /api) fill it, everything else reads it.
  app.decorate('services', {} as Services);

  registerErrorHandler(app);
  registerGracefulClose(app);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      status: 'error',
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  await registerSecurityHeaders(app, config);
  registerHttpCache(app, {
    microCacheMs: config.env === 'test' ? 0 : 3000,
    onWrite: () => forgetCounts(database.db),
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'S.K.P. Vidya Vihar website API',
        version: '1.0.0',
        description:
          "Every success is `{ status: 'success', data: {...} }`; lists carry `data.pagination` `{ page, limit, total, pages }`. " +
          "Every error is `{ status: 'error', message, code, fieldErrors? }`.",
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(registerAuth);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.get(
        '/health',
        { schema: { tags: ['system'], summary: 'Server and database state' } },
        async (_req, reply) => {
          const databaseUp = await database.ping();
          return reply.code(databaseUp ? 200 : 503).send({
            status: databaseUp ? 'success' : 'error',
            ...(databaseUp ? {} : { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' }),
            data: {
              database: databaseUp ? 'up' : 'down',
              databaseKind: database.kind,
              uptimeSeconds: Math.round(process.uptime()),
            },
          });
        },
      );
      const {
        config: _config,
        database: _database,
        storage: _storage,
        logger: _logger,
        ...moduleOptions
      } = deps;
      for (const module of apiModules) await api.register(module, moduleOptions);
    },
    { prefix: '/api' },
  );

  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders(res) {
      // Upload names are random and never reused, so they can be cached for good.
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
  await registerWeb(app, config.webDist, deps.siteRenderer);
  return app;
}

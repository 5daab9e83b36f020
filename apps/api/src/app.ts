import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBodySchema } from '@skp/shared';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { setMediaBase } from './lib/media-join';
import type { FileStorage } from './lib/file-storage';
import { createStorages } from './lib/storage';
import { registerStoredFiles } from './plugins/stored-files';
import { chooseLogFormat, prettyLogStream, type LogFormatSetting } from './lib/log-format';
import type { ModuleOptions, Services } from './lib/define-module';
import { apiModules } from './modules/index';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { capConnectionsPerAddress } from './plugins/connection-limits';
import { registerBodyDeadlines } from './plugins/body-deadlines';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerHousekeeping } from './plugins/housekeeping';
import { registerRateLimits } from './plugins/rate-limits';
import { registerContentVersion } from './plugins/content-version';
import { registerHttpCache, serverWithPublicAnswers } from './plugins/http-cache';
import { registerOpenApi } from './plugins/openapi';
import { forgetCounts } from './lib/count-cache';
import { quietRequestLogging, registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web';
import { registerSite } from './site/site.plugin';
import { countDownload } from './lib/visit';
import { loadSiteRenderer, reloadingSiteRenderer, type SiteRenderer } from './site/site-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The files the site serves under /uploads/ (the local disk or an S3-compatible bucket). */
    storage: FileStorage;
    /** The files no address serves as they are (transfer certificates' scans). */
    privateStorage: FileStorage;
    /** Every route as registered: the fuzzer and the auth tests walk it. */
    routeTable: RouteTableEntry[];
    /** Per route, the statuses (or ranges such as '4xx') it declares a response schema for. */
    declaredResponses: { method: string; url: string; statuses: string[] }[];
  }
}

const healthSchema = z.object({
  database: z.enum(['up', 'down']),
  databaseKind: z.string(),
  uptimeSeconds: z.number().int(),
});

export interface RouteTableEntry {
  method: string;
  url: string;
  /** The top-level keys of the route's JSON body schema, when it has one. */
  bodyFields?: string[];
  /** The route declares itself a public read (lib/public-read.ts): its answers may be kept. */
  publicRead?: true;
}

function bodyFieldsOf(schema: unknown): string[] | undefined {
  const body = (schema as { body?: { shape?: Record<string, unknown> } } | undefined)?.body;
  return body?.shape && typeof body.shape === 'object' ? Object.keys(body.shape) : undefined;
}

export interface AppDependencies extends ModuleOptions {
  config: Config;
  database: DatabaseHandle;
  storage?: FileStorage;
  privateStorage?: FileStorage;
  /** Defaults to pino at config.logLevel; tests pass false. */
  logger?: boolean | object;
  /** A missing web build stops the start (the server's start-up); tests may run the API alone. */
  requireSite?: boolean;
  /** Renders the public pages; defaults to the web build's server bundle (config.webDist). */
  siteRenderer?: SiteRenderer;
}

export type App = FastifyInstance;

/** Structured logs (pino) with request ids; secrets are redacted wherever they could appear. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  stdout: NodeJS.WriteStream = process.stdout,
) {
  return {
    level: config.logLevel,
    ...logDestination(config.logFormat ?? 'json', stdout),
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

/** A hop count becomes "trust the first n hops", as Fastify does for numbers (its types omit them). */
function fastifyTrustProxy(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** pino writes JSON to stdout by default; a terminal gets readable lines instead. */
function logDestination(format: LogFormatSetting, stdout: NodeJS.WriteStream) {
  if (chooseLogFormat(format, stdout) === 'pretty') return { stream: prettyLogStream(stdout) };
  return stdout === process.stdout ? {} : { stream: stdout };
}

/** The whole server as a plugin tree, without listen(); tests drive it with inject(). */
/**
 * The web build's page renderer; under `npm run dev` (development) one that follows the build as
 * `vite build --watch` rewrites it, dropping the kept pages each time.
 */
async function siteRenderer(app: FastifyInstance, config: Config): Promise<SiteRenderer | null> {
  if (config.env !== 'development') return loadSiteRenderer(config.webDist);
  const renderer = await reloadingSiteRenderer(config.webDist, () => app.contentVersion.bump(['*']), app.log);
  app.addHook('onClose', async () => renderer.close());
  return renderer;
}

export async function buildApp(deps: AppDependencies): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 300 },
    forceCloseConnections: 'idle',
    // Only the backstop: plugins/body-deadlines.ts holds each body to its route's deadline, which
    // starts once the headers are in (so later than Node's clock, by at most headersTimeout).
    requestTimeout: config.connections.uploadTimeoutMs + config.connections.headersTimeoutMs,
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.connections.headersTimeoutMs / 3)),
    },
    clientErrorHandler,
    frameworkErrors,
    logController: quietRequestLogging(),
    serverFactory: serverWithPublicAnswers,
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  const declaredResponses: FastifyInstance['declaredResponses'] = [];
  app.decorate('declaredResponses', declaredResponses);
  app.addHook('onRoute', (route) => {
    const bodyFields = bodyFieldsOf(route.schema);
    const statuses = Object.keys((route.schema?.response as object | undefined) ?? {});
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeTable.push({
        method,
        url: route.url,
        ...(bodyFields ? { bodyFields } : {}),
        ...(route.config?.publicRead ? { publicRead: true as const } : {}),
      });
      declaredResponses.push({ method, url: route.url, statuses });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  // Pages and answers link uploads straight to the store or CDN when MEDIA_PUBLIC_URL is set.
  setMediaBase(database.db, config.mediaPublicUrl);
  const storages = await createStorages(config);
  app.decorate('storage', deps.storage ?? storages.uploads);
  app.decorate('privateStorage', deps.privateStorage ?? storages.private);
  app.addHook('onClose', () => storages.close());
  // One object for the whole app: the modules (registered under /api) fill it, everything else reads it.
  app.decorate('services', {} as Services);

  registerErrorHandler(app);
  capConnectionsPerAddress(app.server, config.connections.maxPerAddress);
  registerGracefulClose(app);
  await app.register(registerBodyDeadlines, config.connections);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      status: 'error',
      code: 'NOT_FOUND',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );

  await app.register(registerRequestLog);
  await app.register(registerContentVersion);
  app.contentVersion.subscribe(() => forgetCounts(database.db));
  // Before the security headers: a kept public answer already holds them.
  await app.register(registerHttpCache, { maxAgeMs: config.env === 'test' ? 0 : 60_000 });
  await registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  await app.register(registerRateLimits);
  await app.register(registerAuth);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      api.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: 'Server and database state',
            response: { 200: envelope(healthSchema), 503: errorBodySchema.extend({ data: healthSchema }) },
          },
        },
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
        privateStorage: _privateStorage,
        logger: _logger,
        ...moduleOptions
      } = deps;
      for (const module of apiModules) await api.register(module, moduleOptions);
      // Every place personal data is kept by e-mail address, as Privacy > Requests finds, exports and
      // erases it (docs/privacy.md): a new one is one registration here.
      api.services.privacyRights.registerSource(api.services.enquiries.personalData);
      api.services.privacyRights.registerSource(api.services.subscriptions.personalData);
    },
    { prefix: '/api' },
  );
  await app.register(registerHousekeeping);

  await app.register(async (uploads) => {
    // A PDF opened or downloaded here (the CBSE disclosure's documents, a notice's PDF by its file)
    // is counted like a page, by its file (modules/stats): only files that exist answer 200 or 304.
    uploads.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
      const file = (request.url.split('?')[0] ?? '').slice('/uploads/'.length);
      if (/\.pdf$/i.test(file)) countDownload(app, request, `uploads/${file}`);
    });
    await registerStoredFiles(uploads, config);
  });
  await registerWebApp(app, config.webDist);
  const renderer = deps.siteRenderer ?? (await siteRenderer(app, config));
  // The public site is rendered by the web build's server bundle: a real start-up refuses to run
  // without one (API tests run without it on purpose).
  if (!renderer && deps.requireSite) {
    throw new Error(
      `The public site is not built (${config.webDist}/server/entry-server.js is missing): run npm run build`,
    );
  }
  await registerSite(app, renderer);
  return app;
}

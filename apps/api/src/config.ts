import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LogFormatSetting } from './lib/log-format';
import type { S3Settings } from './lib/s3-file-storage';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: optionalString,
  SMTP_URL: optionalString,
  /** SMTP connections kept open and used at once (the subscribers' sends go out over all of them). */
  MAIL_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  /**
   * Push services besides the browsers' own (host or host:port, comma separated; these may use
   * http): a test's or the benchmark's local push service. Never needed in production.
   */
  PUSH_ALLOWED_HOSTS: optionalString,
  MAIL_FROM: optionalString,
  ENQUIRY_TO: optionalString,
  EMAILJS_SERVICE_ID: optionalString,
  EMAILJS_TEMPLATE_ID: optionalString,
  EMAILJS_PUBLIC_KEY: optionalString,
  EMAILJS_PRIVATE_KEY: optionalString,
  EMAILJS_URL: z.url().default('https://api.emailjs.com/api/v1.0/email/send'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMISSION_PORTAL_URL: z.url().default('https://skpvidyavihar.example.org/online-registration'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string' && parsed.startsWith('error:')) {
        context.addIssue({ code: 'custom', message: parsed.slice('error:'.length) });
        return z.NEVER;
      }
      return parsed;
    }),
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  HEADERS_TIMEOUT_MS: milliseconds(10_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  UPLOAD_TIMEOUT_MS: milliseconds(15 * 60_000),
  UPLOAD_IDLE_TIMEOUT_MS: milliseconds(30_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(100),
  /** Page renders (pages not kept) one address may cause per second; 0: no limit (the default in tests). */
  PAGE_RENDERS_PER_SECOND: optionalString.pipe(
    z.coerce.number<string | undefined>().min(0).max(10_000).optional(),
  ),
  WORKERS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(256).optional()),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2048).default(100),
  VIDEO_FFMPEG_PATH: z.string().trim().min(1).default('ffmpeg'),
  VIDEO_FFPROBE_PATH: z.string().trim().min(1).default('ffprobe'),
  /** Where uploaded files live: `local` (DATA_DIR/uploads and DATA_DIR/private) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Public files (under uploads/) are sent from here instead of through the app: the bucket's or a CDN's address. */
  MEDIA_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** Counting page views and downloads for the admin's figures (docs/privacy.md#visit-figures); 'off' counts nothing. */
  VISIT_COUNTING: z.enum(['on', 'off']).default('on'),
  /** Browser tests only (e2e/serve.mjs): lets a request make page sections fail (site/test-faults.ts). */
  SKP_TEST_FAULTS: z.enum(['0', '1']).default('0'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  /** Files no route serves as they are (transfer certificates' scans): DATA_DIR/private, beside the uploads. */
  privateFilesDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL when it is set (canonical links, sitemap); otherwise pages use the request's origin. */
  canonicalUrl: string | undefined;
  logLevel: string;
  /** `auto`: readable lines when stdout is a terminal, JSON otherwise. */
  logFormat: LogFormatSetting;
  seedDemo: boolean;
  webDist: string;
  mail: {
    smtpUrl: string | undefined;
    /** SMTP connections in the pool (MAIL_POOL_CONNECTIONS). */
    poolConnections: number;
    from: string | undefined;
    enquiryTo: string | undefined;
    emailJs:
      | { serviceId: string; templateId: string; publicKey: string; privateKey?: string; url: string }
      | undefined;
  };
  admin: { email: string | undefined; password: string | undefined };
  /** Web push: extra push service hosts allowed besides the browsers' (PUSH_ALLOWED_HOSTS). */
  push: { extraHosts: string[] };
  admissionPortalUrl: string;
  sessionIdleMinutes: number;
  /**
   * Fastify's trustProxy: false, the number of proxies in front, or the proxies' addresses/networks.
   * Never `true`: that would trust whatever X-Forwarded-For a client writes.
   */
  trustProxy: false | number | string;
  /** Slow-client limits (ms): a request's body, headers, idle keep-alive; open connections per address. */
  connections: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** An upload's body (routes with `config.uploadDeadline`, once their role check passed): never below requestTimeoutMs. */
    uploadTimeoutMs: number;
    /** An upload is cut when no byte of it arrives for this long (a stalled phone, a trickling client). */
    uploadIdleTimeoutMs: number;
    /** 0 = no cap; not applied behind a proxy (TRUST_PROXY), where every connection is the proxy's. */
    maxPerAddress: number;
  };
  /** Honour the browser tests' x-test-faults header (SKP_TEST_FAULTS=1); never set in production. */
  testFaults: boolean;
  /** Page renders one client address may cause per second (site/serve-pages.ts); 0: no limit. */
  pageRendersPerSecond: number;
  /** Count page views and downloads (VISIT_COUNTING, on by default). */
  visitCounting: boolean;
  /** Server processes (server.ts): one per core with PostgreSQL; always 1 with the embedded database. */
  workers: number;
  /** Video uploads: the largest accepted, and where ffmpeg/ffprobe are (missing tools keep originals). */
  video: { maxUploadBytes: number; ffmpegPath: string; ffprobePath: string };
  /** Where files live (lib/storage.ts): the local disk (uploadsDir, privateFilesDir) or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** Public files are redirected to `<mediaPublicUrl>/<key>` (S3 only): the bucket's or a CDN's address for uploads/. */
  mediaPublicUrl: string | undefined;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Parses the environment once; nothing else in the API reads process.env. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const env = parsed.data;
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET (the bucket that keeps the files)');
  if (env.MEDIA_PUBLIC_URL && env.STORAGE !== 's3')
    throw new Error(
      'Invalid configuration: MEDIA_PUBLIC_URL needs STORAGE=s3 (local files are served by the app)',
    );
  if (!env.DATABASE_URL && env.WORKERS !== undefined && env.WORKERS > 1) {
    throw new Error(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (the embedded database has one owner)',
    );
  }
  // npm runs workspace scripts (seed, backup) inside apps/api; relative paths mean the caller's folder.
  const base = source.INIT_CWD ?? process.cwd();
  const dataDir = resolve(base, env.DATA_DIR);
  const emailJs =
    env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY
      ? {
          serviceId: env.EMAILJS_SERVICE_ID,
          templateId: env.EMAILJS_TEMPLATE_ID,
          publicKey: env.EMAILJS_PUBLIC_KEY,
          ...(env.EMAILJS_PRIVATE_KEY ? { privateKey: env.EMAILJS_PRIVATE_KEY } : {}),
          url: env.EMAILJS_URL,
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    privateFilesDir: resolve(dataDir, 'private'),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    canonicalUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    seedDemo: env.SEED_DEMO === 'true',
    webDist: env.WEB_DIST ? resolve(base, env.WEB_DIST) : defaultWebDist,
    mail: {
      smtpUrl: env.SMTP_URL,
      poolConnections: env.MAIL_POOL_CONNECTIONS,
      /** MAIL_FROM, else '<the school's name> website <no-reply@localhost>' (mailFrom()). */
      from: env.MAIL_FROM,
      enquiryTo: env.ENQUIRY_TO,
      emailJs,
    },
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    push: {
      extraHosts: (env.PUSH_ALLOWED_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    admissionPortalUrl: env.ADMISSION_PORTAL_URL,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    trustProxy: env.TRUST_PROXY,
    connections: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      uploadTimeoutMs: Math.max(env.UPLOAD_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      uploadIdleTimeoutMs: Math.min(
        env.UPLOAD_IDLE_TIMEOUT_MS,
        Math.max(env.UPLOAD_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      ),
      maxPerAddress: env.TRUST_PROXY === false ? env.MAX_CONNECTIONS_PER_ADDRESS : 0,
    },
    testFaults: env.SKP_TEST_FAULTS === '1',
    pageRendersPerSecond: env.PAGE_RENDERS_PER_SECOND ?? (env.NODE_ENV === 'test' ? 0 : 5),
    visitCounting: env.VISIT_COUNTING === 'on',
    workers: env.WORKERS ?? (env.DATABASE_URL ? availableParallelism() : 1),
    video: {
      maxUploadBytes: env.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      ffmpegPath: env.VIDEO_FFMPEG_PATH,
      ffprobePath: env.VIDEO_FFPROBE_PATH,
    },
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'local' },
    mediaPublicUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify wants it, or 'error:<message>' saying what to write instead. */
function parseTrustProxy(value: string): false | number | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true')
    return (
      'error:TRUST_PROXY=true would trust any X-Forwarded-For header a client sends, so anyone could ' +
      "dodge the per-address limits. Write your proxies' addresses or networks instead " +
      '(e.g. TRUST_PROXY=127.0.0.1 for nginx on the same machine, TRUST_PROXY=10.0.0.0/8 for a load ' +
      'balancer in that network), or the number of proxies in front of the server (TRUST_PROXY=1)'
    );
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0)
    return `error:TRUST_PROXY must be false, a hop count (e.g. 1) or proxy addresses/networks separated by commas (e.g. 127.0.0.1,10.0.0.0/8); not ${wrong.map((w) => `'${w}'`).join(', ')}`;
  return entries.join(',');
}

/** What the start-up log should warn about in this configuration. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.canonicalUrl)
    warnings.push(
      `PUBLIC_URL is not set: canonical links, the sitemap and share links name ${config.publicUrl}; ` +
        'set PUBLIC_URL to the address parents use (e.g. https://www.school.example)',
    );
  return warnings;
}

/** The sender of the site's e-mails: MAIL_FROM, else the school's name (its settings) at no-reply@localhost. */
export function mailFrom(from: string | undefined, schoolName: string): string {
  return from ?? `"${schoolName.replace(/["\\]/g, '')} website" <no-reply@localhost>`;
}

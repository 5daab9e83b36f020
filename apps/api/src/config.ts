import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: optionalString,
  SMTP_URL: optionalString,
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
    .regex(
      /^(true|false|\d+|[0-9a-fA-F.:/, ]+)$/,
      'TRUST_PROXY must be true, false, a hop count or addresses',
    )
    .default('false'),
  WORKERS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(256).optional()),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL when it is set (canonical links, sitemap); otherwise pages use the request's origin. */
  canonicalUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    enquiryTo: string | undefined;
    emailJs:
      | { serviceId: string; templateId: string; publicKey: string; privateKey?: string; url: string }
      | undefined;
  };
  admin: { email: string | undefined; password: string | undefined };
  admissionPortalUrl: string;
  sessionIdleMinutes: number;
  /** Fastify's trustProxy: whether X-Forwarded-For names the client (behind a load balancer). */
  trustProxy: boolean | string;
  /** Server processes (server.ts): one per core with PostgreSQL; always 1 with the embedded database. */
  workers: number;
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
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    canonicalUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === 'true',
    webDist: env.WEB_DIST ? resolve(base, env.WEB_DIST) : defaultWebDist,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'SKP Vidya Vihar website <no-reply@localhost>',
      enquiryTo: env.ENQUIRY_TO,
      emailJs,
    },
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    admissionPortalUrl: env.ADMISSION_PORTAL_URL,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    workers: env.WORKERS ?? (env.DATABASE_URL ? availableParallelism() : 1),
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

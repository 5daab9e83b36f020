import { join } from 'node:path';

export interface StartupFacts {
  /** The school's name (its settings). */
  schoolName: string;
  /** Where the server listens. */
  url: string;
  /** PUBLIC_URL, when it is set. */
  publicUrl: string | undefined;
  /** Whether any account exists (the first one is created by admin:create or ADMIN_EMAIL). */
  adminExists: boolean;
  dataDir: string;
  /** DATABASE_URL, when the data is on a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** At a terminal (Ctrl+C stops it) rather than under a service manager (SIGTERM does). */
  interactive: boolean;
  /** The bucket the files live in (STORAGE=s3), instead of DATA_DIR/uploads. */
  bucket?: { name: string; endpoint: string | undefined };
}

const CREATE_ADMIN = 'npm run admin:create -- --email you@example.org';

/** Where the data is, without the database password. */
function dataLocation(facts: StartupFacts): string {
  const bucket = facts.bucket
    ? `bucket ${facts.bucket.name}${facts.bucket.endpoint ? ` at ${new URL(facts.bucket.endpoint).host}` : ''}`
    : undefined;
  if (!facts.databaseUrl)
    return `${facts.dataDir} (database in db, ${bucket ? `files in the ${bucket}` : 'uploads in uploads'})`;
  const server = new URL(facts.databaseUrl);
  return `PostgreSQL ${server.host}${server.pathname}, ${bucket ? `files in the ${bucket}` : `uploads in ${join(facts.dataDir, 'uploads')}`}`;
}

/** The short block printed once the server listens: where to go, what to do first, how to stop. */
export function startupSummary(facts: StartupFacts): { lines: string[]; fields: Record<string, unknown> } {
  const site = facts.publicUrl ?? facts.url;
  const admin = `${site}/admin`;
  const stop = facts.interactive ? 'press Ctrl+C' : 'send SIGTERM (e.g. systemctl stop)';
  const lines = [
    `${facts.schoolName} website is ready.`,
    `  Site:   ${site}${facts.publicUrl && facts.publicUrl !== facts.url ? ` (listening on ${facts.url})` : ''}`,
    `  Admin:  ${admin}`,
    ...(facts.adminExists
      ? ['          accounts exist: sign in with yours']
      : [
          `          no admin account yet: create the first with ${CREATE_ADMIN}`,
          '          (or set ADMIN_EMAIL and ADMIN_PASSWORD and start again)',
        ]),
    `  Data:   ${dataLocation(facts)}`,
    `  Stop:   ${stop}`,
  ];
  return {
    lines,
    fields: {
      url: site,
      admin,
      adminAccount: facts.adminExists ? 'exists' : `none: ${CREATE_ADMIN}`,
      data: dataLocation(facts),
      stop,
    },
  };
}

import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database belongs to one process: the server records its pid, tools check it. */
export function lockFile(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export function writeServerLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

export function runningServerPid(dataDir: string): number | undefined {
  if (!existsSync(lockFile(dataDir))) return undefined;
  const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

export function assertServerStopped(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== undefined) {
    console.error(
      `The server (pid ${pid}) is using ${dataDir}: stop it first; the embedded database has one owner.`,
    );
    process.exit(1);
  }
}

/** Where the server last said it serves the site: kept after it stops, for the tools that print it. */
export function addressFile(dataDir: string): string {
  return join(dataDir, 'server-address');
}

/** The server records the site address it announces (PUBLIC_URL, else where it listens). */
export function recordServerAddress(dataDir: string, siteUrl: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(addressFile(dataDir), `${siteUrl}\n`);
}

/** The site address the server on this DATA_DIR last announced, if it ever started. */
export function recordedServerAddress(dataDir: string): string | undefined {
  if (!existsSync(addressFile(dataDir))) return undefined;
  const address = readFileSync(addressFile(dataDir), 'utf8').trim();
  return /^https?:\/\/\S+$/.test(address) ? address : undefined;
}

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

import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { loadConfig } from './config';

describe('WORKERS', () => {
  it('is one process with the embedded database and one per core with PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/skp' }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: 'postgres://db/skp', WORKERS: '3' }).workers).toBe(3);
  });

  it('refuses several processes on the embedded database, which has one owner', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/skp', WORKERS: '0' })).toThrow(/WORKERS/);
  });
});

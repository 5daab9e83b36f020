import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationIdOf } from './openapi';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};

let t: TestApp;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('names every operation uniquely', () => {
    expect(operations.length).toBeGreaterThan(200);
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/admin/notices/:id')).toBe('getAdminNoticesById');
  });

  it('says which operations need a session: exactly the routes behind a role', () => {
    const roles = new Map(
      t.app.routeRoles.map((r) => [`${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.role]),
    );
    for (const { method, path, operation } of operations) {
      const role = roles.get(`${method} ${path}`);
      expect(operation.security, `${method} ${path}`).toEqual(role ? [{ session: [] }] : []);
    }
  });

  it('documents the error body of every operation', () => {
    for (const { method, path, operation } of operations)
      expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain('4XX');
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = join(t.config.dataDir, 'openapi.json');
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    await writeFile(file, document.body);
    const bin = join(import.meta.dirname, '../../../../node_modules/.bin/redocly');
    const config = join(import.meta.dirname, '../../redocly.yaml');
    const run = await promisify(execFile)(
      bin,
      ['lint', file, `--config=${config}`, '--format=json', '--max-problems=10000'],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => error);
    const problems = (
      JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string }[] }
    ).problems;
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 60_000);
});

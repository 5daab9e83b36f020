import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

interface PolicyBody {
  _id: string;
  title: string;
  description: string;
  fileName: string | null;
  viewUrl: string | null;
  downloadUrl: string | null;
  order: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function all(): Promise<PolicyBody[]> {
  return (await get('/api/policies/public/all')).body.data.policies;
}

describe('GET /api/policies/public/all', () => {
  it('lists every policy in order with its view and download URLs', async () => {
    const { status, body } = await get('/api/policies/public/all');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const list: PolicyBody[] = body.data.policies;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.map((p) => p.order)).toEqual([...list.map((p) => p.order)].sort((a, b) => a - b));
    for (const policy of list) {
      expect(policy.title).not.toBe('');
      expect(policy.description.length).toBeGreaterThan(40);
      expect(policy.viewUrl).toBe(`/api/policies/${policy._id}/view`);
      expect(policy.downloadUrl).toBe(`/api/policies/${policy._id}/download`);
      expect(policy.fileName).toMatch(/\.pdf$/);
      expect(policy).not.toHaveProperty('file');
    }
    expect(list.map((p) => p.title)).toContain('Child Protection and Anti-Bullying Policy');
  });
});

describe('GET /api/policies/{id}/view and /download', () => {
  it('serves the PDF inline for view and as an attachment for download, with a safe name and nosniff', async () => {
    const [policy] = await all();
    const view = await t.app.inject({ method: 'GET', url: policy!.viewUrl! });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe(
      `inline; filename="${policy!.fileName}"; filename*=UTF-8''${encodeURIComponent(policy!.fileName!)}`,
    );
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.app.inject({ method: 'GET', url: policy!.downloadUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(view.rawPayload)).toBe(true);
  });

  it('makes an unsafe stored file name safe, and names the file after the title when it has none', async () => {
    const [source] = await t.database.db.select().from(policies).limit(1);
    const [odd] = await t.database.db
      .insert(policies)
      .values({ title: 'Odd', file: source!.file, fileName: '../"evil"\r\nname.pdf', order: 90 })
      .returning({ id: policies.id });
    const oddFile = await t.app.inject({ method: 'GET', url: `/api/policies/${odd!.id}/download` });
    expect(oddFile.statusCode).toBe(200);
    expect(oddFile.headers['content-disposition']).toMatch(
      /^attachment; filename="_evil_name\.pdf"; filename\*=UTF-8''/,
    );
    const [unnamed] = await t.database.db
      .insert(policies)
      .values({ title: 'Uniform Policy', file: source!.file, order: 91 })
      .returning({ id: policies.id });
    const unnamedFile = await t.app.inject({ method: 'GET', url: `/api/policies/${unnamed!.id}/view` });
    expect(unnamedFile.headers['content-disposition']).toMatch(/^inline; filename="Uniform Policy\.pdf"/);
    expect((await all()).find((p) => p._id === unnamed!.id)!.fileName).toBe('Uniform Policy.pdf');
  });

  it('answers 404 JSON without a document, for a missing file or an unknown id, and 400 for a malformed id', async () => {
    const [noFile] = await t.database.db
      .insert(policies)
      .values({ title: 'Draft policy without a PDF', order: 99 })
      .returning({ id: policies.id });
    const [lostFile] = await t.database.db
      .insert(policies)
      .values({ title: 'Lost', file: 'policies/00000000-0000-4000-8000-000000000000.pdf', order: 98 })
      .returning({ id: policies.id });
    const listed = (await all()).find((p) => p._id === noFile!.id)!;
    expect(listed).toMatchObject({ viewUrl: null, downloadUrl: null, fileName: null });
    for (const suffix of ['view', 'download']) {
      for (const id of [noFile!.id, lostFile!.id]) {
        const missing = await get(`/api/policies/${id}/${suffix}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({
          status: 'error',
          code: 'NOT_FOUND',
          message: 'This policy has no document',
        });
      }
      const unknown = await get(`/api/policies/00000000-0000-4000-8000-000000000000/${suffix}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Policy not found');
      const malformed = await get(`/api/policies/..%2F..%2Fetc%2Fpasswd/${suffix}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain("'id'");
    }
  });
});

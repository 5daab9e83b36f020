import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandatoryDisclosures } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';

interface DisclosureBody {
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

async function all(): Promise<DisclosureBody[]> {
  return (await get('/api/mandatory-disclosures')).body.data.mandatoryDisclosures;
}

describe('GET /api/mandatory-disclosures', () => {
  it('lists the CBSE disclosures in order, each with view and download URLs', async () => {
    const { status, body } = await get('/api/mandatory-disclosures');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const list: DisclosureBody[] = body.data.mandatoryDisclosures;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.map((d) => d.order)).toEqual([...list.map((d) => d.order)].sort((a, b) => a - b));
    expect(list.map((d) => d.title)).toEqual(
      expect.arrayContaining([
        'CBSE Affiliation Letter',
        'No Objection Certificate (NOC)',
        'Building Safety Certificate',
        'Fee Structure 2024-25',
        'Academic Calendar 2024-25',
        'School Management Committee (SMC)',
      ]),
    );
    for (const disclosure of list) {
      expect(disclosure.viewUrl).toBe(`/api/mandatory-disclosures/${disclosure._id}/view`);
      expect(disclosure.downloadUrl).toBe(`/api/mandatory-disclosures/${disclosure._id}/download`);
      expect(disclosure.fileName).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
      expect(disclosure).not.toHaveProperty('file');
    }
  });
});

describe('GET /api/mandatory-disclosures/{id}', () => {
  it('returns one disclosure, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await all();
    const one = await get(`/api/mandatory-disclosures/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.mandatoryDisclosure).toEqual(first);
    const unknown = await get('/api/mandatory-disclosures/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Mandatory disclosure not found',
    });
    const malformed = await get('/api/mandatory-disclosures/undefined');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

describe('GET /api/mandatory-disclosures/{id}/view and /download', () => {
  it('serves the PDF inline for view and as an attachment for download, with nosniff', async () => {
    const affiliation = (await all()).find((d) => d.title === 'CBSE Affiliation Letter')!;
    const view = await t.app.inject({ method: 'GET', url: affiliation.viewUrl! });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="CBSE-Affiliation-Letter\.pdf"/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.app.inject({ method: 'GET', url: affiliation.downloadUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="CBSE-Affiliation-Letter\.pdf"/,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
  });

  it('answers 404 JSON without a document, for a missing file or an unknown id, and 400 for a malformed id', async () => {
    const [noFile] = await t.database.db
      .insert(mandatoryDisclosures)
      .values({ title: 'Pending certificate', order: 99 })
      .returning({ id: mandatoryDisclosures.id });
    const [lostFile] = await t.database.db
      .insert(mandatoryDisclosures)
      .values({ title: 'Lost', file: 'disclosures/00000000-0000-4000-8000-000000000000.pdf', order: 98 })
      .returning({ id: mandatoryDisclosures.id });
    expect((await all()).find((d) => d._id === noFile!.id)).toMatchObject({
      viewUrl: null,
      downloadUrl: null,
      fileName: null,
    });
    for (const suffix of ['view', 'download']) {
      for (const id of [noFile!.id, lostFile!.id]) {
        const missing = await get(`/api/mandatory-disclosures/${id}/${suffix}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ status: 'error', message: 'This disclosure has no document' });
      }
      const unknown = await get(`/api/mandatory-disclosures/00000000-0000-4000-8000-000000000000/${suffix}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Mandatory disclosure not found');
      // What the site requests when it has no id (SPEC §5).
      const noId = await get(`/api/mandatory-disclosures/undefined/${suffix}`);
      expect(noId.status).toBe(400);
      expect(noId.body.message).toContain("'id'");
    }
  });
});

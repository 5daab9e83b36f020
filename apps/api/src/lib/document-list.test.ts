import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandatoryDisclosures, policies } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import type { DocumentTable } from './document-list-repository';

interface DocumentBody {
  _id: string;
  title: string;
  description: string;
  fileName: string | null;
  viewUrl: string | null;
  downloadUrl: string | null;
  order: number;
}

/** Each document list of the site, with what its seed and messages say. */
const lists = [
  {
    name: 'policies',
    table: policies,
    path: 'policies',
    listPath: '/api/policies/public/all',
    listKey: 'policies',
    itemKey: undefined,
    minCount: 4,
    seededTitles: ['Child Protection and Anti-Bullying Policy'],
    fileName: /\.pdf$/,
    notFound: 'Policy not found',
    noDocument: 'This policy has no document',
    folder: 'policies',
  },
  {
    name: 'mandatory disclosures',
    table: mandatoryDisclosures as unknown as DocumentTable,
    path: 'mandatory-disclosures',
    listPath: '/api/mandatory-disclosures',
    listKey: 'mandatoryDisclosures',
    itemKey: 'mandatoryDisclosure',
    minCount: 5,
    seededTitles: [
      'CBSE Affiliation Letter',
      'No Objection Certificate (NOC)',
      'Building Safety Certificate',
      'Fee Structure 2024-25',
      'Academic Calendar 2024-25',
      'School Management Committee (SMC)',
    ],
    fileName: /^[A-Za-z0-9-]+\.pdf$/,
    notFound: 'Mandatory disclosure not found',
    noDocument: 'This disclosure has no document',
    folder: 'disclosures',
  },
];

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

describe.each(lists)('the $name list', (list) => {
  const all = async (): Promise<DocumentBody[]> => (await get(list.listPath)).body.data[list.listKey];
  const insert = async (values: { title: string; file?: string; fileName?: string; order: number }) => {
    const [row] = await t.database.db.insert(list.table).values(values).returning({ id: list.table.id });
    return row!.id;
  };

  it('lists every document in display order, each with view and download URLs and no stored key', async () => {
    const { status, body } = await get(list.listPath);
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    const documents: DocumentBody[] = body.data[list.listKey];
    expect(documents.length).toBeGreaterThanOrEqual(list.minCount);
    expect(documents.map((d) => d.order)).toEqual([...documents.map((d) => d.order)].sort((a, b) => a - b));
    expect(documents.map((d) => d.title)).toEqual(expect.arrayContaining(list.seededTitles));
    for (const document of documents) {
      expect(document.title).not.toBe('');
      expect(document.viewUrl).toBe(`/api/${list.path}/${document._id}/view`);
      expect(document.downloadUrl).toBe(`/api/${list.path}/${document._id}/download`);
      expect(document.fileName).toMatch(list.fileName);
      expect(document).not.toHaveProperty('file');
    }
  });

  it('serves the PDF inline for view and as an attachment for download, with a safe name and nosniff', async () => {
    const [document] = await all();
    const view = await t.app.inject({ method: 'GET', url: document!.viewUrl! });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe(
      `inline; filename="${document!.fileName}"; filename*=UTF-8''${encodeURIComponent(document!.fileName!)}`,
    );
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.app.inject({ method: 'GET', url: document!.downloadUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._ -]+\.pdf"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.equals(view.rawPayload)).toBe(true);
  });

  it('makes an unsafe stored file name safe, and names the file after the title when it has none', async () => {
    const [source] = await all();
    const stored = (await t.database.db.select().from(list.table).limit(100)).find(
      (row) => row.id === source!._id,
    )!.file!;
    const odd = await insert({ title: 'Odd', file: stored, fileName: '../"evil"\r\nname.pdf', order: 90 });
    const oddFile = await t.app.inject({ method: 'GET', url: `/api/${list.path}/${odd}/download` });
    expect(oddFile.statusCode).toBe(200);
    expect(oddFile.headers['content-disposition']).toMatch(
      /^attachment; filename="_evil_name\.pdf"; filename\*=UTF-8''/,
    );
    const unnamed = await insert({ title: 'Uniform Policy', file: stored, order: 91 });
    const unnamedFile = await t.app.inject({ method: 'GET', url: `/api/${list.path}/${unnamed}/view` });
    expect(unnamedFile.headers['content-disposition']).toMatch(/^inline; filename="Uniform Policy\.pdf"/);
    expect((await all()).find((d) => d._id === unnamed)!.fileName).toBe('Uniform Policy.pdf');
  });

  it('answers 404 JSON without a document, for a missing file or an unknown id, and 400 for a malformed id', async () => {
    const noFile = await insert({ title: 'Pending document without a PDF', order: 99 });
    const lostFile = await insert({
      title: 'Lost',
      file: `${list.folder}/00000000-0000-4000-8000-000000000000.pdf`,
      order: 98,
    });
    expect((await all()).find((d) => d._id === noFile)).toMatchObject({
      viewUrl: null,
      downloadUrl: null,
      fileName: null,
    });
    for (const suffix of ['view', 'download']) {
      for (const id of [noFile, lostFile]) {
        const missing = await get(`/api/${list.path}/${id}/${suffix}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: list.noDocument });
      }
      const unknown = await get(`/api/${list.path}/00000000-0000-4000-8000-000000000000/${suffix}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(list.notFound);
      // `undefined` is what the site requests when it has no id (docs/requirements.md#validation).
      for (const malformedId of ['undefined', '..%2F..%2Fetc%2Fpasswd']) {
        const malformed = await get(`/api/${list.path}/${malformedId}/${suffix}`);
        expect(malformed.status).toBe(400);
        expect(malformed.body.message).toContain("'id'");
      }
    }
  });
});

describe.each(lists.filter((list) => list.itemKey))('one item of the $name list', (list) => {
  const all = async (): Promise<DocumentBody[]> => (await get(list.listPath)).body.data[list.listKey];

  it('returns one document, 404 for an unknown id and 400 for a malformed one', async () => {
    const [first] = await all();
    const one = await get(`/api/${list.path}/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.data[list.itemKey!]).toEqual(first);
    const unknown = await get(`/api/${list.path}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: list.notFound });
    const malformed = await get(`/api/${list.path}/undefined`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain("'id'");
  });
});

import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { schoolToday } from '@skp/shared';
import { expectedResultYears } from './disclosure-warnings';

let t: TestApp;
let editor: string;
let linkServer: Server;
let linkBase: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  linkServer = createServer((request, response) =>
    response.writeHead(request.url === '/inspection-video' ? 200 : 404).end(),
  );
  await new Promise<void>((resolve) => linkServer.listen(0, '127.0.0.1', resolve));
  linkBase = `http://127.0.0.1:${(linkServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  linkServer.closeAllConnections();
  await new Promise((resolve) => linkServer.close(resolve));
  await t.close();
});

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
  cookie: string | null = editor,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const sectionUrl = (section: string) => `/api/admin/settings/public-disclosure-${section}`;
const saved = async (section: string) => (await call('GET', sectionUrl(section))).body.data.item;

/** A PUT that must be refused with a 400 naming `field`, leaving the section as it was. */
async function expectRefused(section: string, body: object, field: string) {
  const before = await saved(section);
  const answer = await call('PUT', sectionUrl(section), body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.status).toBe('error');
  expect(Object.keys(answer.body.fieldErrors)).toContain(field);
  expect(answer.body.message).toContain(field);
  expect(await saved(section)).toEqual(before);
}

describe('GET /api/public-disclosure', () => {
  it('answers the seeded Appendix IX, section by section, with document sizes and results by year', async () => {
    const { status, body } = await call('GET', '/api/public-disclosure', undefined, null);
    expect(status).toBe(200);
    const disclosure = body.data.publicDisclosure;
    expect(disclosure.general).toMatchObject({ schoolName: 'S.K.P. Vidya Vihar', pinCode: '814112' });
    expect(disclosure.general.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(disclosure.documents.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'affiliation',
      'trust-registration',
      'noc',
      'rte-recognition',
      'building-safety',
      'fire-safety',
      'deo-certificate',
      'water-health-sanitation',
    ]);
    const fire = disclosure.documents.documents[5];
    expect(fire.label).toBe('Copy of valid fire safety certificate issued by the competent authority');
    expect(fire.issuingAuthority).toBe('Jharkhand Fire Service, Deoghar');
    expect(fire.sizeBytes).toBeGreaterThan(500);
    const pdf = await t.app.inject({ method: 'GET', url: fire.url });
    expect(pdf.statusCode).toBe(200);
    expect(Number(pdf.headers['content-length'] ?? pdf.rawPayload.length)).toBe(fire.sizeBytes);
    expect(disclosure.academics.documents).toHaveLength(4);
    const years = expectedResultYears(schoolToday(new Date()));
    expect(disclosure.academics.resultsClassX.map((r: { year: number }) => r.year)).toEqual(years);
    expect(disclosure.academics.resultsClassXII[0]).toMatchObject({
      registered: 86,
      passed: 83,
      passPercentage: 96.51,
    });
    expect(disclosure.staff).toMatchObject({ pgt: 14, tgt: 18, prt: 22, totalTeachers: 54 });
    expect(
      disclosure.infrastructure.laboratories.some((lab: { isComputerLab: boolean }) => lab.isComputerLab),
    ).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string };
  /** The 200 answer's `data` of one operation, refs resolved. */
  async function answerOf(path: string) {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const resolve = (schema: Schema): Schema =>
      schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').pop()!]) : schema;
    const content = document.paths[path].get.responses['200'].content['application/json'].schema;
    const at = (schema: Schema, ...keys: string[]): Schema =>
      keys.reduce(
        (current, key) => resolve(key === '[]' ? current.items! : current.properties![key]!),
        resolve(schema),
      );
    return { data: at(content, 'data'), at };
  }
  const fields = (schema: Schema) => Object.keys(schema.properties ?? {}).sort();

  it('describes every field of the public answer, section by section', async () => {
    const { data, at } = await answerOf('/api/public-disclosure');
    expect(fields(at(data, 'publicDisclosure'))).toEqual([
      'academics',
      'documents',
      'general',
      'infrastructure',
      'staff',
    ]);
    expect(fields(at(data, 'publicDisclosure', 'general'))).toContain('affiliationNumber');
    expect(fields(at(data, 'publicDisclosure', 'staff'))).toEqual(
      expect.arrayContaining(['pgt', 'totalTeachers', 'specialEducator', 'updatedAt']),
    );
    expect(fields(at(data, 'publicDisclosure', 'documents', 'documents', '[]'))).toEqual([
      'expired',
      'file',
      'fileName',
      'issueDate',
      'issuingAuthority',
      'kind',
      'label',
      'sizeBytes',
      'url',
      'validUntil',
    ]);
    expect(fields(at(data, 'publicDisclosure', 'infrastructure', 'laboratories', '[]'))).toEqual([
      'count',
      'isComputerLab',
      'name',
      'sizeSqM',
    ]);
  });

  it("describes each admin section's saved fields", async () => {
    const { data, at } = await answerOf('/api/admin/settings/public-disclosure-academics');
    expect(fields(at(data, 'item'))).toEqual(['documents', 'resultsClassX', 'resultsClassXII']);
    expect(fields(at(data, 'item', 'resultsClassX', '[]'))).toEqual([
      'passPercentage',
      'passed',
      'registered',
      'remarks',
      'year',
    ]);
  });
});

describe('admin writes, per section', () => {
  it('need a signed-in editor', async () => {
    expect((await call('GET', sectionUrl('general'), undefined, null)).status).toBe(401);
    expect((await call('PUT', sectionUrl('general'), {}, null)).status).toBe(401);
    expect((await call('GET', '/api/admin/public-disclosure/status', undefined, null)).status).toBe(401);
    expect((await call('POST', '/api/admin/public-disclosure/link-check', undefined, null)).status).toBe(401);
  });

  it('A: general information saves and shows; a bad PIN, e-mail or affiliation number is a 400 naming it', async () => {
    const general = await saved('general');
    const changed = { ...general, phone: '+91 6432 222333' };
    expect((await call('PUT', sectionUrl('general'), changed)).status).toBe(200);
    const published = (await call('GET', '/api/public-disclosure')).body.data.publicDisclosure.general;
    expect(published.phone).toBe('+91 6432 222333');
    await expectRefused('general', { ...changed, pinCode: '81411' }, 'pinCode');
    await expectRefused('general', { ...changed, email: 'office at school' }, 'email');
    await expectRefused('general', { ...changed, affiliationNumber: '34300XX' }, 'affiliationNumber');
    await expectRefused('general', { ...changed, motto: 'free text' }, 'body');
  });

  it('B: documents need an uploaded PDF, and valid-until must not be before the issue date', async () => {
    const section = await saved('documents');
    const [first] = section.documents;
    expect((await call('PUT', sectionUrl('documents'), section)).status).toBe(200);
    const withDocument = (document: object) => ({ documents: [{ ...first, ...document }] });
    await expectRefused(
      'documents',
      withDocument({ validUntil: '2020-01-01', issueDate: '2021-01-01' }),
      'documents.0.validUntil',
    );
    await expectRefused(
      'documents',
      withDocument({ file: 'public-disclosure/letter.docx' }),
      'documents.0.file',
    );
    await expectRefused(
      'documents',
      withDocument({ file: 'public-disclosure/never-uploaded.pdf' }),
      'documents.0.file',
    );
    await expectRefused('documents', withDocument({ kind: 'fee-structure' }), 'documents.0.kind');
    await expectRefused('documents', withDocument({ issueDate: '15/01/2025' }), 'documents.0.issueDate');
  });

  it('C: results refuse a pass percentage outside 0-100, passed above registered and a year twice', async () => {
    const academics = await saved('academics');
    const [latest] = academics.resultsClassX;
    const results = (row: object) => ({ ...academics, resultsClassX: [{ ...latest, ...row }] });
    await expectRefused('academics', results({ passPercentage: 101 }), 'resultsClassX.0.passPercentage');
    await expectRefused('academics', results({ passPercentage: -1 }), 'resultsClassX.0.passPercentage');
    await expectRefused('academics', results({ registered: 10, passed: 11 }), 'resultsClassX.0.passed');
    await expectRefused(
      'academics',
      { ...academics, resultsClassXII: [academics.resultsClassXII[0], academics.resultsClassXII[0]] },
      'resultsClassXII',
    );
    const edited = results({
      registered: 120,
      passed: 118,
      passPercentage: 98.33,
      remarks: '12 with distinction',
    });
    expect((await call('PUT', sectionUrl('academics'), edited)).status).toBe(200);
    const published = (await call('GET', '/api/public-disclosure')).body.data.publicDisclosure.academics;
    expect(published.resultsClassX).toEqual([
      { ...latest, registered: 120, passed: 118, passPercentage: 98.33, remarks: '12 with distinction' },
    ]);
    expect((await call('PUT', sectionUrl('academics'), academics)).status).toBe(200);
  });

  it('C: the pass percentage is worked out from registered and passed; one that contradicts them is a 400 naming it', async () => {
    const academics = await saved('academics');
    const [latest, previous] = academics.resultsClassX;
    const results = (row: object) => ({
      ...academics,
      resultsClassX: [{ ...latest, ...row }, previous],
    });
    // The clerk's figures: Registered 48, Passed 47, and last year's 97.12 left in Pass %.
    await expectRefused(
      'academics',
      results({ registered: 48, passed: 47, passPercentage: 97.12 }),
      'resultsClassX.0.passPercentage',
    );
    const refused = await call(
      'PUT',
      sectionUrl('academics'),
      results({ registered: 48, passed: 47, passPercentage: 97.12 }),
    );
    expect(refused.body.fieldErrors['resultsClassX.0.passPercentage']).toEqual([
      'passPercentage must be 97.92 (47 passed of 48 registered); leave it empty and it is worked out',
    ]);
    await expectRefused(
      'academics',
      results({ registered: 48, passed: 49, passPercentage: null }),
      'resultsClassX.0.passed',
    );

    for (const passPercentage of [null, 97.92, 97.91]) {
      const saving = await call(
        'PUT',
        sectionUrl('academics'),
        results({ registered: 48, passed: 47, passPercentage }),
      );
      expect(saving.status, JSON.stringify(saving.body)).toBe(200);
      expect(saving.body.data.item.resultsClassX[0].passPercentage).toBe(97.92);
    }
    const published = (await call('GET', '/api/public-disclosure', undefined, null)).body.data
      .publicDisclosure;
    expect(
      published.academics.resultsClassX.find((row: { year: number }) => row.year === latest.year),
    ).toMatchObject({
      registered: 48,
      passed: 47,
      passPercentage: 97.92,
    });

    // Figures saved before the server worked the percentage out are published corrected.
    await t.database.db.execute(
      sql`update public_disclosure_sections set data = jsonb_set(data, '{resultsClassX,0,passPercentage}', '97.12') where section = 'academics'`,
    );
    const corrected = (await call('GET', '/api/public-disclosure', undefined, null)).body.data
      .publicDisclosure;
    expect(
      corrected.academics.resultsClassX.find((row: { year: number }) => row.year === latest.year)
        .passPercentage,
    ).toBe(97.92);
    expect((await call('PUT', sectionUrl('academics'), academics)).status).toBe(200);
  });

  it('D: staff counts must be whole numbers, not negative', async () => {
    const staff = await saved('staff');
    await expectRefused('staff', { ...staff, pgt: -1 }, 'pgt');
    await expectRefused('staff', { ...staff, tgt: 2.5 }, 'tgt');
    await expectRefused('staff', { ...staff, teacherSectionRatio: 0 }, 'teacherSectionRatio');
    expect((await call('PUT', sectionUrl('staff'), { ...staff, prt: 25 })).status).toBe(200);
    const published = (await call('GET', '/api/public-disclosure')).body.data.publicDisclosure.staff;
    expect(published.totalTeachers).toBe(14 + 18 + 25);
  });

  it('E: the inspection video must be an http(s) link; areas must be positive', async () => {
    const infrastructure = await saved('infrastructure');
    await expectRefused(
      'infrastructure',
      { ...infrastructure, inspectionVideoUrl: 'javascript:alert(1)' },
      'inspectionVideoUrl',
    );
    await expectRefused(
      'infrastructure',
      { ...infrastructure, inspectionVideoUrl: 'ftp://x.example/v.mp4' },
      'inspectionVideoUrl',
    );
    await expectRefused('infrastructure', { ...infrastructure, campusAreaSqM: 0 }, 'campusAreaSqM');
    await expectRefused(
      'infrastructure',
      { ...infrastructure, laboratories: [{ name: 'Physics', count: 1, sizeSqM: -5 }] },
      'laboratories.0.sizeSqM',
    );
  });
});

describe('GET /api/admin/public-disclosure/status and the link checker', () => {
  it('the seed shows one certificate expiring and one expired, nothing missing', async () => {
    const { status, body } = await call('GET', '/api/admin/public-disclosure/status');
    expect(status).toBe(200);
    expect(body.data.counts).toEqual({ missing: 0, expiring: 1, expired: 1, 'dead-link': 0 });
    expect(body.data.warnings.map((w: { kind: string; field: string }) => `${w.kind} ${w.field}`)).toEqual([
      'expiring fire-safety',
      'expired water-health-sanitation',
    ]);
    expect(body.data.linksCheckedAt).toBeNull();
  });

  it('the public answer marks the expired certificate, and only it, as expired', async () => {
    const { documents } = (await call('GET', '/api/public-disclosure', undefined, null)).body.data
      .publicDisclosure;
    const expired = documents.documents.filter((document: { expired: boolean }) => document.expired);
    expect(expired.map((document: { kind: string }) => document.kind)).toEqual(['water-health-sanitation']);
  });

  it('an emptied field shows as missing in its section', async () => {
    const general = await saved('general');
    expect(
      (await call('PUT', sectionUrl('general'), { ...general, principalQualification: '' })).status,
    ).toBe(200);
    const { body } = await call('GET', '/api/admin/public-disclosure/status');
    expect(body.data.warnings).toContainEqual({
      section: 'general',
      kind: 'missing',
      field: 'principalQualification',
      message: 'Principal qualification: not filled in',
    });
    expect((await call('PUT', sectionUrl('general'), general)).status).toBe(200);
  });

  it('reports dead links (HTTP status, missing file) with the date first seen, and live ones not', async () => {
    const infrastructure = await saved('infrastructure');
    const live = { ...infrastructure, inspectionVideoUrl: `${linkBase}/inspection-video` };
    expect((await call('PUT', sectionUrl('infrastructure'), live)).status).toBe(200);
    const first = await call('POST', '/api/admin/public-disclosure/link-check');
    expect(first.status).toBe(200);
    expect(first.body.data.dead).toBe(0);
    expect(first.body.data.checked).toBe(12 + 1 + 11);

    const dead = { ...infrastructure, inspectionVideoUrl: `${linkBase}/removed-video` };
    expect((await call('PUT', sectionUrl('infrastructure'), dead)).status).toBe(200);
    const { mandatoryDisclosures } = (await call('GET', '/api/mandatory-disclosures')).body.data;
    const { key } = await t.app.services.disclosureDocuments.documentOf(mandatoryDisclosures[0]._id);
    await t.app.storage.remove(key!);
    const second = await call('POST', '/api/admin/public-disclosure/link-check');
    expect(second.body.data.dead).toBe(2);
    const deadLinks = second.body.data.warnings.filter((w: { kind: string }) => w.kind === 'dead-link');
    const today = schoolToday(new Date()).slice(0, 7);
    expect(deadLinks.map((w: { message: string }) => w.message)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^CBSE Affiliation Letter \\(Home, Mandatory Disclosures\\): dead link \\(file missing from the server\\), first seen ${today}`,
        ),
      ),
      expect.stringMatching(new RegExp(`^Inspection video: dead link \\(HTTP 404\\), first seen ${today}`)),
    ]);
    expect(second.body.data.linksCheckedAt).toMatch(/^\d{4}-/);

    // A link first found dead at 01:16 in India (19:46 UTC the day before) was first seen on
    // India's date, as the office and an inspector read it.
    await t.database.db.execute(
      sql`update disclosure_link_checks set first_failed_at = '2026-11-27T19:46:00Z' where target like '%/removed-video'`,
    );
    const { body } = await call('GET', '/api/admin/public-disclosure/status');
    expect(body.data.warnings.map((w: { message: string }) => w.message)).toContain(
      'Inspection video: dead link (HTTP 404), first seen 2026-11-28',
    );
  });
});

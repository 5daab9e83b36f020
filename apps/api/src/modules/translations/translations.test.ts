import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notices, translations } from '../../db/schema/index';
import { sessionFor } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRANSLATABLE_ENTITIES } from './translation-registry';
import { createTranslationsRepository } from './translations.repository';
import { createTranslationsService } from './translations.service';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

function put(entity: string, id: string, values: Record<string, string>, cookie = editor) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/translations/${entity}/${id}/hi`,
    headers: { cookie },
    payload: { values },
  });
}
async function getRecord(entity: string, id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/translations/${entity}/${id}/hi`,
    headers: { cookie: editor },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.translation as {
    label: string;
    fields: { field: string; english: string; value: string | null; state: string }[];
  };
}
async function newNotice(title: string, description = 'The school is closed on Monday.') {
  const [row] = await t.database.db
    .insert(notices)
    .values({ title, description, date: new Date('2026-01-05') })
    .returning();
  return row!;
}
async function status() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/translations/status?locale=hi',
    headers: { cookie: editor },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.status as {
    totals: { fields: number; current: number; missing: number; needsReview: number };
    entities: { entity: string; missing: number; needsReview: number; current: number; pages: string[] }[];
    todo: { entity: string; entityId: string; missing: string[]; needsReview: string[] }[];
  };
}

describe('the registry', () => {
  it('every translatable table deletes its translations with its rows (a trigger each)', async () => {
    expect(await t.app.services.translations.tablesWithoutCleanup()).toEqual([]);
  });

  it('is served to the admin with each field and the pages that show it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/translations/entities',
      headers: { cookie: editor },
    });
    expect(response.statusCode).toBe(200);
    const entities = response.json().data.entities as { entity: string; fields: { field: string }[] }[];
    expect(entities.map((e) => e.entity)).toEqual(Object.keys(TRANSLATABLE_ENTITIES));
    const notice = entities.find((e) => e.entity === 'notices')!;
    expect(notice.fields.map((f) => f.field)).toEqual(['title', 'description', 'body']);
  });

  it('needs a signed-in editor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/translations/status' });
    expect(response.statusCode).toBe(401);
  });
});

describe('localize: what a Hindi page shows', () => {
  it('puts the Hindi in place and names the fields that fell back to English', async () => {
    const notice = await newNotice('Winter break');
    expect((await put('notices', notice.id, { title: 'शीतकालीन अवकाश' })).statusCode).toBe(200);
    const rows = [
      {
        _id: notice.id,
        title: 'Winter break',
        description: 'The school is closed on Monday.',
        type: 'General',
      },
    ];
    const [hindi] = await t.app.services.translations.localize('notices', rows, 'hi');
    expect(hindi).toMatchObject({
      _id: notice.id,
      title: 'शीतकालीन अवकाश',
      description: 'The school is closed on Monday.',
      type: 'General',
      fallbackFields: ['description'],
    });
    const [english] = await t.app.services.translations.localize('notices', rows, 'en');
    expect(english).toMatchObject({ title: 'Winter break', fallbackFields: [] });
  });

  it('reads every row of a page in one query, and none for English', async () => {
    const repository = createTranslationsRepository(t.database.db);
    let queries = 0;
    const counted = {
      ...repository,
      find: (...args: Parameters<typeof repository.find>) => {
        queries += 1;
        return repository.find(...args);
      },
    };
    const service = createTranslationsService({ repository: counted, audit: t.app.services.auditLog });
    const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => newNotice(`Row ${i}`)));
    await put('notices', rows[3]!.id, { title: 'पंक्ति' });
    const localized = await service.localize(
      'notices',
      rows.map((row) => ({ _id: row.id, title: row.title, description: row.description })),
      'hi',
    );
    expect(queries).toBe(1);
    expect(localized[3]!.title).toBe('पंक्ति');
    expect(localized.filter((row) => row.fallbackFields.includes('title'))).toHaveLength(11);
    await service.localize(
      'notices',
      rows.map((row) => ({ _id: row.id, title: row.title })),
      'en',
    );
    expect(queries).toBe(1);
  });

  it('translates lists item by item and nested singleton fields', async () => {
    const academics = await getRecord('page-content', 'academics');
    const paragraphs = academics.fields.filter((f) => f.field.startsWith('paragraphs.'));
    expect(paragraphs.length).toBeGreaterThan(0);
    // The title without its Hindi ('' removes a translation): it falls back to English.
    expect(
      (await put('page-content', 'academics', { 'paragraphs.0': 'पहला अनुच्छेद', title: '' })).statusCode,
    ).toBe(200);
    const value = {
      title: 'Welcome',
      tagline: '',
      paragraphs: paragraphs.map((p) => p.english),
    };
    const localized = await t.app.services.translations.localizeSingleton(
      'page-content',
      'academics',
      value,
      'hi',
    );
    expect(localized.paragraphs[0]).toBe('पहला अनुच्छेद');
    expect(localized.paragraphs.slice(1)).toEqual(value.paragraphs.slice(1));
    expect(localized.fallbackFields).not.toContain('paragraphs.0');
    expect(localized.fallbackFields).toContain('title');
    expect(localized.fallbackFields).not.toContain('tagline');

    const cricket = await put('cricket-academy-contact', 'cricket-academy-contact', {
      'quickEnquiry.callNowLabel': 'अभी कॉल करें',
    });
    expect(cricket.statusCode).toBe(200);
    const contact = await t.app.services.translations.localizeSingleton(
      'cricket-academy-contact',
      'cricket-academy-contact',
      { title: 'Cricket', quickEnquiry: { callNowLabel: 'Call now', scheduleVisitLabel: 'Visit' } },
      'hi',
    );
    expect(contact.quickEnquiry).toEqual({ callNowLabel: 'अभी कॉल करें', scheduleVisitLabel: 'विज़िट तय करें' });
  });

  it("flags 'needs review' when the English changes after the Hindi was written, and still shows the Hindi", async () => {
    const notice = await newNotice('Sports day');
    await put('notices', notice.id, { title: 'खेल दिवस' });
    expect((await getRecord('notices', notice.id)).fields[0]).toMatchObject({
      state: 'current',
      value: 'खेल दिवस',
    });
    await t.database.db
      .update(notices)
      .set({ title: 'Sports day moved to Friday' })
      .where(eq(notices.id, notice.id));
    const record = await getRecord('notices', notice.id);
    expect(record.fields[0]).toMatchObject({ field: 'title', state: 'needs-review', value: 'खेल दिवस' });
    expect(record.fields[1]).toMatchObject({ field: 'description', state: 'missing', value: null });
    const todo = (await status()).todo.find((item) => item.entityId === notice.id)!;
    expect(todo).toMatchObject({ entity: 'notices', missing: ['description'], needsReview: ['title'] });
    const [shown] = await t.app.services.translations.localize(
      'notices',
      [{ _id: notice.id, title: 'Sports day moved to Friday', description: 'x' }],
      'hi',
    );
    expect(shown!.title).toBe('खेल दिवस');

    // Saving the Hindi again marks it reviewed.
    await put('notices', notice.id, { title: 'खेल दिवस अब शुक्रवार को' });
    expect((await getRecord('notices', notice.id)).fields[0]!.state).toBe('current');
  });
});

describe('writes', () => {
  it('stores, replaces and removes ("") translations, each write in the audit log', async () => {
    const notice = await newNotice('Fee reminder');
    expect(
      (await put('notices', notice.id, { title: 'शुल्क अनुस्मारक', description: 'कृपया शुल्क जमा करें।' })).statusCode,
    ).toBe(200);
    const replaced = await put('notices', notice.id, { title: 'शुल्क की याद' });
    expect(replaced.json().data.translation.fields.map((f: { value: string }) => f.value)).toEqual([
      'शुल्क की याद',
      'कृपया शुल्क जमा करें।',
      // The page text: none written.
      null,
    ]);
    await put('notices', notice.id, { description: '' });
    expect((await getRecord('notices', notice.id)).fields[1]).toMatchObject({
      value: null,
      state: 'missing',
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'translation:notices'), eq(auditLog.entityId, notice.id)));
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => e.action)).toEqual(['translate', 'translate', 'translate']);
    expect(entries[1]!.before).toEqual({ 'hi:title': 'शुल्क अनुस्मारक' });
    expect(entries[1]!.after).toEqual({ 'hi:title': 'शुल्क की याद' });
  });

  it('accepts Devanagari mixed with digits and English names', async () => {
    const notice = await newNotice('Annual day');
    const response = await put('notices', notice.id, {
      title: 'वार्षिक दिवस 2026 – S.K.P. Vidya Vihar',
      description: 'Rahul Kumar',
    });
    expect(response.statusCode).toBe(200);
  });

  it('makes the public pages stale: the content version moves', async () => {
    const notice = await newNotice('Holiday');
    const before = t.app.contentVersion.value;
    expect((await put('notices', notice.id, { title: 'छुट्टी' })).statusCode).toBe(200);
    expect(t.app.contentVersion.value).toBeGreaterThan(before);
  });

  it('deleting a record deletes its translations in the same transaction', async () => {
    const notice = await newNotice('Old notice');
    await put('notices', notice.id, { title: 'पुरानी सूचना' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/notices/${notice.id}`,
      headers: { cookie: editor },
    });
    expect(response.statusCode).toBe(200);
    const left = await t.database.db.select().from(translations).where(eq(translations.entityId, notice.id));
    expect(left).toEqual([]);
  });
});

describe('bad input: a clear 4xx, nothing written', () => {
  async function countRows() {
    return (await t.database.db.select().from(translations)).length;
  }

  it.each([
    ['Kruti Dev', 'fo|ky; esa vkidk Lokxr gS'],
    ['Kruti Dev with ¼½', 'izos' + 'k ¼ekpZ½ 2026 ls izkjaHk gksxk'],
    ['Chanakya', 'Ldwy cUn jgsxk ;g lwpuk gS'],
  ])('rejects legacy font text (%s) with a 400 naming the problem', async (_name, value) => {
    const notice = await newNotice('Admissions');
    const rows = await countRows();
    const response = await put('notices', notice.id, { title: 'प्रवेश', description: value });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    expect(body.message).toMatch(/Kruti Dev/);
    expect(body.message).toMatch(/Unicode/);
    expect(await countRows()).toBe(rows);
  });

  it('rejects an unknown entity and an unknown field with a 400', async () => {
    const notice = await newNotice('Exam');
    const unknownEntity = await put('canteen', notice.id, { title: 'परीक्षा' });
    expect(unknownEntity.statusCode).toBe(400);
    expect(unknownEntity.json().message).toMatch(/'canteen' has no translatable text/);
    const rows = await countRows();
    const unknownField = await put('notices', notice.id, { title: 'परीक्षा', pdfFile: 'x' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toMatchObject({
      message: expect.stringMatching(/pdfFile/),
      fieldErrors: { pdfFile: expect.any(Array) },
    });
    expect(await countRows()).toBe(rows);
    const beyondList = await put('page-content', 'home', { 'paragraphs.99': 'अनुच्छेद' });
    expect(beyondList.statusCode).toBe(400);
    const empty = await put('notices', notice.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Nothing to save/);
  });

  it('answers 404 for a record that does not exist', async () => {
    for (const [entity, id] of [
      ['notices', '00000000-0000-4000-8000-000000000000'],
      ['notices', 'not-a-uuid'],
      ['page-content', 'canteen'],
    ] as const) {
      const response = await put(entity, id, { title: 'शीर्षक' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });

  it('rejects a value that is too long and an unknown locale', async () => {
    const notice = await newNotice('Long');
    const tooLong = await put('notices', notice.id, { title: 'क'.repeat(10_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at most 10000/);
    const locale = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/translations/notices/${notice.id}/fr`,
      headers: { cookie: editor },
      payload: { values: { title: 'Bonjour' } },
    });
    expect(locale.statusCode).toBe(400);
    expect(locale.json().message).toMatch(/locale/);
  });
});

describe('the counts', () => {
  it('counts missing, needs-review and current fields per entity and in total', async () => {
    const before = await status();
    const notice = await newNotice('Counting', 'Two fields to translate.');
    const afterNew = await status();
    const noticesBefore = before.entities.find((e) => e.entity === 'notices')!;
    const noticesAfterNew = afterNew.entities.find((e) => e.entity === 'notices')!;
    expect(noticesAfterNew.missing).toBe(noticesBefore.missing + 2);
    expect(afterNew.totals.missing).toBe(before.totals.missing + 2);

    await put('notices', notice.id, { title: 'गिनती' });
    const afterOne = (await status()).entities.find((e) => e.entity === 'notices')!;
    expect(afterOne.missing).toBe(noticesBefore.missing + 1);
    expect(afterOne.current).toBe(noticesBefore.current + 1);

    await t.database.db.update(notices).set({ title: 'Counting again' }).where(eq(notices.id, notice.id));
    const afterChange = (await status()).entities.find((e) => e.entity === 'notices')!;
    expect(afterChange.needsReview).toBe(noticesBefore.needsReview + 1);
    expect(afterChange.current).toBe(noticesBefore.current);
    expect(afterChange.pages).toEqual(['/', '/notices']);
  });
});

describe('the demo Hindi (seed)', () => {
  it('translates Home, About, Admissions, Contact, both wings and three notices', async () => {
    const home = await getRecord('page-content', 'home');
    expect(home.fields.find((f) => f.field === 'title')).toMatchObject({
      value: 'एस.के.पी. विद्या विहार',
      state: 'current',
    });
    for (const [entity, id] of [
      ['page-content', 'about'],
      ['page-content', 'admissions'],
      ['page-content', 'contact'],
      ['contact', 'contact'],
      ['baby-steps-admission', 'baby-steps-admission'],
      ['cricket-academy-contact', 'cricket-academy-contact'],
    ]) {
      const record = await getRecord(entity!, id!);
      expect(record.fields.filter((f) => f.state === 'current').length, `${entity}/${id}`).toBeGreaterThan(0);
    }
    const seeded = (
      await t.database.db.select().from(translations).where(eq(translations.entity, 'notices'))
    ).filter((row) => row.updatedBy.includes('machine-written'));
    expect(new Set(seeded.map((row) => row.entityId)).size).toBe(3);
  });

  it('leaves one field untranslated and one needing review, so the Translations view shows both', async () => {
    const about = await getRecord('page-content', 'about');
    expect(about.fields.find((f) => f.field === 'paragraphs.1')).toMatchObject({
      state: 'missing',
      value: null,
    });
    const home = await getRecord('page-content', 'home');
    expect(home.fields.find((f) => f.field === 'tagline')).toMatchObject({ state: 'needs-review' });
    const todo = (await status()).todo.filter((item) => item.entity === 'page-content');
    expect(todo.find((item) => item.entityId === 'home')!.needsReview).toContain('tagline');
    expect(todo.find((item) => item.entityId === 'about')!.missing).toContain('paragraphs.1');
  });
});

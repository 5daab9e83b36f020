import { eq } from 'drizzle-orm';
import { admissionInfoInputSchema, contactInfoInputSchema, pageContentInputSchema } from '@skp/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { InvalidSettingError, SETTING_KEYS } from './settings.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
});
afterAll(async () => {
  await t.close();
});

describe('settings service', () => {
  it('gives undefined for a key never set', async () => {
    const settings = t.app.services.settings;
    expect(await settings.get(SETTING_KEYS.contact, contactInfoInputSchema)).toBeUndefined();
  });

  it('stores the parsed value, reads it back and replaces it on a second put', async () => {
    const settings = t.app.services.settings;
    const key = SETTING_KEYS.content('academics');
    const stored = await settings.put(key, pageContentInputSchema, { title: '  Academics  ' });
    expect(stored).toEqual({ title: 'Academics', tagline: '', paragraphs: [] });
    expect(await settings.get(key, pageContentInputSchema)).toEqual(stored);
    const old = new Date('2020-01-01T00:00:00Z');
    await t.database.db.update(siteSettings).set({ updatedAt: old }).where(eq(siteSettings.key, key));

    await settings.put(key, pageContentInputSchema, { title: 'Learning', paragraphs: ['One'] });
    expect(await settings.get(key, pageContentInputSchema)).toEqual({
      title: 'Learning',
      tagline: '',
      paragraphs: ['One'],
    });
    const rows = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('refuses to store a value its schema rejects', async () => {
    const settings = t.app.services.settings;
    await expect(
      settings.put(SETTING_KEYS.contact, contactInfoInputSchema, { address: '' }),
    ).rejects.toThrow();
    expect(await settings.get(SETTING_KEYS.contact, contactInfoInputSchema)).toBeUndefined();
  });

  it('refuses to hand out a stored value its schema rejects', async () => {
    await t.database.db.insert(siteSettings).values({ key: SETTING_KEYS.admission, value: { broken: true } });
    const settings = t.app.services.settings;
    await expect(settings.get(SETTING_KEYS.admission, admissionInfoInputSchema)).rejects.toBeInstanceOf(
      InvalidSettingError,
    );
  });

  it('turns a corrupt singleton into a 500 that hides the details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admission' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionFor } from '../../test/auth-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

async function identity() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/settings/school',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.item;
}

function put(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/settings/school', headers: { cookie }, payload });
}

describe("the school's identity", () => {
  it('is seeded with the demo school and read publicly at /api/school', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/school' });
    expect(response.statusCode).toBe(200);
    const school = response.json().data.school;
    expect(school).toMatchObject({
      name: 'S.K.P. Vidya Vihar',
      shortName: 'SKP Vidya Vihar',
      town: 'Deoghar',
      affiliationNumber: '3430099',
      themes: { main: { primary: '#7a1f2b' } },
      wings: { babySteps: { enabled: true }, cricketAcademy: { enabled: true } },
    });
    expect(school.crestSvg).toMatch(/^<svg /);
  });

  it('is replaced by an editor, with its audit entry, and bumps the content version', async () => {
    const before = await identity();
    const version = t.app.contentVersion.value;
    const response = await put({
      ...before,
      shortName: 'SKP Vihar',
      themes: { ...before.themes, main: { primary: '#123abc', secondary: '#654321' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.item.themes.main.primary).toBe('#123abc');
    expect(t.app.contentVersion.value).toBeGreaterThan(version);
    const publicRead = await t.app.inject({ method: 'GET', url: '/api/school' });
    expect(publicRead.json().data.school.shortName).toBe('SKP Vihar');
    const admin = await sessionFor(t, 'admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entity=school',
      headers: { cookie: admin },
    });
    expect(audit.json().data.entries[0]).toMatchObject({ entity: 'school', action: 'update' });
    await put(before);
  });

  it('refuses a bad colour or a crest with a script, naming the problem, and keeps the stored value', async () => {
    const before = await identity();
    const badColour = await put({
      ...before,
      themes: { ...before.themes, nursery: { primary: 'purple', secondary: '#000000' } },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().message).toContain('primary must be a colour written #rrggbb');
    const badCrest = await put({ ...before, crestSvg: '<svg><script>alert(1)</script></svg>' });
    expect(badCrest.statusCode).toBe(400);
    expect(badCrest.json().message).toContain('crest must not contain scripts');
    expect(await identity()).toEqual(before);
  });

  it('is not open to a visitor without a session', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/school', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

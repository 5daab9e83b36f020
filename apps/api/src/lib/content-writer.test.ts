import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createAccount, sessionFor, signIn } from '../test/auth-helpers';
import { multipartFile } from '../test/multipart';
import { isStored } from '../test/stored-files';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  admin = await signIn(t, (await createAccount(t, 'admin')).email);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, cookie = editor) {
  const response = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

/** How many rows of the media table an uploaded picture has (1 while it is kept, 0 once it is gone). */
async function mediaRowCount(url: string): Promise<number> {
  const rows = await queryRows(
    t.database.db,
    sql`select 1 from media where key = ${url.slice('/uploads/'.length)}`,
  );
  return rows.length;
}

async function uploadImage(folder: string, colour = '#336699'): Promise<string> {
  const png = await sharp({ create: { width: 700, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = multipartFile(png, 'photo.png');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?folder=${folder}`,
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.upload.url;
}
async function uploadPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const body = multipartFile(Buffer.from(await doc.save()), 'doc.pdf');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?folder=documents',
    headers: { ...body.headers, cookie: editor },
    payload: body.payload,
  });
  return response.json().data.upload.key;
}

/** One valid body per list entity, the public list that must show the change, and the field to check. */
const RESOURCES: {
  path: string;
  body: () => Promise<Record<string, unknown>>;
  publicUrl: string;
  listKey: (data: Record<string, unknown>) => unknown[];
  field: string;
}[] = [
  {
    path: 'events',
    body: async () => ({
      title: 'Sports Day',
      date: '2030-01-15',
      location: 'Main ground',
      pdfFile: await uploadPdf(),
    }),
    publicUrl: '/api/events?limit=100',
    listKey: (d) => d.events as unknown[],
    field: 'title',
  },
  {
    path: 'leadership',
    body: async () => ({
      name: 'Dr. A. Sharma',
      role: 'Principal',
      message: 'Welcome to our school.',
      profileImageUrl: await uploadImage('leaders'),
    }),
    publicUrl: '/api/leadership?limit=100',
    listKey: (d) => d.leaders as unknown[],
    field: 'name',
  },
  {
    path: 'faculty',
    body: async () => ({
      name: 'Ms. R. Gupta',
      role: 'Teacher',
      department: 'Science',
      image: await uploadImage('faculty'),
    }),
    publicUrl: '/api/faculty?limit=100',
    listKey: (d) => d.faculty as unknown[],
    field: 'name',
  },
  {
    path: 'curriculum',
    body: async () => ({ level: 'Primary', age: '6-10', subjects: ['English', 'Maths'] }),
    publicUrl: '/api/curriculum?limit=100',
    listKey: (d) => d.curriculum as unknown[],
    field: 'age',
  },
  {
    path: 'fees',
    body: async () => ({ level: 'Class XI Science', admissionFee: 5000, monthlyFee: 2500, annualFee: 8000 }),
    publicUrl: '/api/fees?limit=100',
    listKey: (d) => d.feeStructures as unknown[],
    field: 'level',
  },
  {
    path: 'activities',
    body: async () => ({ category: 'Robotics Club', icon: 'Computer', activities: ['Line follower'] }),
    publicUrl: '/api/activities/public/all',
    listKey: (d) => d.activities as unknown[],
    field: 'category',
  },
  {
    path: 'policies',
    body: async () => ({
      title: 'Anti-bullying policy',
      file: await uploadPdf(),
      fileName: 'Anti-bullying.pdf',
    }),
    publicUrl: '/api/policies/public/all',
    listKey: (d) => d.policies as unknown[],
    field: 'title',
  },
  {
    path: 'mandatory-disclosures',
    body: async () => ({ title: 'Fire safety certificate', file: await uploadPdf() }),
    publicUrl: '/api/mandatory-disclosures',
    listKey: (d) => d.mandatoryDisclosures as unknown[],
    field: 'title',
  },
  {
    path: 'hero-images',
    body: async () => ({
      imageUrl: await uploadImage('hero-images'),
      altText: 'School front gate',
      section: 'campus',
    }),
    publicUrl: '/api/hero-section-images?section=campus&isActive=true',
    listKey: (d) => d.images as unknown[],
    field: 'altText',
  },
  {
    path: 'milestones',
    body: async () => ({ year: '2031', title: 'New science block' }),
    publicUrl: '/api/story-vision',
    listKey: (d) => d.milestones as unknown[],
    field: 'title',
  },
  {
    path: 'alumni',
    body: async () => ({
      name: 'Priya Singh',
      graduationYear: '2012',
      imageUrl: await uploadImage('alumni'),
    }),
    publicUrl: '/api/alumni',
    listKey: (d) => d.alumni as unknown[],
    field: 'name',
  },
  {
    path: 'alumni-cards',
    body: async () => ({ imageUrl: await uploadImage('alumni'), title: 'Reunion 2024' }),
    publicUrl: '/api/alumni-cards',
    listKey: (d) => d.cards as unknown[],
    field: 'title',
  },
  {
    path: 'student-life',
    body: async () => ({ title: 'Science fair', image: await uploadImage('student-life') }),
    publicUrl: '/api/student-life/client',
    listKey: (d) => (Array.isArray(d) ? d : ((d.events ?? d.studentLife) as unknown[])),
    field: 'title',
  },
  {
    path: 'training-programs',
    body: async () => ({ levelName: 'Under-14 squad', monthlyFee: 1500, highlights: ['Nets'] }),
    publicUrl: '/api/training-programs',
    listKey: (d) => d.programs as unknown[],
    field: 'levelName',
  },
  {
    path: 'coaches',
    body: async () => ({ name: 'Coach Verma', skills: ['Batting'], imageUrl: await uploadImage('coaches') }),
    publicUrl: '/api/coach/coaches',
    listKey: (d) => d.coaches as unknown[],
    field: 'name',
  },
];

describe.each(RESOURCES)('/api/admin/$path', (resource) => {
  it('creates, shows on the public API, updates, reorders and deletes (files too), all audit-logged', async () => {
    const body = await resource.body();
    const created = await call('POST', `/api/admin/${resource.path}`, { ...body, _id: 'nope', mystery: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const item = created.body.data.item;
    expect(item.mystery).toBeUndefined();
    const value = body[resource.field];

    const publicList = await t.app.inject({ method: 'GET', url: resource.publicUrl });
    const shown = resource.listKey(publicList.json().data) as Record<string, unknown>[];
    expect(shown.map((x) => x[resource.field])).toContain(value);

    const one = await call('GET', `/api/admin/${resource.path}/${item._id}`);
    expect(one.body.data.item._id).toBe(item._id);
    const list = await call('GET', `/api/admin/${resource.path}?limit=100`);
    expect(list.body.data.items.map((x: { _id: string }) => x._id)).toContain(item._id);
    expect(list.body.data.pagination.total).toBeGreaterThan(0);

    const changed = `${String(value)} (edited)`;
    const updated = await call('PUT', `/api/admin/${resource.path}/${item._id}`, {
      ...body,
      [resource.field]: changed,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.item[resource.field]).toBe(changed);

    const ids = list.body.data.items.map((x: { _id: string }) => x._id).reverse();
    const reordered = await call('PUT', `/api/admin/${resource.path}/order`, { ids });
    expect(reordered.status).toBe(200);

    const media = item.media as { url: string } | null | undefined;
    const pdf = (body.pdfFile ?? body.file) as string | undefined;
    expect((await call('DELETE', `/api/admin/${resource.path}/${item._id}`)).status).toBe(200);
    expect((await call('GET', `/api/admin/${resource.path}/${item._id}`)).status).toBe(404);
    if (media) expect(await isStored(t, media.url)).toBe(false);
    if (pdf) expect(await isStored(t, pdf)).toBe(false);

    const log = await call('GET', `/api/admin/audit-log?limit=100`, undefined, admin);
    const actions = log.body.data.entries
      .filter((e: { entityId: string }) => e.entityId === item._id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
  });

  it('refuses an empty body with a 400 naming a field', async () => {
    const response = await call('POST', `/api/admin/${resource.path}`, {});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors ?? {}).length).toBeGreaterThan(0);
  });
});

describe("an optional text the clerk emptied in the admin's form", () => {
  it('comes as null (react-admin sends that for an emptied field) and is saved as empty; a required one is still refused', async () => {
    const policy = await call('POST', '/api/admin/policies', { title: 'Uniform policy', description: null });
    expect(policy.status, JSON.stringify(policy.body)).toBe(201);
    expect(policy.body.data.item.description).toBe('');

    const member = await call('POST', '/api/admin/faculty', {
      name: 'Mr. K. Das',
      role: 'TGT Maths',
      department: 'Mathematics',
      experience: '12 years',
    });
    const emptied = await call('PUT', `/api/admin/faculty/${member.body.data.item._id}`, {
      name: 'Mr. K. Das',
      role: 'TGT Maths',
      department: 'Mathematics',
      experience: null,
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(emptied.body.data.item.experience).toBe('');

    // A coach's achievement with a title only: the form asks for the title, the description is optional.
    const coach = await call('POST', '/api/admin/coaches', {
      name: 'Coach Rao',
      achievements: [{ title: 'State champions 2019', description: null }],
    });
    expect(coach.status, JSON.stringify(coach.body)).toBe(201);
    expect(coach.body.data.item.achievements).toEqual([{ title: 'State champions 2019', description: '' }]);

    const nameless = await call('POST', '/api/admin/coaches', { name: null });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fieldErrors).toHaveProperty('name');
  });

  it("an emptied number that may be empty reads as 0: a fee's other charges and a row's order", async () => {
    const fee = await call('POST', '/api/admin/fees', {
      level: 'Class XI (Science)',
      admissionFee: 25_000,
      monthlyFee: 4_000,
      annualFee: 12_000,
      otherCharges: null,
      displayOrder: null,
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    expect(fee.body.data.item).toMatchObject({ otherCharges: 0, displayOrder: 0 });
    // A fee the clerk must give is still refused, naming it.
    const monthless = await call('POST', '/api/admin/fees', {
      level: 'Class XII (Science)',
      admissionFee: 25_000,
      monthlyFee: null,
      annualFee: 12_000,
    });
    expect(monthless.status).toBe(400);
    expect(monthless.body.fieldErrors).toHaveProperty('monthlyFee');
  });

  it('an emptied social link, announcement link or cricket e-mail takes the link or address off', async () => {
    const contact = (await call('GET', '/api/admin/settings/contact')).body.data.item;
    const social = await call('PUT', '/api/contact', {
      ...contact,
      socialLinks: { ...contact.socialLinks, facebook: null },
    });
    expect(social.status, JSON.stringify(social.body)).toBe(200);
    expect((await call('GET', '/api/admin/settings/contact')).body.data.item.socialLinks.facebook).toBe('');

    const cricket = (await call('GET', '/api/admin/settings/cricket-academy-contact')).body.data.item;
    const withoutEmail = await call('PUT', '/api/admin/settings/cricket-academy-contact', {
      ...cricket,
      email: null,
    });
    expect(withoutEmail.status, JSON.stringify(withoutEmail.body)).toBe(200);
    expect((await call('GET', '/api/admin/settings/cricket-academy-contact')).body.data.item.email).toBe('');

    const now = Date.now();
    const banner = await call('POST', '/api/admin/announcements', {
      level: 'info',
      text: 'The school bus leaves at 7:10 from Monday.',
      link: null,
      startsAt: new Date(now + 400 * 86_400_000).toISOString(),
      endsAt: new Date(now + 401 * 86_400_000).toISOString(),
    });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);
    expect(banner.body.data.item.link).toBe('');
    await call('DELETE', `/api/admin/announcements/${banner.body.data.item._id}`);
  });
});

describe('images given by URL', () => {
  it('accepts an uploaded image or a web address, and refuses a made-up /uploads path', async () => {
    const made = await call('POST', '/api/admin/alumni', {
      name: 'X',
      imageUrl: '/uploads/alumni/nothing.jpg',
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(
      "Invalid field 'imageUrl': must be an uploaded image (upload it first) or a web address starting with http",
    );
    const web = await call('POST', '/api/admin/alumni', { name: 'Y', imageUrl: 'https://example.org/y.jpg' });
    expect(web.status).toBe(201);
    expect(web.body.data.item.media).toBeNull();
    const leader = await call('POST', '/api/admin/leadership', {
      name: 'Z',
      role: 'Director',
      message: 'Hello',
      profileImageUrl: 'https://example.org/z.jpg',
    });
    expect(leader.status).toBe(400);
  });

  it('hero images honour isActive', async () => {
    const created = await call('POST', '/api/admin/hero-images', {
      imageUrl: await uploadImage('hero-images', '#aa0000'),
      altText: 'Inactive slide',
      section: 'about',
      isActive: false,
    });
    expect(created.status).toBe(201);
    const shown = await t.app.inject({
      method: 'GET',
      url: '/api/hero-section-images?section=about&isActive=true',
    });
    expect(shown.json().data.images.map((i: { altText: string }) => i.altText)).not.toContain(
      'Inactive slide',
    );
  });
});

describe('hostile addresses in URL fields', () => {
  const payloads = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' \tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ];

  it('social links, the roadmap picture and its media JSON refuse them with a 400, storing nothing', async () => {
    const before = (await call('GET', '/api/admin/settings/contact')).body.data.item;
    for (const value of payloads) {
      for (const body of [
        { ...before, socialLinks: { ...before.socialLinks, facebook: value } },
        { ...before, roadmapImageUrl: value },
        { ...before, roadmapMedia: { ...before.roadmapMedia, url: value } },
        { ...before, roadmapMedia: { ...before.roadmapMedia, placeholder: value } },
      ]) {
        const answer = await call('PUT', '/api/contact', body);
        expect(answer.status, `${value} ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.status).toBe('error');
      }
    }
    expect((await call('PUT', '/api/contact', { ...before, roadmapMedia: { onerror: 'x' } })).status).toBe(
      400,
    );
    const after = (await call('GET', '/api/admin/settings/contact')).body.data.item;
    expect(after).toEqual(before);
  });

  it('picture fields of list entities refuse them too', async () => {
    for (const value of payloads) {
      const alumnus = await call('POST', '/api/admin/alumni', { name: 'X', imageUrl: value });
      expect(alumnus.status, value).toBe(400);
      expect(alumnus.body.fieldErrors.imageUrl).toEqual([
        'imageUrl must be an uploaded picture or a web address starting with http:// or https://',
      ]);
      const faculty = await call('POST', '/api/admin/faculty', {
        name: 'Y',
        role: 'Teacher',
        department: 'Science',
        image: value,
      });
      expect(faculty.status, value).toBe(400);
    }
  });
});

describe('a stored file used by two records', () => {
  it('is kept until the last record using it is deleted or changed', async () => {
    const imageUrl = await uploadImage('alumni', '#118844');
    const stored = (url: string) => isStored(t, url);
    const allStored = async (urls: string[]) => (await Promise.all(urls.map(stored))).every(Boolean);
    const noneStored = async (urls: string[]) => !(await Promise.all(urls.map(stored))).some(Boolean);
    const first = await call('POST', '/api/admin/alumni', { name: 'First sharer', imageUrl });
    const second = await call('POST', '/api/admin/alumni', { name: 'Second sharer', imageUrl });
    expect([first.status, second.status]).toEqual([201, 201]);
    const variants = (second.body.data.item.media as { variants: { url: string }[] }).variants.map(
      (v) => v.url,
    );

    expect((await call('DELETE', `/api/admin/alumni/${first.body.data.item._id}`)).status).toBe(200);
    expect(await stored(imageUrl)).toBe(true);
    expect(await allStored(variants)).toBe(true);
    const shown = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(shown.statusCode).toBe(200);

    // Another kind of record can share it too; replacing the picture there keeps it for the alumnus.
    const leader = await call('POST', '/api/admin/leadership', {
      name: 'Sharing leader',
      role: 'Director',
      message: 'Hello',
      profileImageUrl: imageUrl,
    });
    expect(leader.status, JSON.stringify(leader.body)).toBe(201);
    const replaced = await call('PUT', `/api/admin/leadership/${leader.body.data.item._id}`, {
      name: 'Sharing leader',
      role: 'Director',
      message: 'Hello',
      profileImageUrl: await uploadImage('leaders', '#884411'),
    });
    expect(replaced.status).toBe(200);
    expect(await stored(imageUrl)).toBe(true);

    expect(await mediaRowCount(imageUrl)).toBe(1);
    expect((await call('DELETE', `/api/admin/alumni/${second.body.data.item._id}`)).status).toBe(200);
    expect(await stored(imageUrl)).toBe(false);
    expect(await noneStored(variants)).toBe(true);
    expect(await mediaRowCount(imageUrl)).toBe(0);
  });

  it('a picture the contact details show too is kept when the last record using it goes (settings are references)', async () => {
    const imageUrl = await uploadImage('alumni', '#448811');
    const alumnus = await call('POST', '/api/admin/alumni', { name: 'Roadmap sharer', imageUrl });
    expect(alumnus.status).toBe(201);
    const contact = await call('GET', '/api/admin/settings/contact');
    const put = await call('PUT', '/api/admin/settings/contact', {
      ...contact.body.data.item,
      roadmapImageUrl: imageUrl,
      roadmapMedia: null,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await call('DELETE', `/api/admin/alumni/${alumnus.body.data.item._id}`)).status).toBe(200);
    expect(await isStored(t, imageUrl)).toBe(true);
    expect(await mediaRowCount(imageUrl)).toBe(1);
  });

  it('a shared PDF is kept while another record still offers it', async () => {
    const pdfFile = await uploadPdf();
    const bodyOf = (title: string) => ({ title, date: '2031-02-01', location: 'Hall', pdfFile });
    const first = await call('POST', '/api/admin/events', bodyOf('PDF sharer one'));
    const second = await call('POST', '/api/admin/events', bodyOf('PDF sharer two'));
    expect((await call('DELETE', `/api/admin/events/${first.body.data.item._id}`)).status).toBe(200);
    expect(await isStored(t, pdfFile)).toBe(true);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/events/${second.body.data.item._id}/download`,
    });
    expect(download.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/events/${second.body.data.item._id}`)).status).toBe(200);
    expect(await isStored(t, pdfFile)).toBe(false);
  });
});

describe('singletons', () => {
  it('PUT /api/contact and /api/admin/settings/contact replace the contact details (spec path kept)', async () => {
    const before = await call('GET', '/api/admin/settings/contact');
    expect(before.status).toBe(200);
    const body = {
      ...before.body.data.item,
      phone: '+91 6432 000000',
      email: 'office@skp.example',
      address: 'Deoghar, Jharkhand',
    };
    const put = await call('PUT', '/api/contact', body);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/contact' });
    expect(shown.json().data.contact.phone).toBe('+91 6432 000000');
    const bad = await call('PUT', '/api/admin/settings/contact', { ...body, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'email'");
    expect((await t.app.inject({ method: 'PUT', url: '/api/contact', payload: body })).statusCode).toBe(401);
  });

  it('PUT /api/admission replaces the admission information', async () => {
    const put = await call('PUT', '/api/admission', {
      ageRequirements: { prePrimary: '3+', primary: '6+', secondary: '11+', seniorSecondary: '15+' },
      documentsRequired: ['Birth certificate'],
      academicRequirements: ['Previous report card'],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/admission' });
    expect(shown.json().data.admission.documentsRequired).toEqual(['Birth certificate']);
  });

  it('the Baby Steps prospectus and the cricket brochure must be uploaded PDFs', async () => {
    const current = await call('GET', '/api/admin/settings/baby-steps-admission');
    const missing = await call('PUT', '/api/admin/settings/baby-steps-admission', {
      ...current.body.data.item,
      prospectusFile: 'documents/00000000-0000-4000-8000-000000000000.pdf',
    });
    expect(missing.status).toBe(400);
    const ok = await call('PUT', '/api/admin/settings/baby-steps-admission', {
      ...current.body.data.item,
      title: 'Admissions open at Baby Steps',
      prospectusFile: await uploadPdf(),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/baby-steps-admission/public' });
    expect(shown.json().data.admission).toMatchObject({
      title: 'Admissions open at Baby Steps',
      hasProspectus: true,
    });

    const cricket = await call('GET', '/api/admin/settings/cricket-academy-contact');
    const brochure = await call('PUT', '/api/admin/settings/cricket-academy-contact', {
      ...cricket.body.data.item,
      brochureFile: await uploadPdf(),
    });
    expect(brochure.status, JSON.stringify(brochure.body)).toBe(200);
  });

  it('page copy is editable per page', async () => {
    const put = await call('PUT', '/api/admin/settings/content-about', {
      title: 'About S.K.P. Vidya Vihar',
      tagline: 'Since 1990',
      paragraphs: ['One', 'Two'],
    });
    expect(put.status).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/content/about' });
    expect(JSON.stringify(shown.json().data)).toContain('Since 1990');
    const log = await call('GET', '/api/admin/audit-log?entity=content:about', undefined, admin);
    expect(log.body.data.entries[0].after.tagline).toBe('Since 1990');
  });
});

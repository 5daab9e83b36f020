import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = await sessionFor(t, 'editor');
  admin = await sessionFor(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const notice = {
  title: 'Rolled back notice',
  description: 'Never stored',
  type: 'General',
  date: '2025-02-20',
  priority: 'medium',
};

async function adminNotices(): Promise<{ _id: string; title: string }[]> {
  return (await call('GET', '/api/admin/notices?limit=100&sortBy=order', editor)).json().data.items;
}

async function auditEntries(): Promise<number> {
  return (await call('GET', '/api/admin/audit-log?limit=1', admin)).json().data.pagination.total;
}

async function uploadedFiles(): Promise<number> {
  return (await readdir(t.config.uploadsDir, { recursive: true })).length;
}

describe('a write and its audit entry', () => {
  it('commit together', async () => {
    const entries = await auditEntries();
    const created = await call('POST', '/api/admin/notices', editor, { ...notice, title: 'Audited notice' });
    expect(created.statusCode).toBe(201);
    expect((await adminNotices()).map((n) => n.title)).toContain('Audited notice');
    expect(await auditEntries()).toBe(entries + 1);
  });

  describe('when the audit entry cannot be stored, the write is rolled back', () => {
    // Every new audit row breaks this constraint; the rows already there stay valid.
    beforeEach(async () => {
      await t.database.db.execute(
        sql`ALTER TABLE audit_log ADD CONSTRAINT audit_refused CHECK (false) NOT VALID`,
      );
    });
    afterEach(async () => {
      await t.database.db.execute(sql`ALTER TABLE audit_log DROP CONSTRAINT audit_refused`);
    });

    it('creating, replacing, deleting and reordering content', async () => {
      const before = await adminNotices();
      const [first, second] = before;

      expect((await call('POST', '/api/admin/notices', editor, notice)).statusCode).toBe(500);
      expect(
        (await call('PUT', `/api/admin/notices/${first!._id}`, editor, { ...notice, title: 'Changed' }))
          .statusCode,
      ).toBe(500);
      expect((await call('DELETE', `/api/admin/notices/${second!._id}`, editor)).statusCode).toBe(500);
      const reversed = before.map((n) => n._id).reverse();
      expect((await call('PUT', '/api/admin/notices/order', editor, { ids: reversed })).statusCode).toBe(500);

      expect(await adminNotices()).toEqual(before);
    });

    it('replacing a singleton (the contact details)', async () => {
      const contact = (await t.app.inject({ method: 'GET', url: '/api/contact' })).json().data.contact;
      const put = await call('PUT', '/api/admin/settings/contact', editor, {
        ...contact,
        phone: '+91 00000 00000',
      });
      expect(put.statusCode).toBe(500);
      expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).json().data.contact).toEqual(
        contact,
      );
    });

    it('accounts: creating one, and changing a password', async () => {
      const created = await call('POST', '/api/admin/users', admin, {
        email: 'rolled-back@school.test',
        name: 'Nobody',
        role: 'editor',
        password: 'Slate-and-Chalk-Pieces-7',
      });
      expect(created.statusCode).toBe(500);
      const users = (await call('GET', '/api/admin/users', admin)).json().data.users as { email: string }[];
      expect(users.map((u) => u.email)).not.toContain('rolled-back@school.test');
      // The editor's session survives: the password change (which ends sessions) did not happen.
      const me = (await call('GET', '/api/auth/me', editor)).json().data.user;
      const changed = await call('PUT', `/api/admin/users/${me.id}`, admin, {
        email: me.email,
        name: 'Test editor',
        role: 'editor',
        password: 'Mango-Tree-Courtyard-58',
      });
      expect(changed.statusCode).toBe(500);
      expect((await call('GET', '/api/auth/me', editor)).statusCode).toBe(200);
    });

    it('an enquiry status change', async () => {
      const submitted = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: 'Admission?' },
        remoteAddress: '10.77.0.1',
      });
      expect(submitted.statusCode).toBe(201);
      const id = submitted.json().data.enquiry._id;
      expect(
        (await call('PATCH', `/api/admin/enquiries/${id}`, editor, { status: 'handled' })).statusCode,
      ).toBe(500);
      expect((await call('GET', `/api/admin/enquiries/${id}`, editor)).json().data.enquiry.status).toBe(
        'new',
      );
    });

    it('an upload: its files are not kept', async () => {
      const files = await uploadedFiles();
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
      })
        .png()
        .toBuffer();
      const body = multipartFile(png, 'red.png');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads?folder=notices',
        headers: { ...body.headers, cookie: editor },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(500);
      expect(await uploadedFiles()).toBe(files);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionFor, signIn, TEST_PASSWORD } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await createAccount(t, 'admin');
  adminId = account.user._id;
  admin = await signIn(t, account.email);
  editor = await sessionFor(t, 'editor');
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

describe('accounts (admins only)', () => {
  it('an admin creates, lists, edits and deletes an editor; every change is in the audit log', async () => {
    const created = await call('POST', '/api/admin/users', admin, {
      email: ' New.Editor@School.test ',
      name: 'New Editor',
      role: 'editor',
      password: 'Library books on Monday',
      passwordHash: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json().data.user;
    expect(user).toMatchObject({ email: 'new.editor@school.test', role: 'editor', name: 'New Editor' });
    expect(user.passwordHash).toBeUndefined();

    const list = await call('GET', '/api/admin/users', admin);
    expect(list.json().data.users.map((u: { email: string }) => u.email)).toContain('new.editor@school.test');

    const theirSession = await signIn(t, 'new.editor@school.test', 'Library books on Monday');
    const edited = await call('PUT', `/api/admin/users/${user._id}`, admin, {
      email: 'new.editor@school.test',
      name: 'Renamed',
      role: 'editor',
      password: 'A brand new passphrase',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.user.name).toBe('Renamed');
    // A password reset by an admin ends that person's sessions.
    const whoAfter = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: theirSession },
    });
    expect(whoAfter.statusCode).toBe(401);

    const removed = await call('DELETE', `/api/admin/users/${user._id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/users/${user._id}`, admin)).statusCode).toBe(404);

    const log = await call('GET', '/api/admin/audit-log?entity=user&limit=100', admin);
    const actions = log
      .json()
      .data.entries.filter((e: { entityId: string }) => e.entityId === user._id)
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['delete', 'update', 'create']);
    const update = log
      .json()
      .data.entries.find(
        (e: { entityId: string; action: string }) => e.entityId === user._id && e.action === 'update',
      );
    expect(update.userId).toBe(adminId);
    expect(update.before.name).toBe('New Editor');
    expect(update.after.name).toBe('Renamed');
    expect(JSON.stringify(log.json())).not.toMatch(/argon2|passwordHash|Library books/);
  });

  it('refuses weak passwords, duplicate e-mails and bad roles with 4xx messages', async () => {
    const weak = await call('POST', '/api/admin/users', admin, {
      email: 'weak@school.test',
      role: 'editor',
      password: 'qwerty123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('This password is too common and easy to guess; please choose another');
    const short = await call('POST', '/api/admin/users', admin, {
      email: 'short@school.test',
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    const duplicate = await call('POST', '/api/admin/users', admin, {
      email: 'DUP@school.test',
      password: TEST_PASSWORD,
    });
    expect(duplicate.statusCode).toBe(201);
    const again = await call('POST', '/api/admin/users', admin, {
      email: 'dup@school.test',
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this e-mail already exists');
    const role = await call('POST', '/api/admin/users', admin, {
      email: 'role@school.test',
      password: TEST_PASSWORD,
      role: 'owner',
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain("'role'");
  });

  it('keeps at least one admin and does not let an admin delete themself', async () => {
    const self = await call('DELETE', `/api/admin/users/${adminId}`, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot delete your own account');
    const { email } = await createAccount(t, 'admin');
    const others = await call('GET', '/api/admin/users', admin);
    const admins = others.json().data.users.filter((u: { role: string }) => u.role === 'admin');
    expect(admins.length).toBe(2);
    const other = admins.find((u: { email: string }) => u.email === email);
    // Demoting one of two admins is fine; then the last one cannot be demoted.
    expect(
      (await call('PUT', `/api/admin/users/${other._id}`, admin, { email, name: '', role: 'editor' }))
        .statusCode,
    ).toBe(200);
    const last = await call('PUT', `/api/admin/users/${adminId}`, admin, {
      email: (await call('GET', `/api/admin/users/${adminId}`, admin)).json().data.user.email,
      role: 'editor',
    });
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(
      'The last admin cannot be made an editor; make someone else admin first',
    );
  });

  it('editors cannot see or change accounts or read the audit log', async () => {
    expect((await call('GET', '/api/admin/users', editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit-log', editor)).statusCode).toBe(403);
    const create = await call('POST', '/api/admin/users', editor, {
      email: 'x@school.test',
      password: TEST_PASSWORD,
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Only an admin can do this');
  });

  it('pages the audit log', async () => {
    const first = await call('GET', '/api/admin/audit-log?limit=2&page=1', admin);
    const second = await call('GET', '/api/admin/audit-log?limit=2&page=2', admin);
    expect(first.json().data.entries).toHaveLength(2);
    expect(first.json().data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(first.json().data.pagination.total).toBeGreaterThan(4);
    const ids = [...first.json().data.entries, ...second.json().data.entries].map(
      (e: { _id: string }) => e._id,
    );
    expect(new Set(ids).size).toBe(4);
    expect((await call('GET', '/api/admin/audit-log?limit=0', admin)).statusCode).toBe(400);
  });
});

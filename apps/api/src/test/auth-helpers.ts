import type { UserRole } from '@skp/shared';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Chalk-and-Blackboard-42';
let counter = 0;

/** Creates an account directly (no HTTP) and returns its credentials. */
export async function createAccount(t: TestApp, role: UserRole, email?: string) {
  const address = email ?? `${role}${++counter}-${Date.now()}@school.test`;
  const user = await t.app.services.users.create(
    { email: address, name: `Test ${role}`, role, password: TEST_PASSWORD },
    null,
  );
  return { user, email: address, password: TEST_PASSWORD };
}

/** Signs in over HTTP and returns the Cookie header value to send back. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD, remoteAddress?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies[0]!;
  return `${cookie.name}=${cookie.value}`;
}

/** A new account of this role, signed in: the Cookie header value. */
export async function sessionFor(t: TestApp, role: UserRole): Promise<string> {
  const { email } = await createAccount(t, role);
  return signIn(t, email);
}

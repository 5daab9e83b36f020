import type { AuthProvider } from 'react-admin';
import type { User } from '@skp/shared';
import { adminFetch, allowRequestsAfterSignIn, stopRequestsForSignOut } from './admin-http';

let current: Promise<User | null> | undefined;

/**
 * The signed-in person, asked once and remembered until sign-in or sign-out. /auth/session answers
 * 200 with null when signed out, so loading /admin signed out logs no failed request.
 */
function me(): Promise<User | null> {
  current ??= adminFetch<{ user: User | null }>('/auth/session')
    .then((data) => data.user)
    .catch(() => null);
  return current;
}

export const authProvider: AuthProvider = {
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    current = undefined;
    allowRequestsAfterSignIn();
    const data = await adminFetch<{ user: User }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: email ?? username, password }),
    });
    current = Promise.resolve(data.user);
  },

  async logout() {
    const known = current;
    current = undefined;
    stopRequestsForSignOut();
    // Only a live session is ended on the server: signing out twice asks nothing (and logs no 401).
    if (!known || !(await known)) return;
    try {
      await adminFetch('/auth/logout', { method: 'POST' });
    } catch {
      // Already signed out on the server.
    }
  },

  async checkAuth() {
    if (!(await me())) throw new Error('Please sign in');
    allowRequestsAfterSignIn();
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      current = undefined;
      throw new Error('Your session has ended; please sign in again');
    }
  },

  async getIdentity() {
    const user = await me();
    if (!user) throw new Error('Please sign in');
    return { id: user._id, fullName: user.name || user.email, email: user.email, role: user.role };
  },

  async getPermissions() {
    return (await me())?.role ?? null;
  },

  /** Editors manage content; accounts and the audit log are for admins. */
  async canAccess({ resource }: { resource?: string }) {
    const role = (await me())?.role;
    if (!role) return false;
    if (resource === 'users' || resource === 'audit-log') return role === 'admin';
    return true;
  },
};

/** Tests and sign-in pages reset the remembered identity. */
export function forgetIdentity() {
  current = undefined;
}

import { HttpError } from 'react-admin';

/** The admin API's base; every admin call goes to the same origin with the session cookie. */
export const ADMIN_API = '/api';

interface ErrorBody {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

/** 'socialLinks.facebook' -> 'Social links facebook': a field name as staff read it. */
function fieldWords(field: string): string {
  const words = field
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An HttpError react-admin understands: field errors shown under the inputs, and a plain message
 * ('Please check Title: title is required') rather than the API's "Invalid field 'title'".
 */
export function toHttpError(status: number, body: ErrorBody | undefined): HttpError {
  const fieldEntries = Object.entries(body?.fieldErrors ?? {});
  const [firstField, firstMessages] = fieldEntries[0] ?? [];
  const technical = !body?.message || /^Invalid (field|request|query)/.test(body.message);
  const message =
    technical && firstField && firstMessages
      ? `Please check ${fieldWords(firstField)}: ${firstMessages.join('; ')}`
      : (body?.message ?? `HTTP error! status: ${status}`);
  const errors: Record<string, string> = {};
  for (const [field, messages] of fieldEntries) errors[field] = messages.join('; ');
  return new HttpError(message, status, { errors: { ...errors, root: { serverError: message } } });
}

let signedIn = new AbortController();

/**
 * Signing out stops the admin's requests in flight and refuses new ones (a dashboard still loading
 * would otherwise be answered 401) until the next sign-in. /auth calls are never stopped.
 */
export function stopRequestsForSignOut() {
  signedIn.abort();
}
export function allowRequestsAfterSignIn() {
  if (signedIn.signal.aborted) signedIn = new AbortController();
}

/** JSON request to the API; throws an HttpError with the server's message on failure. */
export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const stoppable = !path.startsWith('/auth/');
  if (stoppable && signedIn.signal.aborted) throw new DOMException('Signed out', 'AbortError');
  const signal = stoppable
    ? init.signal
      ? AbortSignal.any([init.signal, signedIn.signal])
      : signedIn.signal
    : init.signal;
  const response = await fetch(`${ADMIN_API}${path}`, {
    credentials: 'same-origin',
    ...init,
    signal,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toHttpError(response.status, body as ErrorBody | undefined);
  return (body as { data: T }).data;
}

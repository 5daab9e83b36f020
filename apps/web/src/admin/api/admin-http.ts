import { HttpError } from 'react-admin';

/** The admin API's base; every admin call goes to the same origin with the session cookie. */
export const ADMIN_API = '/api';

interface ErrorBody {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

/**
 * The validator's own words ('Invalid ISO datetime', 'Unrecognized key: "fileName"') in words a
 * clerk can act on. Each has a Hindi entry in admin-text-hi.ts.
 */
const PLAIN_WORDS: [RegExp, string][] = [
  [/^Invalid ISO datetime|must be an ISO date-time/i, 'Please give a date and a time'],
  [/^Invalid ISO date\b/i, 'Please give a date'],
  [/^Invalid URL/i, 'Please give a whole web address, starting with https://'],
  [/^Invalid email/i, 'Please give an e-mail address such as office@example.com'],
  [/^Unrecognized keys?:/i, 'This screen is out of date: please reload the page and try again'],
  [/^Invalid input/i, 'This is not a value that can be saved here'],
];

export function plainWords(message: string): string {
  return PLAIN_WORDS.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}

/** 'socialLinks.facebook' -> 'Social links facebook': a field name as staff read it. */
export function fieldWords(field: string): string {
  // A notice's or an event's page text, as their forms call it.
  if (field === 'body') return 'Text of the page';
  const words = field
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The API names a problem with the request as a whole (an unknown key) after the request's 'body'. */
const wholeForm = (field: string, messages: string[]) =>
  field === '' || (field === 'body' && messages.some((m) => /^Unrecognized key/i.test(m)));

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
      ? `Please check ${wholeForm(firstField, firstMessages) ? 'the form' : fieldWords(firstField)}: ${[...new Set(firstMessages.map(plainWords))].join('; ')}`
      : plainWords(body?.message ?? `HTTP error! status: ${status}`);
  const errors: Record<string, string> = {};
  for (const [field, messages] of fieldEntries)
    errors[field] = [...new Set(messages.map(plainWords))].join('; ');
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

import { HttpError } from 'react-admin';

/** The admin API's base; every admin call goes to the same origin with the session cookie. */
export const ADMIN_API = '/api';

interface ErrorBody {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

/** An HttpError react-admin understands: the server's message, and field errors shown under the inputs. */
export function toHttpError(status: number, body: ErrorBody | undefined): HttpError {
  const message = body?.message ?? `HTTP error! status: ${status}`;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.fieldErrors ?? {}))
    errors[field] = messages.join('; ');
  return new HttpError(message, status, { errors: { ...errors, root: { serverError: message } } });
}

/** JSON request to the API; throws an HttpError with the server's message on failure. */
export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${ADMIN_API}${path}`, {
    credentials: 'same-origin',
    ...init,
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

import type { Envelope, ErrorBody } from '@skp/shared';
import { noteApiAnswer } from './network-status';

/** Base path of the backend API on the site's own host. */
export const API_BASE = '/api';

/** A non-OK HTTP answer. `message` is always 'HTTP error! status: {code}'; the server's own text is kept apart. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, body: unknown) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    const message = (body as Partial<ErrorBody> | undefined)?.message;
    this.serverMessage = typeof message === 'string' && message.trim() ? message : undefined;
  }
}

/** Sends a request with a JSON content-type header and returns the parsed JSON body. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const url = path.startsWith('http') || path.startsWith(API_BASE) ? path : `${API_BASE}${path}`;
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
    });
    noteApiAnswer(response.headers);
    if (!response.ok) {
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = undefined;
      }
      throw new ApiError(response.status, body);
    }
    return (await response.json()) as T;
  } catch (error) {
    console.error('API request failed', error);
    throw error;
  }
}

/** GET a public read and unwrap the `{ status: 'success', data }` envelope. */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await apiRequest<Envelope<T>>(path, { signal });
  return body.data;
}

/** The text to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

import { ApiError } from './api-client';

/**
 * A settings read (Baby Steps admission, Cricket Academy contact) answers 404 until the school
 * has set it up: that is "nothing to show yet" (null), not a failure.
 */
export async function nullWhenNotSetUp<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

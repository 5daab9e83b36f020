export interface LinkCheck {
  ok: boolean;
  httpStatus: number | null;
  /** Why it is dead in words: 'HTTP 404', 'no answer within 10 s', 'file missing', ... */
  error: string;
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<number> {
  const response = await fetch(url, {
    method,
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'user-agent': 'school-website-link-checker/1.0' },
  });
  await response.body?.cancel();
  return response.status;
}

/**
 * Whether an external address answers: HEAD first, GET when the server refuses HEAD (some video
 * and file hosts do). Dead means an HTTP status of 400 or more, no answer in time, or no connection.
 */
export async function checkWebLink(url: string, timeoutMs: number): Promise<LinkCheck> {
  try {
    let status = await request(url, 'HEAD', timeoutMs);
    if (status === 405 || status === 501 || status === 403) status = await request(url, 'GET', timeoutMs);
    return status < 400
      ? { ok: true, httpStatus: status, error: '' }
      : { ok: false, httpStatus: status, error: `HTTP ${status}` };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      httpStatus: null,
      error: timedOut
        ? `no answer within ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`
        : `could not connect: ${connectionTrouble(url, error)}`,
    };
  }
}

/**
 * Why a connection failed, in words a clerk can act on ('getaddrinfo ENOTFOUND www.youtube.com'
 * says nothing to the office): the address is wrong, the site refuses, or it is down for now.
 */
function connectionTrouble(url: string, error: unknown): string {
  const host = URL.canParse(url) ? new URL(url).host : url;
  const code = errorCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return `no site answers at ${host}. Check the address for typing mistakes; if it is right, the school's server may be offline`;
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET')
    return `${host} refused the connection. Try the check again later`;
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code))
    return `${host} has no valid security certificate. Ask whoever runs that site, or link another copy`;
  return `${host} could not be reached. Try the check again later`;
}

/** The system error code (ENOTFOUND, ECONNREFUSED, ...) somewhere in fetch's chain of causes. */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && /^E[A-Z_]+$|CERT|SSL|TLS/.test(code)) return code;
  if (Array.isArray(errors))
    for (const inner of errors) {
      const found = errorCode(inner, depth + 1);
      if (found) return found;
    }
  return errorCode(cause, depth + 1);
}

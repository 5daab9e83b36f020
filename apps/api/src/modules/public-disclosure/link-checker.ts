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
    headers: { 'user-agent': 'SKP-Vidya-Vihar-link-checker/1.0' },
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
        : `could not connect (${error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)})`,
    };
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest, errorMessage } from './api-client';

function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends a JSON content-type header under /api and returns the parsed body', async () => {
    const fetchMock = mockFetch(200, { status: 'success', data: { notices: [] } });
    await expect(apiRequest('/notices?limit=5')).resolves.toEqual({
      status: 'success',
      data: { notices: [] },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/notices?limit=5');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it("throws 'HTTP error! status: {code}' on a non-OK answer and logs 'API request failed'", async () => {
    mockFetch(500, { status: 'error', code: 'INTERNAL', message: 'Database is down' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = apiRequest('/events');
    await expect(failure).rejects.toThrow('HTTP error! status: 500');
    await expect(failure).rejects.toMatchObject({ status: 500, serverMessage: 'Database is down' });
    expect(log).toHaveBeenCalledWith('API request failed', expect.any(ApiError));
  });

  it('logs and rethrows network failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiRequest('/events')).rejects.toThrow('Failed to fetch');
    expect(log).toHaveBeenCalledWith('API request failed', expect.any(TypeError));
  });
});

describe('apiGet and errorMessage', () => {
  it('unwraps the data of the envelope', async () => {
    mockFetch(200, { status: 'success', data: { events: [{ title: 'Sports Day' }] } });
    await expect(apiGet('/events')).resolves.toEqual({ events: [{ title: 'Sports Day' }] });
  });
  it("prefers the server's message and falls back otherwise", () => {
    expect(errorMessage(new ApiError(500, { message: 'Boom' }), 'Failed to fetch data')).toBe('Boom');
    expect(errorMessage(new ApiError(502, undefined), 'Failed to fetch data')).toBe('Failed to fetch data');
    expect(errorMessage(new TypeError('x'), 'Failed to fetch data')).toBe('Failed to fetch data');
  });
});

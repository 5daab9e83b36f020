import fc from 'fast-check';
import type { App } from '../app';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'ॐ नमः शिवाय',
  '\u202e\u0000\uffff',
  'a'.repeat(10_000),
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.uuid().map(String),
);

const QUERY_KEYS = [
  'page',
  'limit',
  'sortBy',
  'sortOrder',
  'search',
  'type',
  'priority',
  'status',
  'location',
  'role',
  'featured',
  'department',
  'level',
  'category',
  'section',
  'isActive',
  '__proto__',
  'constructor',
  'limit[]',
  'page[a]',
];

const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })), hostileString), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

function deepJson(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'name', 'email', 'title', 'role', 'isAdmin'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((v) => JSON.stringify(v)),
  fc.constant('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  fc.integer({ min: 50, max: 5000 }).map(deepJson),
  fc.constant('{"unterminated": '),
  fc.constant('x'.repeat(2 * 1024 * 1024)),
  hostileString.map((s) => JSON.stringify({ name: s, email: s, phone: s, message: s, title: s })),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'image/svg+xml',
  '',
);

/** Requests built from the route table: path params replaced by hostile values, random queries and bodies. */
export function requestArbitrary(routes: { method: string; url: string }[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(hostileString, { minLength: 5, maxLength: 5 }),
      query: queryString,
      body: jsonBody,
      contentType,
      withBody: fc.boolean(),
    })
    .map(({ route, params, query, body, contentType: type, withBody }) => {
      let index = 0;
      const path = route.url
        .replace(/\*$/, () => encodeURIComponent(params[4] ?? 'x'))
        .replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[index++ % 4] ?? 'x') || 'x');
      const headers: Record<string, string> = {};
      const sendsBody = route.method !== 'GET' && route.method !== 'DELETE' ? withBody : false;
      if (sendsBody && type) headers['content-type'] = type;
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(sendsBody ? { payload: body } : {}),
      };
    });
}

export interface FuzzOutcome {
  status: number;
  problem?: string;
}

/** Sends one request; a problem is a 5xx or an error answer without a JSON message. */
export async function sendFuzzRequest(app: App, request: FuzzRequest): Promise<FuzzOutcome> {
  const response = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const status = response.statusCode;
  if (status >= 500)
    return {
      status,
      problem: `${status} for ${request.method} ${request.url.slice(0, 200)}: ${response.body.slice(0, 300)}`,
    };
  if (status >= 400 && request.url.startsWith('/api')) {
    try {
      const body = response.json() as { message?: unknown };
      if (typeof body.message !== 'string' || body.message === '') {
        return {
          status,
          problem: `${status} without a message for ${request.method} ${request.url.slice(0, 200)}`,
        };
      }
    } catch {
      return {
        status,
        problem: `${status} without a JSON body for ${request.method} ${request.url.slice(0, 200)}`,
      };
    }
  }
  return { status };
}

export function fuzzableRoutes(app: App): { method: string; url: string }[] {
  return app.routeTable.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
}

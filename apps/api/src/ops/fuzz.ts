import fc from 'fast-check';
import type { App, RouteTableEntry } from '../app';

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

/** A value for one known body field: right-looking or hostile, of any JSON type. */
const fieldValue = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-13-45',
    '2026-02-30T25:61:00Z',
    'https://example.org/a.png',
    '/uploads/x.webp',
    'javascript:alert(1)',
  ),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_648 }),
  fc.double(),
  fc.array(hostileString, { maxLength: 5 }),
);

/** Bodies shaped like the route's schema (some fields present, some hostile) so requests get past the first check. */
function fieldBody(fields: string[]): fc.Arbitrary<string> {
  return fc.subarray(fields).chain((present) =>
    fc.tuple(...present.map(() => fieldValue)).map((values) => {
      const body: Record<string, unknown> = {};
      present.forEach((field, i) => (body[field] = values[i]));
      return JSON.stringify(body);
    }),
  );
}

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

export interface FuzzOptions {
  /** Cookie header of a signed-in session: the requests then reach the admin services. */
  cookie?: string;
}

/** Requests built from the route table: path params replaced by hostile values, random queries and bodies. */
export function requestArbitrary(
  routes: RouteTableEntry[],
  options: FuzzOptions = {},
): fc.Arbitrary<FuzzRequest> {
  return fc
    .constantFrom(...routes)
    .chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(hostileString, { minLength: 5, maxLength: 5 }),
        query: queryString,
        body: route.bodyFields?.length
          ? fc.oneof(fieldBody(route.bodyFields), fieldBody(route.bodyFields), jsonBody)
          : jsonBody,
        contentType: fc.oneof(
          { arbitrary: fc.constant('application/json'), weight: 2 },
          { arbitrary: contentType, weight: 1 },
        ),
        withBody: fc.boolean(),
      }),
    )
    .map(({ route, params, query, body, contentType: type, withBody }) => {
      let index = 0;
      const path = route.url
        .replace(/\*$/, () => encodeURIComponent(params[4] ?? 'x'))
        .replace(/:[A-Za-z_]+/g, () => encodeURIComponent(params[index++ % 4] ?? 'x') || 'x');
      const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
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

export function fuzzableRoutes(app: App): RouteTableEntry[] {
  return app.routeTable.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
}

/** Routes a signed-in fuzzer may hit without ending its own session. */
export function authenticatedFuzzRoutes(app: App): RouteTableEntry[] {
  return fuzzableRoutes(app).filter((r) => r.url !== '/api/auth/logout');
}

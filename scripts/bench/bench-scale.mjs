// npm run bench:scale: the p95 latency of the Home page's list calls and of searches on the demo
// content, then again after loading 100,000 notices, 20,000 events and 20,000 gallery photos.
//   --pg[=postgres://user:pass@host:port/db]  PostgreSQL instead of the embedded PGlite: the script
//                      creates its own database skp_bench_<pid> on that server and drops it afterwards
//                      (default server: DATABASE_URL, else postgres://postgres:postgres@127.0.0.1:5432/postgres)
//   --requests=N       timed requests per call (default 200, after 20 unmeasured)
//   --notices=N --events=N --photos=N   how many rows to add (defaults 100000, 20000, 20000)
//   --seconds=S        time budget per call (default 60): a slow call stops there once it has 20 samples
//   --port=P           port of the server it starts (default 3394)
//   --keep             keep the data directory / database and print where it is
// Requests are sequential, so each latency is one request's own work; every request carries a unique
// `_` parameter, which the API ignores, so the server's 3-second micro-cache never answers it.
import { createBenchDatabase, parseArgs, openPglite, printTable, startBenchServer } from './server.mjs';

const HOME_CALLS = [
  ['Home notices', '/api/notices?limit=5&sortBy=order&sortOrder=asc'],
  ['Home events', '/api/events?limit=5&status=upcoming&sortBy=date&sortOrder=asc'],
  ['Home gallery covers', '/api/gallery/categories/covers'],
  ['Home starred photos', '/api/gallery/categories/starred'],
  ['Home gallery probe', '/api/gallery?type=Hostel&limit=1'],
];
const SEARCHES = [
  ['Search notices (common word)', '/api/notices?search=examination&limit=10'],
  ['Search notices (rare word)', '/api/notices?search=olympiad&limit=10'],
  ['Search events', '/api/events?search=football&limit=10'],
];

const args = parseArgs();
const count = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const sizes = {
  notices: count('notices', 100_000),
  events: count('events', 20_000),
  photos: count('photos', 20_000),
};
const requests = Math.max(20, count('requests', 200));
const port = count('port', 3394);
const budget = Math.max(1, count('seconds', 60));

let databaseUrl;
let dropDatabase = async () => {};
if (args.pg) {
  const database = await createBenchDatabase(typeof args.pg === 'string' ? args.pg : undefined);
  databaseUrl = database.url;
  dropDatabase = database.drop;
}

/** Runs SQL on the bench database while the server is stopped. */
async function withDatabase(dataDir, work) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work({ query: (text, params) => client.query(text, params), kind: 'postgres' });
    } finally {
      await client.end();
    }
  }
  const db = await openPglite(dataDir);
  try {
    return await work({ query: (text, params) => db.query(text, params), kind: 'pglite' });
  } finally {
    await db.close();
  }
}

const WORDS = [
  'annual',
  'sports',
  'science',
  'exhibition',
  'parent',
  'teacher',
  'meeting',
  'holiday',
  'library',
  'uniform',
  'transport',
  'hostel',
  'music',
  'dance',
  'art',
  'debate',
  'quiz',
  'yoga',
  'cricket',
  'assembly',
  'fees',
  'timetable',
  'results',
  'admission',
  'workshop',
  'excursion',
  'health',
  'camp',
];
const NOTICE_TYPES = ['General', 'Academic', 'Examination', 'Holiday', 'Admission', 'Sports', 'Cultural'];
const EVENT_TYPES = ['Sports', 'Cultural', 'Academic', 'Celebration', 'Meeting', 'Competition'];
const CATEGORIES = [
  'buildings-infrastructure',
  'games-sports',
  'academic-cultural-events',
  'hostel',
  'cricket-academy',
  'baby-steps',
];

/** A word of WORDS chosen by an SQL integer expression. */
const word = (expr) => `(${sqlArray(WORDS)})[1 + (${expr}) % ${WORDS.length}]`;
function sqlArray(values) {
  return `array[${values.map((v) => `'${v}'`).join(',')}]`;
}

async function load(db) {
  const batch = 20_000;
  const inBatches = async (total, statement) => {
    for (let start = 1; start <= total; start += batch) {
      await db.query(statement(start, Math.min(total, start + batch - 1)));
    }
  };
  const started = performance.now();
  // Notices: ~1 in 7 of type Examination; 'olympiad' in 1 title of 10,000; 5% drafts,
  // 2% scheduled, 10% expired; dates over the last ten years.
  await inBatches(
    sizes.notices,
    (a, b) => `
    insert into notices (title, description, type, date, "order", priority, publication, publish_at, expire_at, created_at, updated_at)
    select
      initcap(${word('g')} || ' ' || ${word('g / 7')}) || case when g % 10000 = 7 then ' olympiad' else '' end || ' notice ' || g,
      'Students and parents are informed about the ' || ${word('g / 3')} || ' ' || ${word('g / 11')} ||
        '. Details are available at the school office and on the notice board. Please read the attached circular ' ||
        'carefully and contact the class teacher for any question about ' || ${word('g / 5')} || '.',
      (${sqlArray(NOTICE_TYPES)})[1 + g % ${NOTICE_TYPES.length}],
      now() - (g % 3650) * interval '1 day' - (g % 1440) * interval '1 minute',
      1000 + g,
      (array['high','medium','low'])[1 + g % 3],
      case when g % 20 = 0 then 'draft' else 'published' end,
      case when g % 50 = 1 then now() + interval '30 days' else null end,
      case when g % 10 = 2 then now() - interval '1 day' else null end,
      now() - (g % 3650) * interval '1 day', now()
    from generate_series(${a}, ${b}) as g`,
  );
  // Events: five years back to one year ahead; past ones completed (some cancelled), future ones
  // upcoming, a few ongoing; 5% drafts.
  await inBatches(
    sizes.events,
    (a, b) => `
    insert into events (title, description, date, end_date, type, status, location, "order", publication, created_at, updated_at)
    select
      initcap(${word('g')} || ' ' || ${word('g / 13')}) || case when g % 500 = 3 then ' football' else '' end || ' event ' || g,
      'Join us for the ' || ${word('g / 3')} || ' programme. Parents are welcome; please arrive fifteen minutes early.',
      d, d + interval '3 hours',
      (${sqlArray(EVENT_TYPES)})[1 + g % ${EVENT_TYPES.length}],
      case when d < now() then (case when g % 25 = 0 then 'cancelled' else 'completed' end)
           when g % 40 = 0 then 'ongoing' else 'upcoming' end,
      (array['School Auditorium','Main Ground','Library Hall','Hostel Lawn','Cricket Ground'])[1 + g % 5],
      1000 + g,
      case when g % 20 = 0 then 'draft' else 'published' end,
      now(), now()
    from (select g, now() + ((g * 7919) % 2190 - 1825) * interval '1 day' as d
          from generate_series(${a}, ${b}) as g) as s`,
  );
  // Photos: rows only (no image processing), pointing at the stored demo photos' files and variants.
  const { rows: demo } = await db.query(
    `select image_url as "imageUrl", media_key as "mediaKey" from gallery_photos order by category, "order" limit 50`,
  );
  if (demo.length === 0) throw new Error('The demo content has no gallery photo to point the new rows at');
  const files = JSON.stringify(demo);
  await inBatches(
    sizes.photos,
    (a, b) => `
    insert into gallery_photos (image_url, title, description, alt_text, category, starred, "order", media_key, created_at, updated_at)
    select
      ('${files.replace(/'/g, "''")}'::jsonb -> (g % ${demo.length})) ->> 'imageUrl',
      initcap(${word('g')}) || ' photo ' || g, '', 'A school photo: ' || ${word('g')},
      (${sqlArray(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
      false, 1000 + g,
      ('${files.replace(/'/g, "''")}'::jsonb -> (g % ${demo.length})) ->> 'mediaKey',
      now(), now()
    from generate_series(${a}, ${b}) as g`,
  );
  const loadMs = performance.now() - started;
  // PostgreSQL's autovacuum would do this shortly after such a load; PGlite has no autovacuum.
  const analyzeStarted = performance.now();
  await db.query('vacuum analyze notices');
  await db.query('vacuum analyze events');
  await db.query('vacuum analyze gallery_photos');
  return { loadMs, analyzeMs: performance.now() - analyzeStarted };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(baseUrl, label) {
  const figures = new Map();
  let n = 0;
  for (const [name, path] of [...HOME_CALLS, ...SEARCHES]) {
    process.stdout.write(`  ${label}: ${name}... `);
    const times = [];
    let total;
    const deadline = Date.now() + budget * 1000;
    for (let i = 0; i < requests + 20; i++) {
      // A slow call stops at the time budget once it has 20 timed requests.
      if (times.length >= 20 && Date.now() > deadline) break;
      const url = `${baseUrl}${path}${path.includes('?') ? '&' : '?'}_=${++n}`;
      const started = performance.now();
      const response = await fetch(url);
      const body = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 200)}`);
      if (i >= 20) times.push(elapsed);
      total ??= JSON.parse(body).data?.pagination?.total;
    }
    times.sort((x, y) => x - y);
    figures.set(name, { p50: percentile(times, 50), p95: percentile(times, 95), total, n: times.length });
    console.log(`p95 ${times.length ? percentile(times, 95).toFixed(1) : '-'} ms (${times.length} requests)`);
  }
  return figures;
}

async function rowCounts(dataDir) {
  return withDatabase(dataDir, async (db) => {
    const { rows } = await db.query(
      `select (select count(*) from notices)::int as notices, (select count(*) from events)::int as events,
              (select count(*) from gallery_photos)::int as photos`,
    );
    return rows[0];
  });
}

const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
let server;
let dataDir;
let demo, scaled, loaded, before, after;
try {
  console.log(`Starting the server with the demo content (${databaseUrl ? 'PostgreSQL' : 'PGlite'})...`);
  server = await startBenchServer({ port, env, keepData: true });
  dataDir = server.dataDir;
  demo = await measure(server.url, 'demo');
  await server.stop();
  server = undefined;
  before = await rowCounts(dataDir);

  console.log(
    `Loading ${sizes.notices} notices, ${sizes.events} events and ${sizes.photos} gallery photos...`,
  );
  loaded = await withDatabase(dataDir, load);
  after = await rowCounts(dataDir);

  server = await startBenchServer({ port, env, dataDir });
  scaled = await measure(server.url, 'scaled');
} finally {
  await server?.stop();
  if (args.keep) {
    console.log(databaseUrl ? `Kept the database: ${databaseUrl}` : `Kept the data directory: ${dataDir}`);
  } else {
    if (dataDir) (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  `\nbench:scale: ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${requests} sequential requests per call ` +
    `(p50/p95), demo content vs. demo + ${sizes.notices} notices, ${sizes.events} events, ${sizes.photos} photos`,
);
console.log(
  `Rows before: ${before.notices} notices, ${before.events} events, ${before.photos} photos; after: ` +
    `${after.notices}, ${after.events}, ${after.photos} (loaded in ${(loaded.loadMs / 1000).toFixed(1)} s, ` +
    `vacuum analyze ${(loaded.analyzeMs / 1000).toFixed(1)} s)\n`,
);
const rows = [...HOME_CALLS, ...SEARCHES].map(([name, path]) => {
  const d = demo.get(name);
  const s = scaled.get(name);
  const ratio = s.p95 / d.p95;
  return {
    call: name,
    path,
    'demo p50': ms(d.p50),
    'demo p95': ms(d.p95),
    'scaled p50': ms(s.p50),
    'scaled p95': ms(s.p95),
    'p95 ratio': `${ratio.toFixed(2)}x`,
    'within 2x': ratio <= 2 ? 'yes' : 'NO',
    samples: `${d.n}/${s.n}`,
    'scaled total': s.total ?? '-',
  };
});
printTable(rows);

// npm run bench:search: the site search's latency per query (/search and /hi/search, the whole page:
// the query, its snippets and the render) on the demo content, then again after loading 100,000
// notices and 20,000 gallery photos (embedded PGlite).
//   --requests=N       timed requests per query (default 100, after 10 unmeasured)
//   --notices=N --photos=N   how many rows to add (defaults 100000, 20000)
//   --port=P           port of the server it starts (default 3396)
//   --keep             keep the data directory and print where it is
// Every request carries a (made-up) session cookie, so the server renders the page afresh each time
// instead of answering from its page cache, and the per-address render budget is off
// (PAGE_RENDERS_PER_SECOND=0): each latency is one search's own work.
import { rmSync } from 'node:fs';
import { openPglite, parseArgs, printTable, startBenchServer } from './server.mjs';

const QUERIES = [
  ['English, common word', '/search?q=holiday'],
  ['English, stemmed plural', '/search?q=holidays'],
  ['English, two words', '/search?q=sports+uniform'],
  ['English, rare word', '/search?q=olympiad'],
  ['English, misspelt', '/search?q=olympaid'],
  ['English, page 5', '/search?q=examination&page=5'],
  ['English, nothing found', '/search?q=zzqqxxkk'],
  ['Hindi, Devanagari', `/hi/search?q=${encodeURIComponent('प्रवेश')}`],
  ['Hindi, two words', `/hi/search?q=${encodeURIComponent('छठ पूजा')}`],
  ['Hindi, in Latin letters', '/hi/search?q=pravesh'],
  ['Hindi, misspelt', `/hi/search?q=${encodeURIComponent('परवेश')}`],
];

const args = parseArgs();
const count = (name, fallback) => {
  const value = Number(args[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const sizes = { notices: count('notices', 100_000), photos: count('photos', 20_000) };
const requests = Math.max(10, count('requests', 100));
const port = count('port', 3396);
const env = { PAGE_RENDERS_PER_SECOND: '0' };
const headers = { cookie: 'skp_session=bench-search-not-a-session' };

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
  'examination',
  'vacation',
  'bus',
  'route',
  'canteen',
  'scholarship',
  'olympiad',
  'picnic',
];
const CATEGORIES = [
  'Buildings and Infrastructure',
  'Games and Sports',
  'Academic and Cultural Events',
  'Hostel',
];
const word = (expr) => `(array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (${expr}) % ${WORDS.length}]`;

/** 100,000 notices (5% drafts, 2% scheduled, 10% expired; 'olympiad' in 1 title of 10,000), 20,000 photos. */
async function load(db) {
  const batch = 20_000;
  for (let a = 1; a <= sizes.notices; a += batch) {
    const b = Math.min(sizes.notices, a + batch - 1);
    await db.query(`
      insert into notices (title, slug, description, body, type, date, "order", publication, publish_at, expire_at, created_at, updated_at)
      select
        initcap(${word('g')} || ' ' || ${word('g / 7')}) || case when g % 10000 = 7 then ' olympiad' else '' end || ' notice ' || g,
        'bench-notice-' || g,
        'Students and parents are informed about the ' || ${word('g / 3')} || ' ' || ${word('g / 11')} || '.',
        '<p>Details are available at the school office and on the notice board. Please read the circular about '
          || ${word('g / 5')} || ' and ' || ${word('g / 13')} || ' carefully and contact the class teacher.</p>',
        'General',
        now() - (g % 3650) * interval '1 day' - (g % 1440) * interval '1 minute',
        1000 + g,
        case when g % 20 = 0 then 'draft' else 'published' end,
        case when g % 50 = 1 then now() + interval '30 days' else null end,
        case when g % 10 = 2 then now() - interval '1 day' else null end,
        now(), now()
      from generate_series(${a}, ${b}) as g`);
  }
  const { rows: demo } = await db.query(`select image_url as "imageUrl" from gallery_photos limit 1`);
  if (demo.length === 0) throw new Error('The demo content has no gallery photo to point the new rows at');
  for (let a = 1; a <= sizes.photos; a += batch) {
    const b = Math.min(sizes.photos, a + batch - 1);
    await db.query(`
      insert into gallery_photos (image_url, title, description, alt_text, category, "order", created_at, updated_at)
      select '${demo[0].imageUrl}', initcap(${word('g')}) || ' photo ' || g, '', 'A school photo: ' || ${word('g / 3')},
        (array[${CATEGORIES.map((c) => `'${c}'`).join(',')}])[1 + g % ${CATEGORIES.length}], 1000 + g, now(), now()
      from generate_series(${a}, ${b}) as g`);
  }
  await db.query('vacuum analyze notices');
  await db.query('vacuum analyze gallery_photos');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function get(url) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(30 * 60_000) });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${body.slice(0, 200)}`);
  return body;
}

/** Waits until the index has caught up (the first search waits for it) and says how long that took. */
async function indexed(baseUrl) {
  const started = performance.now();
  await get(`${baseUrl}/search?q=notice`);
  return performance.now() - started;
}

async function measure(baseUrl, label) {
  const figures = new Map();
  for (const [name, path] of QUERIES) {
    process.stdout.write(`  ${label}: ${name}... `);
    const times = [];
    let results = '';
    for (let i = 0; i < requests + 10; i++) {
      const started = performance.now();
      const body = await get(`${baseUrl}${path}`);
      const elapsed = performance.now() - started;
      if (i >= 10) times.push(elapsed);
      results = (body.match(/data-testid="search-result"/g) ?? []).length;
    }
    times.sort((x, y) => x - y);
    figures.set(name, { p50: percentile(times, 50), p95: percentile(times, 95), results, n: times.length });
    console.log(`p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  return figures;
}

let server;
let dataDir;
let demo, scaled, demoIndexMs, scaledIndexMs, loadMs;
try {
  console.log('Starting the server with the demo content (PGlite)...');
  server = await startBenchServer({ port, env, keepData: true });
  dataDir = server.dataDir;
  demoIndexMs = await indexed(server.url);
  demo = await measure(server.url, 'demo');
  await server.stop();
  server = undefined;

  console.log(`Loading ${sizes.notices} notices and ${sizes.photos} gallery photos...`);
  const started = performance.now();
  const db = await openPglite(dataDir);
  try {
    await load(db);
  } finally {
    await db.close();
  }
  loadMs = performance.now() - started;

  server = await startBenchServer({ port, env, dataDir });
  console.log('Indexing them (the first search waits for the index)...');
  scaledIndexMs = await indexed(server.url);
  scaled = await measure(server.url, 'scaled');
} finally {
  await server?.stop();
  if (args.keep) console.log(`Kept the data directory: ${dataDir}`);
  else if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const ms = (v) => `${v.toFixed(1)} ms`;
console.log(
  `\nbench:search: embedded PGlite, ${requests} sequential requests per query (p50/p95), demo content vs. ` +
    `demo + ${sizes.notices} notices and ${sizes.photos} photos (loaded in ${(loadMs / 1000).toFixed(1)} s; ` +
    `index brought up to date in ${(demoIndexMs / 1000).toFixed(1)} s (demo) and ${(scaledIndexMs / 1000).toFixed(1)} s (scaled))\n`,
);
printTable(
  QUERIES.map(([name, path]) => {
    const d = demo.get(name);
    const s = scaled.get(name);
    return {
      query: name,
      path: decodeURIComponent(path),
      'demo p50': ms(d.p50),
      'demo p95': ms(d.p95),
      'scaled p50': ms(s.p50),
      'scaled p95': ms(s.p95),
      'p95 <= 50 ms': s.p95 <= 50 ? 'yes' : 'NO',
      'results (page)': `${d.results}/${s.results}`,
    };
  }),
);

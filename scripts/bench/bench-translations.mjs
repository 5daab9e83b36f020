// npm run bench:translations: the admin's translation calls on the built server with the demo data
// (embedded PGlite): the Translations view's status (every entity's English against every Hindi value),
// one record side by side, and saving one field; N sequential requests each, p50 and p95 in ms.
//   --requests=N (default 40)  --port=P (default 3393)
import { parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const requests = Number(args.requests ?? 40);
const port = Number(args.port ?? 3393);
const admin = { email: 'bench-admin@skp.test', password: 'Bench-translations-2026' };

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(label, call) {
  await call(); // warm-up
  const times = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    call: label,
    requests,
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
  };
}

const server = await startBenchServer({
  port,
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
});
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const get = async (path) => {
    const response = await fetch(server.url + path, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const status = (await get('/api/admin/translations/status?locale=hi')).data.status;
  const rows = [
    await timed('GET status (Translations view)', () => get('/api/admin/translations/status?locale=hi')),
    await timed('GET one record (page-content/home)', () =>
      get('/api/admin/translations/page-content/home/hi'),
    ),
    await timed('PUT one field (page-content/home title)', async (i) => {
      const response = await fetch(`${server.url}/api/admin/translations/page-content/home/hi`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ values: { title: `एस.के.पी. विद्या विहार ${i ?? ''}`.trim() } }),
      });
      if (!response.ok) throw new Error(`PUT: ${response.status} ${await response.text()}`);
    }),
  ];
  console.log(
    `\nbench:translations: demo data, ${status.totals.fields} translatable fields ` +
      `(${status.totals.current} up to date, ${status.totals.missing} missing, ${status.totals.needsReview} need review)\n`,
  );
  printTable(rows);
} finally {
  await server.stop();
}

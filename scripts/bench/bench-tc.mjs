// npm run bench:tc: transfer certificates at the size of a big school's archive.
// 1. One spreadsheet (CSV) of 5,000 TCs with 5,000 scanned PDFs (one page with a scan-like picture,
//    --scan-kb each, default 100): the dry run, then the import (target: the import within 60 s).
// 2. Look-ups on the public page with the 5,000 records: --lookups (default 500) GETs of
//    /transfer-certificates?tc=&dob= one after another, half matching, a quarter with a wrong date, a
//    quarter with an unknown number; p50/p95/max (target: p95 within 50 ms). Each look-up comes from
//    its own address (X-Forwarded-For, the server trusting 127.0.0.1), so the per-address limit is
//    not what is measured.
// Options: --count=5000 --scan-kb=100 --lookups=500 --port=3395
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { parseArgs, printTable, startBenchServer } from './server.mjs';

const args = parseArgs();
const count = Number(args.count ?? 5000);
const scanKb = Number(args['scan-kb'] ?? 100);
const lookups = Number(args.lookups ?? 500);
const port = Number(args.port ?? 3395);
const email = 'bench-tc@school.test';
const password = 'Bench-tc-only-2026';

/** A one-page PDF holding a grey, noisy picture of about `kb` KB (a scan compresses like noise). */
async function scanPdf(kb) {
  const side = Math.round(Math.sqrt(kb * 1024 * 1.4));
  const noise = Buffer.alloc(side * side);
  for (let i = 0; i < noise.length; i++) noise[i] = 200 + ((i * 2654435761) >>> 27);
  const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 1 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([595.28, 841.89]).drawImage(image, { x: 40, y: 200, width: 515, height: 515 });
  return Buffer.from(await doc.save());
}

const pad = (n) => String(n).padStart(5, '0');
const tcNumber = (i) => `BENCH/2025/${pad(i)}`;
const birth = (i) =>
  `20${String(5 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

const scan = await scanPdf(scanKb);
const header =
  "TC number,Admission number,Student's name,Date of birth,Class last studied,Date of leaving,Date of issue";
const csv = [
  header,
  ...Array.from({ length: count }, (_, i) =>
    [tcNumber(i), `ADM-${pad(i)}`, `Bench Student ${i}`, birth(i), 'X', '2025-03-31', '2025-04-02'].join(','),
  ),
].join('\r\n');

const server = await startBenchServer({
  port,
  env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1' },
});
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers.get('set-cookie').split(';')[0];

  const send = async (dryRun) => {
    const form = new FormData();
    form.append('sheet', new Blob([csv], { type: 'text/csv' }), 'tcs.csv');
    const blob = new Blob([scan], { type: 'application/pdf' });
    for (let i = 0; i < count; i++) form.append('scans', blob, `${tcNumber(i).replace(/\//g, '-')}.pdf`);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/transfer-certificates/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const body = await response.json();
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok)
      throw new Error(`import answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const report = body.data.report;
    if (report.problems.length > 0)
      throw new Error(`problems: ${JSON.stringify(report.problems.slice(0, 3))}`);
    return { seconds, report };
  };
  const dry = await send(true);
  const real = await send(false);

  const times = [];
  const answers = {};
  for (let n = 0; n < lookups; n++) {
    const i = (n * 7919) % count;
    const kind = n % 4;
    const query = new URLSearchParams({
      tc: kind === 3 ? `NOPE/${n}` : tcNumber(i),
      dob: kind === 2 ? '1999-01-01' : birth(i),
    });
    const started = performance.now();
    const response = await fetch(`${server.url}/transfer-certificates?${query}`, {
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
    });
    const html = await response.text();
    times.push(performance.now() - started);
    const answer = html.includes('Certificate verified')
      ? 'found'
      : html.includes('No certificate matches')
        ? 'no match'
        : `status ${response.status}`;
    answers[answer] = (answers[answer] ?? 0) + 1;
  }
  // The same page without a look-up (no counter, no log, no database write): what rendering costs.
  const formTimes = [];
  for (let n = 0; n < Math.min(lookups, 200); n++) {
    const started = performance.now();
    const response = await fetch(`${server.url}/transfer-certificates`, {
      headers: { 'x-forwarded-for': `10.200.${(n >> 8) & 255}.${n & 255}` },
    });
    await response.text();
    formTimes.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  formTimes.sort((a, b) => a - b);
  const pick = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(1);
  const at = (q) => pick(times, q);

  console.log(`\n${count} TCs in one CSV with ${count} scans of ${(scan.length / 1024).toFixed(0)} KB each`);
  printTable([
    {
      step: 'dry run',
      seconds: dry.seconds.toFixed(1),
      result: `${dry.report.toAdd.length} to add, 0 problems`,
    },
    { step: 'import', seconds: real.seconds.toFixed(1), result: `${real.report.added} added (target: 60 s)` },
  ]);
  console.log(`\n${lookups} look-ups on /transfer-certificates with ${count} records`);
  printTable([
    {
      answers: Object.entries(answers)
        .map(([k, v]) => `${k}:${v}`)
        .join(' '),
      'p50 ms': at(0.5),
      'p95 ms': at(0.95),
      'max ms': times.at(-1).toFixed(1),
      target: 'p95 <= 50 ms',
    },
    {
      answers: `the form alone: ${formTimes.length}`,
      'p50 ms': pick(formTimes, 0.5),
      'p95 ms': pick(formTimes, 0.95),
      'max ms': formTimes.at(-1).toFixed(1),
      target: '',
    },
  ]);
} finally {
  await server.stop();
}

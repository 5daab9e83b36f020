// npm run two-servers-test: the site on two machines (docs/operations.md#two-app-servers-on-two-machines).
// Two built servers (apps/api/dist/server.js), each with a DATA_DIR of its own (no shared disk), are
// started at once on one new PostgreSQL database, with their files in one bucket of an S3 protocol
// server (s3rver) and their mail going to one SMTP server, all started here on 127.0.0.1. Over HTTP,
// as the office and parents use the site, it checks that:
//   - a picture uploaded through A (signed in, the admin's upload API) is served by B at once, the same bytes;
//   - a notice published through A shows on B's /notices and on its own page at once (both pages already
//     kept by B: a change written into the database behind the servers' backs is not shown), and an
//     edit through A is what B shows next;
//   - deleting the notice through A deletes its picture: 404 on A and on B, nothing left in the bucket;
//   - an enquiry posted to A is mailed once, although both servers run the mail outbox;
//   - both servers started at once agree: one first admin, one push key, a session made on A is good on B.
// Without TEST_DATABASE_URL (a PostgreSQL server) it says why and exits 0. Exit 1 with what went wrong.
// Ports: TWO_SERVERS_TEST_PORT (default 3380) for A, +1 for B, +2 for the S3 server, +3 for SMTP.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { createBenchDatabase, startBenchServer } from './bench/server.mjs';

const BASE_PORT = Number(process.env.TWO_SERVERS_TEST_PORT ?? 3380);
const ADMIN = { email: 'office-admin@school.test', password: 'Two-machines-one-office-4417' };
const ENQUIRY_TO = 'office@school.test';
const BUCKET = 'two-servers';
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
/** What "at once" allows: a change on A is seen by B within this (the LISTEN/NOTIFY round trip). */
const AT_ONCE_MS = 3000;
/** The mail outbox looks for due enquiries every 5 s (enquiry-outbox.ts); both servers get a round more. */
const OUTBOX_ROUNDS_MS = 6500;

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'two-servers-test: skipped, TEST_DATABASE_URL is not set (two servers share one PostgreSQL server; the embedded database has one owner)',
  );
  process.exit(0);
}

function fail(message) {
  throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns true or `ms` have passed; the milliseconds it took, or fails with `what`. */
async function within(ms, what, check) {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > ms) fail(`${what} (waited ${ms} ms)`);
    await sleep(25);
  }
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it accepts (raw). */
async function startSmtp(port) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          // Quoted-printable soft line breaks undone, so the text can be searched.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((r) => server.close(r)) };
}

/** s3rver with an empty bucket, and the settings that point a server at it. */
async function startS3(port) {
  const directory = mkdtempSync(join(tmpdir(), 'skp-two-servers-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key);
    },
    async close() {
      client.destroy();
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder (recursively), as paths relative to it. */
function filesUnder(folder) {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
  } catch {
    return [];
  }
}

/** A browser's session on one server: GETs, and writes with the site's own Origin as a browser sends. */
function client(server, cookie = '') {
  const request = async (method, path, body) => {
    const headers = cookie ? { cookie } : {};
    if (method !== 'GET') headers.origin = server.url;
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return fetch(server.url + path, { method, headers, body: payload, redirect: 'manual' });
  };
  return {
    url: server.url,
    request,
    async text(path) {
      const response = await request('GET', path);
      return { status: response.status, text: await response.text() };
    },
    async bytes(path) {
      const response = await request('GET', path);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    async json(method, path, body, expected) {
      const response = await request(method, path, body);
      const text = await response.text();
      if (response.status !== expected)
        fail(
          `${method} ${server.url}${path} answered ${response.status} (expected ${expected}): ${text.slice(0, 300)}`,
        );
      return JSON.parse(text);
    },
  };
}

async function signIn(server) {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200)
    fail(`signing in on ${server.url} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const cleanup = [];
const times = {};
const began = performance.now();
const mark = (name, since) => (times[name] = `${((performance.now() - since) / 1000).toFixed(1)} s`);
try {
  const database = await createBenchDatabase(process.env.TEST_DATABASE_URL);
  cleanup.push(() => database.drop());
  const s3 = await startS3(BASE_PORT + 2);
  cleanup.push(() => s3.close());
  const smtp = await startSmtp(BASE_PORT + 3);
  cleanup.push(() => smtp.close());

  // 1. Two machines start at once on a new database: the same settings, a disk (DATA_DIR) each.
  const env = {
    DATABASE_URL: database.url,
    ...s3.env,
    SMTP_URL: smtp.url,
    ENQUIRY_TO,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    // One process per server (one per core is the default): each server is one cache to follow.
    WORKERS: '1',
    // The test asks for pages faster than a person; the per-address render budget is not under test.
    PAGE_RENDERS_PER_SECOND: '0',
  };
  const behindTheirBacks = async (statement, values) => {
    const connection = new pg.Client({ connectionString: database.url });
    await connection.connect();
    try {
      await connection.query(statement, values);
    } finally {
      await connection.end();
    }
  };
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'skp-two-servers-')));
  cleanup.push(async () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  let started = performance.now();
  const starting = await Promise.allSettled(
    dataDirs.map((dataDir, i) => startBenchServer({ port: BASE_PORT + i, dataDir, env })),
  );
  for (const result of starting) if (result.status === 'fulfilled') cleanup.push(() => result.value.stop());
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed)
    fail(`the two servers did not both start at once on the new database: ${failed.reason.message}`);
  const [serverA, serverB] = starting.map((result) => result.value);
  mark('both started at once on a new database', started);

  const cookie = await signIn(serverA);
  const a = client(serverA, cookie);
  const b = client(serverB, cookie);
  const visitorB = client(serverB);
  const accounts = await b.json('GET', '/api/admin/users', undefined, 200);
  if (accounts.data.users.length !== 1)
    fail(
      `the two servers made ${accounts.data.users.length} first admin accounts: ${JSON.stringify(accounts.data.users)}`,
    );
  const keyA = (await a.json('GET', '/api/subscriptions/push/key', undefined, 200)).data.push.publicKey;
  const keyB = (await b.json('GET', '/api/subscriptions/push/key', undefined, 200)).data.push.publicKey;
  if (keyA !== keyB) fail(`the servers hand out different push keys: ${keyA} and ${keyB}`);

  // 2. A parent's enquiry reaches A; it is mailed while the office works below.
  const marker = `Two machines enquiry ${randomBytes(4).toString('hex')}`;
  await client(serverA).json(
    'POST',
    '/api/enquiries',
    { name: 'A parent', email: 'parent@example.org', phone: '+91 98765 43210', message: marker },
    201,
  );
  const enquiryStored = performance.now();

  // 3. B has already kept the notices page; the new notice's page is not there yet.
  const slug = `two-machines-${randomBytes(3).toString('hex')}`;
  if ((await visitorB.text('/notices')).status !== 200) fail("B's /notices did not answer 200");
  if ((await visitorB.text(`/notices/${slug}`)).status !== 404)
    fail(`B's /notices/${slug} answered before the notice existed`);

  // 4. A picture uploaded through A is served by B at once, the same bytes.
  started = performance.now();
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a994e' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'Sports day.jpg');
  const { upload } = (await a.json('POST', '/api/admin/uploads?folder=notices', form, 201)).data;
  const files = [upload.url, ...(upload.media?.variants ?? []).map((variant) => variant.url)];
  if (files.length < 2) fail(`the upload made no variants: ${JSON.stringify(upload)}`);
  for (const file of files) {
    const fromB = await visitorB.bytes(file);
    if (fromB.status !== 200 || fromB.bytes.length === 0)
      fail(`B answered ${fromB.status} for ${file}, uploaded through A`);
    const fromA = await client(serverA).bytes(file);
    if (!fromA.bytes.equals(fromB.bytes)) fail(`A and B sent different bytes for ${file}`);
    if (!/^image\//.test(fromB.type ?? '')) fail(`B sent ${file} as ${fromB.type}`);
  }
  for (const dataDir of dataDirs) {
    const onDisk = filesUnder(join(dataDir, 'uploads'));
    if (onDisk.length > 0)
      fail(`an upload went to a server's own disk, not the bucket: ${onDisk.join(', ')}`);
  }
  const inBucket = async () => (await s3.keys()).filter((key) => files.includes(`/${key}`));
  const storedKeys = await inBucket();
  if (storedKeys.length !== files.length)
    fail(`the bucket holds ${storedKeys.length} of the ${files.length} files`);
  mark(`the upload through A and its ${files.length} files served by B`, started);

  // 5. A notice with the picture, published through A: on B's /notices and its page at once.
  const title = 'Sports day moves to Saturday';
  const notice = (
    await a.json(
      'POST',
      '/api/admin/notices',
      { title, date: new Date().toISOString(), imageUrl: upload.url, slug },
      201,
    )
  ).data.item;
  let shownAfter = await within(
    AT_ONCE_MS,
    `B's /notices did not show the notice published through A`,
    async () => (await visitorB.text('/notices')).text.includes(title),
  );
  const page = await visitorB.text(`/notices/${slug}`);
  if (page.status !== 200 || !page.text.includes(title))
    fail(`B's /notices/${slug} answered ${page.status} without the title`);
  if (!files.some((file) => page.text.includes(file))) fail(`B's /notices/${slug} does not show the picture`);
  times['a published notice on B'] = `${shownAfter} ms`;

  // 6. B keeps the page: a change written into the database behind both servers' backs (no server
  // hears of it) is not shown; what follows B is the other server's word, not a render per request.
  await sleep(300);
  await visitorB.text(`/notices/${slug}`);
  await behindTheirBacks(`update notices set title = 'Changed behind their backs' where id = $1`, [
    notice._id,
  ]);
  if (!(await visitorB.text(`/notices/${slug}`)).text.includes(title))
    fail(`B did not keep /notices/${slug}: the test could not tell its kept pages follow A's writes`);

  // 7. An edit through A is what B shows next, on both pages it has kept.
  const edited = 'Sports day moves to Sunday';
  await a.json('PUT', `/api/admin/notices/${notice._id}`, { ...notice, title: edited, slug }, 200);
  shownAfter = await within(AT_ONCE_MS, `B's notice page did not show the edit made through A`, async () => {
    const text = (await visitorB.text(`/notices/${slug}`)).text;
    return text.includes(edited) && !text.includes(title);
  });
  if (!(await visitorB.text('/notices')).text.includes(edited))
    fail("B's /notices did not show the edit made through A");
  times['an edit on B'] = `${shownAfter} ms`;

  // 8. Deleting the notice through A deletes its picture everywhere: 404 on both, nothing in the bucket.
  await a.json('DELETE', `/api/admin/notices/${notice._id}`, undefined, 200);
  for (const file of files) {
    for (const [name, server] of [
      ['A', serverA],
      ['B', serverB],
    ]) {
      const { status } = await client(server).bytes(file);
      if (status !== 404) fail(`${name} answered ${status} for ${file} after the delete through A`);
    }
  }
  const left = await inBucket();
  if (left.length > 0) fail(`the bucket still holds ${left.join(', ')} after the delete`);
  shownAfter = await within(AT_ONCE_MS, `B still shows the notice deleted through A`, async () => {
    const [list, own] = [await visitorB.text('/notices'), await visitorB.text(`/notices/${slug}`)];
    return !list.text.includes(edited) && own.status === 404;
  });
  times['a delete on B'] = `${shownAfter} ms`;

  // 9. The enquiry went out once: both servers have had a round of their outbox since it was stored.
  await within(15_000, 'the enquiry posted to A was not mailed', async () =>
    smtp.mails.some((mail) => mail.raw.includes(marker)),
  );
  const mailedAfter = smtp.mails.find((mail) => mail.raw.includes(marker)).at - enquiryStored;
  await sleep(Math.max(0, OUTBOX_ROUNDS_MS - (performance.now() - enquiryStored)));
  const mailed = smtp.mails.filter((mail) => mail.raw.includes(marker));
  const toOffice = smtp.mails.filter((mail) => mail.to.includes(ENQUIRY_TO));
  if (mailed.length !== 1 || toOffice.length !== 1)
    fail(`the enquiry was mailed ${mailed.length} times (${toOffice.length} mails to ${ENQUIRY_TO})`);
  if (mailed[0].to.join() !== ENQUIRY_TO)
    fail(`the enquiry was mailed to ${mailed[0].to.join()}, not ${ENQUIRY_TO}`);
  times['the enquiry mailed (once)'] = `${(mailedAfter / 1000).toFixed(1)} s`;

  console.log(
    `two-servers-test: two servers on one PostgreSQL and one bucket, in ${((performance.now() - began) / 1000).toFixed(1)} s; ` +
      Object.entries(times)
        .map(([what, time]) => `${what}: ${time}`)
        .join('; '),
  );
} catch (error) {
  console.error(`two-servers-test failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  // Servers first (they hold connections to the database, the bucket and the mail server), then the rest.
  for (const step of cleanup.reverse())
    await Promise.resolve()
      .then(step)
      .catch((error) => console.error(`clean-up: ${error.message}`));
}

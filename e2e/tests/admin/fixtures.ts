import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The first admin that e2e/serve.mjs gives every test server. */
export const E2E_ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'e2e-admin@skp.test',
  password: process.env.ADMIN_PASSWORD ?? 'Browser-tests-only-2025',
};

/** Signs in through the admin's login page and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'S.K.P. Vidya Vihar admin' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the website admin' })).toBeVisible();
}

let counter = 0;
/** Signs the admin in on this API context and creates a fresh editor account; returns its credentials. */
export async function createEditor(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const email = `editor-${Date.now()}-${++counter}@skp.test`;
  const password = 'Notice-board-editor-77';
  const created = await request.post('/api/admin/users', {
    data: { email, name: 'Office Editor', role: 'editor', password },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/auth/logout');
  return { email, password };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small solid-colour PNG photo, drawn here (no image files in the repository). */
export function pngPhoto(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal valid one-page PDF. */
export function pdfDocument(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The office's two screens: a desktop and a 390 px phone held in one hand. */
export const VIEWPORTS = [
  { name: 'desktop 1280', phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone 390',
    phone: true,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

/** Signs in on the page's own cookie jar (no login screen): for tests about what comes after. */
export async function signInQuietly(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status()).toBe(200);
}

/** Opens a menu entry the way a person does: on a phone, the menu button and the group first. */
export async function openMenu(page: Page, group: string, item: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  const heading = page.getByRole('button', { name: group, exact: true });
  await expect(heading).toBeVisible();
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  await menuAtRest(page);
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * A single form (a settings page) done as the office does it: signed in as a new editor, opened from
 * the menu at `/admin/settings/<setting>`; `task` gets the values saved before, and they are put back
 * after, whatever happens (other tests read the same page).
 */
export async function onSingleForm<Saved>(
  page: Page,
  request: APIRequestContext,
  form: { group: string; item: string; setting: string },
  task: (before: Saved) => Promise<void>,
) {
  await signInQuietly(page, await createEditor(request));
  const url = `/api/admin/settings/${form.setting}`;
  const before = (await (await page.request.get(url)).json()).data.item as Saved;
  try {
    await page.goto('/admin');
    await openMenu(page, form.group, form.item, false);
    await expect(page).toHaveURL(new RegExp(`/admin/settings/${form.setting}$`));
    await task(before);
  } finally {
    const restored = await page.request.put(url, { data: before });
    expect(restored.status()).toBe(200);
  }
}

/**
 * Waits until the menu has stopped moving (a group growing open, the phone's drawer sliding in).
 * A click into a group that is still opening lands on a moving target: Playwright scrolls the
 * entry into view inside the group's clipped box, which then slides under the pointer as the box
 * grows, so mouseup lands on another entry and no click reaches the link (flaky at 390 px in CI).
 */
export async function menuAtRest(page: Page) {
  await page.evaluate(async () => {
    // A transition starts at the next style update after the click that caused it.
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
  });
}

/** Failed requests (4xx/5xx) and console errors while a page is used. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { logIn } from './members.ts';

/** The seeded staff member and admin (README). */
export const seededStaff = { code: 'STAFF01', password: 'Staff1234!' } as const;
export const seededAdmin = { code: 'ADMIN01', password: 'Admin1234!' } as const;

/** Logs in as the seeded staff member or admin and waits to leave the login page. */
export async function logInAs(page: Page, who: { code: string; password: string }): Promise<void> {
  await logIn(page, who.code, who.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Opens the folded staff navigation on a phone (wide screens always show it). */
export async function openStaffNavigation(page: Page): Promise<void> {
  // The console first (a full load draws the staff frame before the console's code is there): the phone's toggle
  // or, on a wide screen, the navigation itself.
  const toggle = page.getByRole('button', { name: 'Staff pages' });
  const members = page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Members' });
  await expect(toggle.or(members).first()).toBeVisible();
  if (await toggle.isVisible()) await toggle.click();
  await expect(members).toBeVisible();
}

/** A staff API session as the seeded staff member, for the set-ups a journey does not show. */
export async function staffApiSession(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  testInfo: TestInfo,
): Promise<APIRequestContext> {
  const staff = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const signIn = await staff.post('/api/auth/sign-in', {
    data: { username: seededStaff.code, password: seededStaff.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return staff;
}

/**
 * Staff in their own browser at the member's width, logged in and on one request: through the staff navigation to
 * the kind's queue (`link`, headed `heading`), searched by its code and opened. Close the context when done.
 */
export async function staffOnRequest(
  browser: Browser,
  testInfo: TestInfo,
  queue: { link: string; heading: string },
  code: string,
): Promise<{ staff: Page; close: () => Promise<void> }> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const staff = await context.newPage();
  await logInAs(staff, seededStaff);
  await staff.goto('/staff');
  await openStaffNavigation(staff);
  await staff.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: queue.link }).click();
  await expect(staff.getByRole('heading', { name: queue.heading, level: 1 })).toBeVisible();
  await staff.getByRole('searchbox', { name: 'Search by code or member' }).fill(code);
  await expect(staff).toHaveURL(new RegExp(`search=${code}`));
  await staff.getByRole('link', { name: new RegExp(code) }).click();
  return { staff, close: () => context.close() };
}

/** A label unique to one test run ('e2e 3f9a1c2b'). */
export function uniqueTag(): string {
  return randomBytes(4).toString('hex');
}

/** The text box of a staff form field by its label (the label's asterisk is not part of the name). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Picks an option of a staff form's select by the select's label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The staff form's Save button. */
export function saveButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Save', exact: true });
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour, `size` pixels square, for the upload journeys. `noisy` fills it with random
 * pixels stored uncompressed, which makes a file of about 3 × size² bytes (big enough to watch progress).
 */
export function pngFile(
  name: string,
  size: number,
  colour: [number, number, number],
  noisy = false,
): { name: string; mimeType: string; buffer: Buffer } {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = noisy ? () => randomBytes(size * 3) : () => Buffer.from(Array(size).fill(colour).flat());
  const raw = Buffer.concat(Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), row()])));
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: noisy ? 0 : 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The hidden file input of a staff image field ('Thumbnail', 'Images'). */
export function uploadInput(page: Page, label: string): Locator {
  return page.locator(`input[type="file"][aria-label="Upload ${label.toLowerCase()}"]`);
}

/** Makes this page's uploads slow (Chromium only) so the progress bar can be seen; returns the undo. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await session.detach();
  };
}

/** The visible rows (desktop table) or cards (phone) of a staff list. */
export function staffRows(page: Page): Locator {
  return page.locator('[data-staff-row]').filter({ visible: true });
}

/** The row or card of a staff list that mentions a text. */
export function staffRow(page: Page, text: string): Locator {
  return staffRows(page).filter({ hasText: text });
}

/** Clicks Delete on a row, then Delete in the confirmation dialog, and waits for the toast. */
export async function deleteRow(row: Locator, page: Page, toast: string): Promise<void> {
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete permanently?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

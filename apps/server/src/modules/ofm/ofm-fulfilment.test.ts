import { creditEntries } from '@fanship/db/payment-schema';
import { memberFiles, ofmPurchaseItems, ofmRequests, requests } from '@fanship/db/request-schema';
import { members } from '@fanship/db/schema';
import { packages } from '@fanship/db/warehouse-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp, type TestMember } from '../../test/app.ts';
import { useDataDirs } from '../../test/data-dirs.ts';
import { receiveExpected } from '../../test/ofm.ts';
import { payThroughSandbox } from '../../test/payments.ts';
import { createMemberWithRole } from '../../test/roles.ts';
import { multipart, png } from '../../test/uploads.ts';
import { creditBalance } from '../credit/index.ts';

const { start } = setupTestApps();
const newDataDir = useDataDirs('ofm-fulfilment');

type Setup = { t: TestApp; member: TestMember; staff: TestMember; code: string };

/**
 * A member's ONLINE_REGULAR request for 2 × ₩18,000 (prepayment ₩47,000: ₩36,000 of goods, ₩4,000 of domestic
 * shipping from its one shop and the ₩7,000 fee; staff may spend ₩43,000 of it), paid (SCOM03), and a staff member.
 */
async function paidRequest(
  items = [{ url: 'https://shop.example.kr/album/1', name: 'Mini album', unitPrice: 18_000, quantity: 2 }],
): Promise<Setup> {
  const dataDir = await newDataDir();
  const t = await start({ dataDir });
  const member = await t.createMember();
  const staff = await createMemberWithRole(t, 'staff');
  const created = await t.post(
    '/api/ofm-services',
    {
      type: 'ONLINE_REGULAR',
      shopName: 'Album Shop',
      videoCall: false,
      items,
    },
    member.cookie,
  );
  expect(created.statusCode, created.body).toBe(200);
  const code = created.json().code as string;
  await payThroughSandbox(t, member, code);
  return { t, member, staff, code };
}

const post = (s: Setup, step: string, payload?: object, cookie = s.staff.cookie) =>
  s.t.inject({ method: 'POST', url: `/api/staff/ofm/${s.code}/${step}`, cookie, payload });

async function uploadResult(s: Setup, cookie = s.staff.cookie) {
  return s.t.upload(`/api/staff/ofm/${s.code}/result-images`, multipart('bought.png', png), cookie);
}

const purchase = (fields: Record<string, unknown> = {}) => ({
  items: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
  purchaseAmount: 35_000,
  feeAmount: 7_000,
  images: [],
  ...fields,
});

const memberDetail = async (s: Setup) =>
  (await s.t.inject({ method: 'GET', url: `/api/ofm-services/${s.code}`, cookie: s.member.cookie })).json();

const staffDetail = async (s: Setup) =>
  (
    await s.t.inject({ method: 'GET', url: `/api/staff/requests/ofm/${s.code}`, cookie: s.staff.cookie })
  ).json();

/** Receives every result package of the request at the intake desk (decision 027), by its code. */
async function receiveAll(s: Setup): Promise<void> {
  const rows = await s.t.database.db.select({ code: packages.code }).from(packages);
  for (const row of rows) {
    const received = await receiveExpected(s.t, s.staff, row.code);
    expect(received.statusCode, received.body).toBe(201);
  }
}

async function balanceOf(t: TestApp, member: TestMember): Promise<number> {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.code, member.code));
  return creditBalance(t.database.db, row?.id ?? 0);
}

describe('OFM after payment, staff side', () => {
  it('records the purchase with result photos (SCOM03 → SCOM04), then makes the packages once and completes with the unspent prepayment as credit', async () => {
    const s = await paidRequest();
    const other = await s.t.createMember();

    const uploaded = await uploadResult(s);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const photo = uploaded.json() as { filename: string; tag: string; url: string };
    expect(photo.tag).toBe('OFM_RESULT');
    // The photo is the member's private file: theirs and staff's to see, nobody else's.
    expect((await s.t.inject({ method: 'GET', url: photo.url, cookie: s.member.cookie })).statusCode).toBe(
      200,
    );
    expect((await s.t.inject({ method: 'GET', url: photo.url, cookie: other.cookie })).statusCode).toBe(404);

    const recorded = await post(s, 'purchase', purchase({ images: [{ filename: photo.filename }] }));
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      status: 'SCOM04',
      statusLabel: 'Purchased, awaiting arrival',
      purchaseAmount: 35_000,
      feeAmount: 7_000,
      managerUpdatedAt: '2026-03-01T09:00:00.000Z',
      purchaseItems: [{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }],
      images: [{ filename: photo.filename, tag: 'OFM_RESULT', url: photo.url }],
      packages: [],
      settlement: {
        prepaymentKrw: 47_000,
        domesticShippingKrw: 4_000,
        purchaseAmountKrw: 35_000,
        feeAmountKrw: 7_000,
        unspentKrw: 1_000,
      },
      actions: [
        { to: 'SCOM11', action: 'Complete' },
        { to: 'SCOM12', action: 'Complete with refund' },
      ],
    });
    expect((await s.t.latestMailTo(s.member.email))?.subject).toBe(
      `[OFM] ${s.code}: Purchased, awaiting arrival`,
    );
    const items = await s.t.inject({
      method: 'GET',
      url: `/api/ofm-services/${s.code}/purchase-items`,
      cookie: s.member.cookie,
    });
    expect(items.json()).toEqual([{ name: 'Mini album (ver. B)', unitPrice: 17_500, quantity: 2 }]);

    // Photos belong to the purchase: none after it is recorded.
    const late = await uploadResult(s);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This request is purchased, awaiting arrival: it cannot be changed this way (record the purchase).',
    );
    const again = await post(s, 'purchase', purchase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This request is purchased, awaiting arrival: it cannot be changed this way (record the purchase).',
    );

    const early = await post(s, 'complete-with-refund', { refundAmount: 1_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Create the packages of this request first.');

    const made = await post(s, 'packages', {
      packages: [{ name: ' Mini albums ' }, { name: 'Poster tube' }],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().packages).toEqual([
      { code: 'PK2603010001', name: 'Mini albums', status: 'AWAITING_RECEIPT' },
      { code: 'PK2603010002', name: 'Poster tube', status: 'AWAITING_RECEIPT' },
    ]);
    const twice = await post(s, 'packages', { packages: [{ name: 'Another box' }] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The packages of this request were already created.');
    const rows = await s.t.database.db.select().from(packages);
    expect(rows.map((row) => [row.type, row.status, row.name, row.tags])).toEqual([
      ['M', 'AWAITING_RECEIPT', 'Mini albums', []],
      ['M', 'AWAITING_RECEIPT', 'Poster tube', []],
    ]);
    // Expected, not arrived (decision 027): their storage counts from their receipt at the intake desk.
    expect(rows.every((row) => row.storageStartedAt === null)).toBe(true);
    const waiting = await post(s, 'complete-with-refund', { refundAmount: 1_000 });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(
      'Packages PK2603010001, PK2603010002 are still awaiting receipt: receive the goods at the intake desk (weight, size, photo) before completing.',
    );
    await receiveAll(s);

    const withoutRefund = await post(s, 'complete');
    expect(withoutRefund.statusCode).toBe(409);
    expect(withoutRefund.json().message).toBe(
      '₩1,000 of the prepayment was not spent: complete this request with refund instead.',
    );
    const stale = await post(s, 'complete-with-refund', { refundAmount: 2_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The refund is now ₩1,000. Check it and confirm again.');

    const completed = await post(s, 'complete-with-refund', { refundAmount: 1_000, reason: 'Sale price.' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'SCOM12', refundAmount: 1_000, actions: [] });
    const entries = await s.t.database.db.select().from(creditEntries);
    expect(entries).toMatchObject([
      {
        transactionType: 'E',
        category: 'OFM_REFUND',
        amountKrw: 1_000,
        sourceCode: s.code,
        reason: `Unspent prepayment of ${s.code}`,
        description: 'Sale price.',
      },
    ]);
    expect(await balanceOf(s.t, s.member)).toBe(1_000);
    const mail = await s.t.latestMailTo(s.member.email);
    expect(mail?.subject).toBe(`[OFM] ${s.code}: Completed with refund`);
    expect(mail?.textBody).toContain(
      'Reason: ₩1,000 of the prepayment was refunded to your credit. Sale price.',
    );

    // What the member's completion section reads.
    expect(await memberDetail(s)).toMatchObject({
      status: 'SCOM12',
      purchaseAmount: 35_000,
      feeAmount: 7_000,
      images: [{ filename: photo.filename, url: photo.url }],
      resultPackageCodes: ['PK2603010001', 'PK2603010002'],
      refundAmount: 1_000,
    });

    const second = await post(s, 'complete-with-refund', { refundAmount: 1_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This request is completed with refund: it cannot be changed this way (complete with refund).',
    );
    expect(await s.t.database.db.select().from(creditEntries)).toHaveLength(1);
  });

  it('completes without refund when the prepayment was all spent, and refuses a refund of nothing', async () => {
    const s = await paidRequest();
    expect((await post(s, 'purchase', purchase({ purchaseAmount: 36_000 }))).statusCode).toBe(200);
    expect((await post(s, 'packages', { packages: [{ name: 'Mini albums' }] })).statusCode).toBe(200);
    await receiveAll(s);
    expect((await staffDetail(s)).settlement.unspentKrw).toBe(0);
    const refund = await post(s, 'complete-with-refund', { refundAmount: 1 });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(
      'Nothing of the prepayment is left to refund: complete this request without refund.',
    );
    const completed = await post(s, 'complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'SCOM11',
      statusLabel: 'Completed',
      refundAmount: null,
    });
    expect((await s.t.latestMailTo(s.member.email))?.subject).toBe(`[OFM] ${s.code}: Completed`);
    expect(await s.t.database.db.select().from(creditEntries)).toHaveLength(0);
    expect(await memberDetail(s)).toMatchObject({ resultPackageCodes: ['PK2603010001'], images: [] });
  });

  it('refunds the whole prepayment when nothing could be bought, with the reason the member reads', async () => {
    const s = await paidRequest();
    const noReason = await post(s, 'complete-with-refund', { refundAmount: 47_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Say why nothing could be bought' });
    const done = await post(s, 'complete-with-refund', { refundAmount: 47_000, reason: 'Sold out.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'SCOM12',
      purchaseAmount: 0,
      feeAmount: 0,
      refundAmount: 47_000,
      purchaseItems: [],
    });
    expect(await balanceOf(s.t, s.member)).toBe(47_000);
    expect((await memberDetail(s)).history.at(-1)).toMatchObject({
      toStatus: 'SCOM12',
      actor: 'staff',
      reason: '₩47,000 of the prepayment was refunded to your credit. Sold out.',
    });
  });

  it('refuses each step in the wrong status with the status table’s message', async () => {
    const s = await paidRequest();
    const unpaid = await s.t.inject({
      method: 'POST',
      url: '/api/ofm-services',
      cookie: s.member.cookie,
      payload: {
        type: 'ONLINE_REGULAR',
        shopName: 'Album Shop',
        items: [{ url: 'https://shop.example.kr/album/2', name: 'Poster', unitPrice: 5_000, quantity: 1 }],
      },
    });
    const waiting = { ...s, code: unpaid.json().code as string };
    const record = await post(waiting, 'purchase', purchase());
    expect(record.statusCode).toBe(409);
    expect(record.json().message).toBe(
      'This request is awaiting payment: it cannot be changed this way (record the purchase).',
    );
    const upload = await uploadResult(waiting);
    expect(upload.statusCode).toBe(409);
    const refund = await post(waiting, 'complete-with-refund', { refundAmount: 12_000, reason: 'x' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().message).toBe(
      'This request is awaiting payment: it cannot be changed this way (complete with refund).',
    );
    const boxes = await post(s, 'packages', { packages: [{ name: 'Box' }] });
    expect(boxes.statusCode).toBe(409);
    expect(boxes.json().message).toBe(
      'This request is paid, purchasing: it cannot be changed this way (create packages).',
    );
    const complete = await post(s, 'complete');
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(
      'This request is paid, purchasing: it cannot be changed this way (complete).',
    );
  });

  it('checks the purchase record: fields, amounts within the prepayment, and photos that are this request’s', async () => {
    const s = await paidRequest();
    const fieldErrors = async (body: object) => {
      const response = await post(s, 'purchase', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().fieldErrors;
    };
    expect(await fieldErrors(purchase({ items: [] }))).toEqual({ items: 'Add at least one purchased item' });
    expect(
      await fieldErrors(
        purchase({ items: [{ name: ' ', unitPrice: -1, quantity: 0 }], purchaseAmount: '', feeAmount: 1.5 }),
      ),
    ).toEqual({
      'items.0.name': 'Item name is required',
      'items.0.unitPrice': 'Unit price must be a whole number of won from 0 to ₩100,000,000',
      'items.0.quantity': 'Quantity should be a valid number',
      purchaseAmount: 'Purchase amount is required',
      feeAmount: 'Fee amount must be a whole number of won, 0 or more',
    });
    expect(await fieldErrors(purchase({ purchaseAmount: 36_001 }))).toEqual({
      purchaseAmount:
        'The purchase amount and the fee together cannot be more than ₩43,000, what the member prepaid for them.',
    });

    // A member's own upload, or a made-up name, is not a result photo of this request.
    const own = await s.t.upload(
      '/api/uploads/member-files?domain=ofm',
      multipart('mine.png', png),
      s.member.cookie,
    );
    for (const filename of [own.json().filename, `${'b'.repeat(32)}.png`]) {
      const refused = await post(s, 'purchase', purchase({ images: [{ filename }] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Failed to upload images');
    }
    expect((await staffDetail(s)).status).toBe('SCOM03');
    expect(await s.t.database.db.select().from(ofmPurchaseItems)).toHaveLength(0);

    const photo = (await uploadResult(s)).json();
    expect((await post(s, 'purchase', purchase({ images: [{ filename: photo.filename }] }))).statusCode).toBe(
      200,
    );
    const [file] = await s.t.database.db
      .select()
      .from(memberFiles)
      .where(eq(memberFiles.filename, photo.filename));
    expect(file?.attachedAt).not.toBeNull();
  });
});

// The rules that must hold once whatever number of staff press at once. On PostgreSQL (TEST_DATABASE_URL) the
// requests really run in parallel; PGlite serialises them.
describe('OFM result packages and what they hold', () => {
  it('puts the purchased items and their value on the first result package, which the member’s package page shows', async () => {
    const s = await paidRequest([
      { url: 'https://shop.example.kr/album/2', name: 'Full album', unitPrice: 45_000, quantity: 2 },
    ]);
    const recorded = await post(s, 'purchase', {
      items: [{ name: 'Full album (photobook ver.)', unitPrice: 45_000, quantity: 2 }],
      purchaseAmount: 90_000,
      feeAmount: 0,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const made = await post(s, 'packages', { packages: [{ name: 'Albums' }, { name: 'Poster tube' }] });
    expect(made.statusCode, made.body).toBe(200);
    const [first, second] = made.json().packages as { code: string }[];

    const page = await s.t.inject({
      method: 'GET',
      url: `/api/packages/${first?.code}`,
      cookie: s.member.cookie,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      type: 'M',
      totalValueKrw: 90_000,
      items: [{ name: 'Full album (photobook ver.)', category: 'OTHER', unitPrice: 45_000, quantity: 2 }],
    });
    const list = await s.t.inject({ method: 'GET', url: '/api/packages', cookie: s.member.cookie });
    expect(list.json().content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: first?.code, itemCount: 1, totalValueKrw: 90_000 }),
        expect.objectContaining({ code: second?.code, itemCount: 0, totalValueKrw: 0 }),
      ]),
    );
  });

  it('cuts a purchased item’s long name to what a package item holds', async () => {
    const s = await paidRequest();
    const long = `Mini album ${'x'.repeat(200)}`;
    const recorded = await post(
      s,
      'purchase',
      purchase({ items: [{ name: long, unitPrice: 17_500, quantity: 2 }] }),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const made = await post(s, 'packages', { packages: [{ name: 'Box' }] });
    expect(made.statusCode, made.body).toBe(200);
    const [only] = made.json().packages as { code: string }[];
    const page = (
      await s.t.inject({ method: 'GET', url: `/api/packages/${only?.code}`, cookie: s.member.cookie })
    ).json();
    expect(page.items[0].name).toBe(`${long.slice(0, 99)}…`);
    expect(page.totalValueKrw).toBe(35_000);
  });
});

describe('OFM after payment, under concurrency', () => {
  it('records a purchase once, creates one set of packages and refunds once however many presses arrive together', async () => {
    const s = await paidRequest();
    const recorded = await Promise.all(Array.from({ length: 8 }, () => post(s, 'purchase', purchase())));
    expect(recorded.map((response) => response.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await s.t.database.db.select().from(ofmPurchaseItems)).toHaveLength(1);

    const made = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(s, 'packages', { packages: [{ name: 'Mini albums' }, { name: 'Poster tube' }] }),
      ),
    );
    expect(made.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(made.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(true);
    expect(await s.t.database.db.select().from(packages)).toHaveLength(2);
    await receiveAll(s);

    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => post(s, 'complete-with-refund', { refundAmount: 1_000 })),
    );
    expect(refunds.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(refunds.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(
      true,
    );
    expect(await s.t.database.db.select().from(creditEntries)).toHaveLength(1);
    expect(await balanceOf(s.t, s.member)).toBe(1_000);
    const moves = (await memberDetail(s)).history.map((entry: { toStatus: string }) => entry.toStatus);
    expect(moves).toEqual(['SCOM01', 'SCOM03', 'SCOM04', 'SCOM12']);
  });

  it('refunds a request once when Complete and Complete with refund are pressed together', async () => {
    const s = await paidRequest();
    expect((await post(s, 'purchase', purchase())).statusCode).toBe(200);
    expect((await post(s, 'packages', { packages: [{ name: 'Box' }] })).statusCode).toBe(200);
    await receiveAll(s);
    const presses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0 ? post(s, 'complete') : post(s, 'complete-with-refund', { refundAmount: 1_000 }),
      ),
    );
    expect(presses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect((await staffDetail(s)).status).toBe('SCOM12');
    expect(await s.t.database.db.select().from(creditEntries)).toHaveLength(1);
  });

  it('tags the packages of second-hand marketplace goods BUNJANG (their unboxing video is free)', async () => {
    const s = await paidRequest();
    const [request] = await s.t.database.db.select().from(requests).where(eq(requests.code, s.code));
    await s.t.database.db
      .update(ofmRequests)
      .set({ type: 'BUNJANG_KFD' })
      .where(eq(ofmRequests.requestId, request?.id ?? 0));
    const recorded = await post(s, 'purchase', purchase());
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await post(s, 'packages', { packages: [{ name: 'Second-hand album' }] })).statusCode).toBe(200);
    const [made] = await s.t.database.db.select().from(packages);
    expect(made?.tags).toEqual(['BUNJANG']);
  });
});

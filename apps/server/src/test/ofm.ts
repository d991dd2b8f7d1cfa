import { expect } from 'vitest';
import type { TestApp, TestMember } from './app.ts';
import { createOfmRequest, payThroughSandbox } from './payments.ts';

/** What the intake desk measures of a parcel. */
export const deskMeasurements = { weightGrams: 900, widthCm: 25, lengthCm: 20, heightCm: 8 };

/**
 * A member's OFM (one ₩20,000 album), paid, its purchase recorded for the whole spendable amount and its result
 * packages created by staff (awaiting receipt at the intake desk, decision 027); answers the codes.
 */
export async function ofmAwaitingReceipt(
  t: TestApp,
  member: TestMember,
  staff: TestMember,
  results: { name: string; trackingNo?: string }[] = [{ name: 'Mini album' }],
): Promise<{ code: string; packageCodes: string[] }> {
  const code = await createOfmRequest(t, member);
  await payThroughSandbox(t, member, code);
  const detail = (await t.get(`/api/staff/requests/ofm/${code}`, staff.cookie)).json();
  const spendable = detail.prepaymentKrw - detail.domesticShippingKrw;
  const recorded = await t.post(
    `/api/staff/ofm/${code}/purchase`,
    {
      items: [{ name: 'Mini album', unitPrice: spendable - 5_000, quantity: 1 }],
      purchaseAmount: spendable - 5_000,
      feeAmount: 5_000,
      images: [],
    },
    staff.cookie,
  );
  expect(recorded.statusCode, recorded.body).toBe(200);
  const made = await t.post(`/api/staff/ofm/${code}/packages`, { packages: results }, staff.cookie);
  expect(made.statusCode, made.body).toBe(200);
  return {
    code,
    packageCodes: made.json<{ packages: { code: string }[] }>().packages.map((pkg) => pkg.code),
  };
}

/** `POST /api/staff/intake` of an expected package, scanned by its code (or `scanned`, a shop tracking number). */
export function receiveExpected(
  t: TestApp,
  staff: TestMember,
  packageCode: string,
  extra: { scanned?: string; photos?: string[] } = {},
) {
  return t.post(
    '/api/staff/intake',
    {
      ...deskMeasurements,
      trackingNo: extra.scanned ?? packageCode,
      photos: extra.photos ?? [],
      destination: { kind: 'expected', packageCode },
    },
    staff.cookie,
  );
}

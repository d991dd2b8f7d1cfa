import { rateCards } from '@fanship/db/catalogue-schema';
import { defaultRateCards } from '@fanship/domain/pricing/default-rate-cards';
import type { PackingRequestInput } from '@fanship/domain/warehouse/packing';
import type { ShippingRequestInput } from '@fanship/domain/warehouse/shipping';
import { expect } from 'vitest';
import { austinAddress } from './addresses.ts';
import type { TestApp, TestMember } from './app.ts';
import { givePackage, giveUnboxingFee } from './packages.ts';
import { packingBody, packingStep, requestPacking } from './packings.ts';
import { requestOrder } from './payments.ts';
import { kindStep, memberCalls } from './requests.ts';
import { withStaffAndMember } from './roles.ts';
import { resultPackage } from './splits.ts';

/** The admin's default rate cards, live (shipping requests choose their carrier on them). */
async function seedRateCards(t: TestApp) {
  await t.database.db
    .insert(rateCards)
    .values(defaultRateCards.map((card) => ({ ...card, zone: card.zone ?? null })));
}

/** The default rate cards live, and a staff member and a member. */
async function withRateCards(t: TestApp) {
  await seedRateCards(t);
  return withStaffAndMember(t);
}

/** A shipping body: the box `boxCode` to Austin with EMS, with a note. */
const shippingBody = (boxCode: string, overrides: Partial<ShippingRequestInput> = {}) => ({
  targetPackageCode: boxCode,
  address: austinAddress,
  requestedCarrier: 'EMS',
  memberNote: 'Please ship soon',
  ...overrides,
});

/** An F box of the member's in ARRIVED as a packing leaves it (its storage carried by what it holds). */
const giveBox = (t: TestApp, member: TestMember, weightGrams = 1800) =>
  givePackage(t, member, { type: 'F', weightGrams, storageStartedAt: null });

/**
 * A 1.8 kg box (or `boxCount` of them) packed by staff (K-Packet packing unless told) from two of the member's
 * packages, the first with an unboxing fee another service accrued: answers the box's code (and all the boxes'),
 * the packages and the packing's code.
 */
async function packedBox(
  t: TestApp,
  staff: { cookie: string },
  member: TestMember,
  packing: Partial<PackingRequestInput> = { requestType: 'KP' },
  boxCount = 1,
) {
  const parents = [await givePackage(t, member), await givePackage(t, member, { type: 'M' })];
  await giveUnboxingFee(t, parents[0]!.id);
  const codes = parents.map((pkg) => pkg.code);
  const code = await requestPacking(t, member, packingBody(codes, packing));
  await packingStep(t, staff, code, 'start');
  const recorded = await packingStep(t, staff, code, 'results', {
    packages: Array.from({ length: boxCount }, (_, index) => resultPackage(1800, `Box ${index + 1}`)),
    vacuumBags: 0,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const done = await packingStep(t, staff, code, 'complete');
  expect(done.statusCode, done.body).toBe(200);
  const boxes = done.json().forwardPackages.map((made: { code: string }) => made.code) as string[];
  return { box: boxes[0] as string, boxes, parents, packing: code };
}

/**
 * The rate cards, staff and a member whose packed box (`packedBox`) is requested for shipping by K-Packet: answers
 * them, the box, its parent packages and the shipping's code.
 */
async function requestedPackedBox(t: TestApp) {
  const { staff, member } = await withRateCards(t);
  const { box, parents } = await packedBox(t, staff, member);
  const code = await shipping.request(t, member, shippingBody(box, { requestedCarrier: 'KP' }));
  return { staff, member, box, parents, code };
}

/** `POST /api/orders/request` for shipping targets. */
const requestShippingOrder = (
  t: TestApp,
  member: TestMember,
  codes: string[],
  paymentMethod: 'CREDIT' | 'WISE' | 'PAYPAL' | 'CARD',
  creditRedeemAmount = 0,
) => requestOrder(t, member, codes, paymentMethod, creditRedeemAmount, 'SHIPPING');

/**
 * Shippings in tests: the member's calls (`post` the create, `request` answering its code, `page`, `edit`, `cancel`),
 * staff's `step` (`prepare`, `ship`, `cancel`), a `body`, an `order` of shippings, and the set-ups (`seedRateCards`,
 * `giveBox`, `packedBox`, `requestedPackedBox`).
 */
export const shipping = {
  ...memberCalls('/shipping-services', '/request'),
  step: kindStep('shipping'),
  body: shippingBody,
  order: requestShippingOrder,
  seedRateCards,
  withRateCards,
  giveBox,
  packedBox,
  requestedPackedBox,
};

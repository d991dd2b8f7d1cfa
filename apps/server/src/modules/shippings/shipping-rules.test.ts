import { packages } from '@fanship/db/warehouse-schema';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { shippingMessages } from '@fanship/domain/warehouse/shipping';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { austinAddress } from '../../test/addresses.ts';
import { setupTestApps } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { expectFieldErrors, expectHiddenFromOthers, expectRefused } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { shipping } from '../../test/shippings.ts';

const { start } = setupTestApps();

const seoul = { ...austinAddress, countryCode: 'KR', city: 'Seoul', state: 'Seoul', zipCode: '04524' };

describe('the shipping form’s rules', () => {
  it('answers each missing field with the spec’s message', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    await expectFieldErrors(
      (payload) => shipping.post(t, member, payload),
      [
        [
          { address: austinAddress, requestedCarrier: 'EMS' },
          { targetPackageCode: 'Target Package is required' },
        ],
        [{ targetPackageCode: 'PK1', requestedCarrier: 'EMS' }, { address: 'Address is required' }],
        [{ targetPackageCode: 'PK1', address: austinAddress }, { requestedCarrier: 'Carrier is required' }],
        [{ ...shipping.body('PK1'), memberNote: 'x'.repeat(3001) }, { memberNote: 'Note is too long' }],
      ],
    );
  });

  it('ships only the member’s own F box in ARRIVED, with a carrier that can deliver it', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const other = await t.createMember();
    const theirs = await shipping.giveBox(t, other);
    expect((await shipping.post(t, member, shipping.body(theirs.code))).statusCode).toBe(404);
    const parcel = await givePackage(t, member);
    expectRefused(
      await shipping.post(t, member, shipping.body(parcel.code)),
      400,
      packageServiceMessages.wrongType(parcel.code),
    );
    const packing = await shipping.giveBox(t, member);
    const packed = await givePackage(t, member, { type: 'F', status: 'IN_SERVICE' });
    expectRefused(
      await shipping.post(t, member, shipping.body(packed.code)),
      409,
      packageServiceMessages.wrongStatus(packed.code, 'In service'),
    );
    // A box packed as STANDARD gets no K-Packet; a Korean address only CJ.
    const { box: standard } = await shipping.packedBox(t, staff, member, { requestType: 'STANDARD' });
    expectRefused(
      await shipping.post(t, member, shipping.body(standard, { requestedCarrier: 'KP' })),
      400,
      shippingMessages.carrierUnavailable('KP', standard),
    );
    expectRefused(
      await shipping.post(t, member, shipping.body(packing.code, { address: seoul })),
      400,
      shippingMessages.carrierUnavailable('EMS', packing.code),
    );
    // A box no carrier takes (not weighed yet): spec §8.
    const unweighed = await givePackage(t, member, { type: 'F', storageStartedAt: null });
    await t.database.db.update(packages).set({ weightGrams: null }).where(eq(packages.id, unweighed.id));
    expectRefused(
      await shipping.post(t, member, shipping.body(unweighed.code)),
      400,
      shippingMessages.noCarrier(unweighed.code),
    );
    expect(
      await shipping.request(
        t,
        member,
        shipping.body(packing.code, { address: seoul, requestedCarrier: 'cj' }),
      ),
    ).toMatch(/^SH/);
  });

  it('allows one open shipping per box', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const first = await shipping.request(t, member, shipping.body(box.code));
    expectRefused(
      await shipping.post(t, member, shipping.body(box.code, { requestedCarrier: 'DHL' })),
      409,
      shippingMessages.alreadyRequested(box.code, first),
    );
  });

  it('hides another member’s shipping and box', async () => {
    const t = await start();
    const { member } = await shipping.withRateCards(t);
    const box = await shipping.giveBox(t, member);
    const code = await shipping.request(t, member, shipping.body(box.code));
    const other = await t.createMember();
    await expectHiddenFromOthers(t, other.cookie, `/api/shipping-services/${code}`, shipping.body(box.code));
    const options = await t.get(
      `/api/shipping-services/carrier-options?packageCode=${box.code}&countryCode=US`,
      other.cookie,
    );
    expect(options.statusCode).toBe(404);
  });
});

describe('the form’s carrier selector', () => {
  it('lists the box’s carriers cheapest first, or the §8 message when none can deliver it', async () => {
    const t = await start();
    const { staff, member } = await shipping.withRateCards(t);
    const { box } = await shipping.packedBox(t, staff, member, { requestType: 'STANDARD' });
    const url = (packageCode: string, countryCode: string) =>
      `/api/shipping-services/carrier-options?packageCode=${packageCode}&countryCode=${countryCode}`;
    const answer = await t.get(url(box, 'us'), member.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const { options, message } = answer.json();
    expect(message).toBeNull();
    expect(options.map((option: { type: string }) => option.type)).not.toContain('KP');
    const rates = options.map((option: { rateKrw: number }) => option.rateKrw);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    // No rate card serves the country: an empty list and the §8 message.
    const nowhere = (await t.get(url(box, 'AQ'), member.cookie)).json();
    expect(nowhere).toEqual({ options: [], message: shippingMessages.noCarrier(box) });
    const bad = await t.get(url(box, 'USA'), member.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

import { requests } from '@fanship/db/request-schema';
import { requestPackages } from '@fanship/db/warehouse-schema';
import { FORWARDING_MAX_WEIGHT_GRAMS } from '@fanship/domain/warehouse/forwarding-fields';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { shippingMessages } from '@fanship/domain/warehouse/shipping';
import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';
import { givePackage, packageStatusOf } from '../../test/packages.ts';
import { memberId } from '../../test/payments.ts';
import * as repacking from '../../test/repackings.ts';
import { expectRefused } from '../../test/requests.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';

const { start } = setupTestApps();

/** Expects the create to be refused with `status` and `message`. */
describe('the repacking’s rules on the server', () => {
  it('refuses more than 200 kg, the box and the resources together', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const half = FORWARDING_MAX_WEIGHT_GRAMS / 2;
    const { box, resource } = await repacking.boxAndResource(t, member, half, half + 1);
    const heavy = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [resource.code]),
    );
    expectRefused(heavy, 400, 'Total weight cannot exceed 200kg');
    expect(await packageStatusOf(t, box.code)).toBe('ARRIVED');
    expect(await packageStatusOf(t, resource.code)).toBe('ARRIVED');
    const exact = await givePackage(t, member, { weightGrams: half });
    await repacking.requestRepacking(t, member, repacking.repackingBody(box.code, [exact.code]));
  });

  it('takes an F box in ARRIVED only (400 for another type, 409 for another status)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const { resource } = await repacking.boxAndResource(t, member);
    const notABox = await givePackage(t, member, { type: 'R' });
    const shipped = await givePackage(t, member, { type: 'F', status: 'PACKED' });
    const wrongType = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(notABox.code, [resource.code]),
    );
    expectRefused(wrongType, 400, packageServiceMessages.wrongType(notABox.code));
    const wrongStatus = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(shipped.code, [resource.code]),
    );
    expect(wrongStatus.statusCode, wrongStatus.body).toBe(409);
  });

  it('repacks a box once: not while a repacking holds it, not once done, not the box a repacking made', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await repacking.boxAndResource(t, member);
    const second = await givePackage(t, member);
    const code = await repacking.requestRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [resource.code]),
    );
    const whileOpen = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [second.code]),
    );
    expect(whileOpen.statusCode, whileOpen.body).toBe(409);

    await repacking.repackingStep(t, staff, code, 'start');
    await repacking.repackingStep(t, staff, code, 'results', { packages: [resultPackage(6500)] });
    await repacking.repackingStep(t, staff, code, 'complete');
    const onceDone = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(box.code, [second.code]),
    );
    expect(onceDone.statusCode, onceDone.body).toBe(409);
    const made = (await repacking.repackingPage(t, member, code)).json().resultPackageCode as string;
    const ofTheNewBox = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(made, [second.code]),
    );
    expectRefused(ofTheNewBox, 400, repackingMessages.repackedBefore(made));
    expect(await packageStatusOf(t, made)).toBe('ARRIVED');
    expect(await packageStatusOf(t, second.code)).toBe('ARRIVED');
  });

  it('refuses a box whose shipping is paid or awaiting confirmation (SCSH02 on), or that an unpaid one holds (SCSH01)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const owner = await memberId(t, member);
    // A shipping request naming the box as its target (as the shipping kind writes it; `shippings/` races the real one).
    const shippingOf = async (boxId: number, status: string, code: string) => {
      const [request] = await t.database.db
        .insert(requests)
        .values({ kind: 'shipping', code, memberId: owner, status })
        .returning();
      await t.database.db.insert(requestPackages).values({
        requestId: request!.id,
        packageId: boxId,
        role: 'TARGET',
        releasedAt: t.clock.now(),
      });
    };
    const paid = await repacking.boxAndResource(t, member);
    await shippingOf(paid.box.id, 'SCSH02', 'SH2603010001');
    const refused = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(paid.box.code, [paid.resource.code]),
    );
    expectRefused(refused, 400, repackingMessages.shippingPaid(paid.box.code));
    expect(await packageStatusOf(t, paid.box.code)).toBe('ARRIVED');

    const unpaid = await repacking.boxAndResource(t, member);
    await shippingOf(unpaid.box.id, 'SCSH01', 'SH2603010002');
    // An unpaid shipping holds its box: the member cancels it before repacking the box.
    const held = await repacking.postRepacking(
      t,
      member,
      repacking.repackingBody(unpaid.box.code, [unpaid.resource.code]),
    );
    expectRefused(held, 409, shippingMessages.alreadyRequested(unpaid.box.code, 'SH2603010002'));
  });
});

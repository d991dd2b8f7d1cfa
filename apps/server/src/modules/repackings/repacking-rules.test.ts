import { requests } from '@fanship/db/request-schema';
import { packages, requestPackages } from '@fanship/db/warehouse-schema';
import { FORWARDING_MAX_WEIGHT_GRAMS } from '@fanship/domain/warehouse/forwarding-fields';
import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import { repackingMessages } from '@fanship/domain/warehouse/repacking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApps, type TestApp } from '../../test/app.ts';
import { givePackage } from '../../test/packages.ts';
import { memberId } from '../../test/payments.ts';
import {
  boxAndResource,
  postRepacking,
  repackingBody,
  repackingPage,
  repackingStep,
  requestRepacking,
} from '../../test/repackings.ts';
import { withStaffAndMember } from '../../test/roles.ts';
import { resultPackage } from '../../test/splits.ts';

const { start } = setupTestApps();

async function statusOf(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(packages).where(eq(packages.code, code));
  return row?.status;
}

/** Expects the create to be refused with `status` and `message`. */
function expectRefused(response: Awaited<ReturnType<TestApp['inject']>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

describe('the repacking’s rules on the server', () => {
  it('refuses more than 200 kg, the box and the resources together', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const half = FORWARDING_MAX_WEIGHT_GRAMS / 2;
    const { box, resource } = await boxAndResource(t, member, half, half + 1);
    const heavy = await postRepacking(t, member, repackingBody(box.code, [resource.code]));
    expectRefused(heavy, 400, 'Total weight cannot exceed 200kg');
    expect(await statusOf(t, box.code)).toBe('ARRIVED');
    expect(await statusOf(t, resource.code)).toBe('ARRIVED');
    const exact = await givePackage(t, member, { weightGrams: half });
    await requestRepacking(t, member, repackingBody(box.code, [exact.code]));
  });

  it('takes an F box in ARRIVED only (400 for another type, 409 for another status)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const { resource } = await boxAndResource(t, member);
    const notABox = await givePackage(t, member, { type: 'R' });
    const shipped = await givePackage(t, member, { type: 'F', status: 'PACKED' });
    const wrongType = await postRepacking(t, member, repackingBody(notABox.code, [resource.code]));
    expectRefused(wrongType, 400, packageServiceMessages.wrongType(notABox.code));
    const wrongStatus = await postRepacking(t, member, repackingBody(shipped.code, [resource.code]));
    expect(wrongStatus.statusCode, wrongStatus.body).toBe(409);
  });

  it('repacks a box once: not while a repacking holds it, not once done, not the box a repacking made', async () => {
    const t = await start();
    const { staff, member } = await withStaffAndMember(t);
    const { box, resource } = await boxAndResource(t, member);
    const second = await givePackage(t, member);
    const code = await requestRepacking(t, member, repackingBody(box.code, [resource.code]));
    const whileOpen = await postRepacking(t, member, repackingBody(box.code, [second.code]));
    expect(whileOpen.statusCode, whileOpen.body).toBe(409);

    await repackingStep(t, staff, code, 'start');
    await repackingStep(t, staff, code, 'results', { packages: [resultPackage(6500)] });
    await repackingStep(t, staff, code, 'complete');
    const onceDone = await postRepacking(t, member, repackingBody(box.code, [second.code]));
    expect(onceDone.statusCode, onceDone.body).toBe(409);
    const made = (await repackingPage(t, member, code)).json().resultPackageCode as string;
    const ofTheNewBox = await postRepacking(t, member, repackingBody(made, [second.code]));
    expectRefused(ofTheNewBox, 400, repackingMessages.repackedBefore(made));
    expect(await statusOf(t, made)).toBe('ARRIVED');
    expect(await statusOf(t, second.code)).toBe('ARRIVED');
  });

  it('refuses a box whose shipping is paid or awaiting confirmation (SCSH02 on), not one still unpaid (SCSH01)', async () => {
    const t = await start();
    const { member } = await withStaffAndMember(t);
    const owner = await memberId(t, member);
    // No shipping kind yet: a shipping request naming the box as its target, as the shipping kind will write it.
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
    const paid = await boxAndResource(t, member);
    await shippingOf(paid.box.id, 'SCSH02', 'SH2603010001');
    const refused = await postRepacking(t, member, repackingBody(paid.box.code, [paid.resource.code]));
    expectRefused(refused, 400, repackingMessages.shippingPaid(paid.box.code));
    expect(await statusOf(t, paid.box.code)).toBe('ARRIVED');

    const unpaid = await boxAndResource(t, member);
    await shippingOf(unpaid.box.id, 'SCSH01', 'SH2603010002');
    await requestRepacking(t, member, repackingBody(unpaid.box.code, [unpaid.resource.code]));
  });
});

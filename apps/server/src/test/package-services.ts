import { packageServiceMessages } from '@fanship/domain/warehouse/package-services';
import type { TestApp, TestMember } from './app.ts';
import { givePackage } from './packages.ts';
import { expectRefused } from './requests.ts';

/**
 * A member's package service asked (by `post` with the code) for a package of theirs still PARTIALLY_ARRIVED is
 * refused: 409 with the scaffold's message.
 */
export async function expectPartialArrivalRefused(
  t: TestApp,
  member: TestMember,
  post: (code: string) => Promise<Awaited<ReturnType<TestApp['inject']>>>,
) {
  const partial = await givePackage(t, member, { status: 'PARTIALLY_ARRIVED' });
  expectRefused(
    await post(partial.code),
    409,
    packageServiceMessages.wrongStatus(partial.code, 'Partially arrived'),
  );
}

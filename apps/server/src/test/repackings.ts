import type { RepackingRequestInput } from '@fanship/domain/warehouse/repacking';
import type { TestApp, TestMember } from './app.ts';
import { givePackage } from './packages.ts';
import { createdCode, kindStep } from './requests.ts';

/** A repacking body: `resourceCodes` into the box `targetCode`, with a note. */
export const repackingBody = (
  targetCode: string,
  resourceCodes: string[],
  overrides: Partial<RepackingRequestInput> = {},
) => ({
  targetPackageCode: targetCode,
  resourcePackageCodes: resourceCodes,
  memberNote: 'Please add the album to my box',
  ...overrides,
});

export const postRepacking = (t: TestApp, member: TestMember, payload: object) =>
  t.inject({ method: 'POST', url: '/api/repacking-services', cookie: member.cookie, payload });

/** Asks for a repacking and answers its code (expects 200). */
export const requestRepacking = async (t: TestApp, member: TestMember, payload: object) =>
  createdCode(await postRepacking(t, member, payload));

/** The member's page of a repacking. */
export const repackingPage = (t: TestApp, member: TestMember, code: string) =>
  t.inject({ method: 'GET', url: `/api/repacking-services/${code}`, cookie: member.cookie });

/** A staff step of a repacking: `start`, `results` (with a body), `complete`, `cancel` (with a reason). */
export const repackingStep = kindStep('repacking');

/** A member's F box (5 kg) in ARRIVED and an R package (1.5 kg) to put into it. */
export async function boxAndResource(t: TestApp, member: TestMember, boxGrams = 5000, resourceGrams = 1500) {
  const box = await givePackage(t, member, { type: 'F', weightGrams: boxGrams });
  const resource = await givePackage(t, member, { weightGrams: resourceGrams });
  return { box, resource };
}

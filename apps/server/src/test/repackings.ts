import type { RepackingRequestInput } from '@fanship/domain/warehouse/repacking';
import type { TestApp, TestMember } from './app.ts';
import { givePackage } from './packages.ts';
import { kindStep, memberCalls } from './requests.ts';

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

/** The member's create (`postRepacking`), create answering the code (`requestRepacking`, expects 200) and page. */
export const {
  post: postRepacking,
  request: requestRepacking,
  page: repackingPage,
} = memberCalls('/repacking-services');

/** A staff step of a repacking: `start`, `results` (with a body), `complete`, `cancel` (with a reason). */
export const repackingStep = kindStep('repacking');

/** A member's F box (5 kg) in ARRIVED and an R package (1.5 kg) to put into it. */
export async function boxAndResource(t: TestApp, member: TestMember, boxGrams = 5000, resourceGrams = 1500) {
  const box = await givePackage(t, member, { type: 'F', weightGrams: boxGrams });
  const resource = await givePackage(t, member, { weightGrams: resourceGrams });
  return { box, resource };
}

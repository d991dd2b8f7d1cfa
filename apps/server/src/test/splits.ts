import type { SplitRequestInput } from '@fanship/domain/warehouse/split';
import type { TestApp } from './app.ts';
import { givePackage } from './packages.ts';
import { kindStep, memberCalls } from './requests.ts';
import { withStaffAndMember } from './roles.ts';

/** A split body for `packageCode`: K-Packet, two contents. */
export const splitBody = (packageCode: string, overrides: Partial<SplitRequestInput> = {}) => ({
  type: 'KP',
  targetPackageCode: packageCode,
  contents: ['Albums', 'Photocards'],
  memberNote: 'Please keep the albums together',
  ...overrides,
});

/** A staff member, a member and one of their ARRIVED packages. */
export async function splitSetup(t: TestApp) {
  const people = await withStaffAndMember(t);
  const pkg = await givePackage(t, people.member);
  return { ...people, pkg };
}

/** The member's calls of a split (`page`, `edit`, `cancel`); `postSplit` and `requestSplit` (expects 200) create. */
export const splitCalls = memberCalls('/split-services');
export const { post: postSplit, request: requestSplit } = splitCalls;

/** A staff step of a split: `start`, `results` (with a body), `complete`, `cancel` (with a reason). */
export const splitStep = kindStep('split');

/** What staff record of a new package. */
export const resultPackage = (weightGrams: number, description?: string, photos: string[] = []) => ({
  weightGrams,
  widthCm: '30',
  lengthCm: '20',
  heightCm: '10.5',
  photos,
  ...(description ? { description } : {}),
});

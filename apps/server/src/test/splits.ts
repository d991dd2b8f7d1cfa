import type { SplitRequestInput } from '@fanship/domain/warehouse/split';
import { expect } from 'vitest';
import type { TestApp, TestMember } from './app.ts';
import { givePackage } from './packages.ts';
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

export const postSplit = (t: TestApp, member: TestMember, payload: object) =>
  t.inject({ method: 'POST', url: '/api/split-services', cookie: member.cookie, payload });

/** Asks for a split and answers its code (expects 200). */
export async function requestSplit(t: TestApp, member: TestMember, payload: object): Promise<string> {
  const response = await postSplit(t, member, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string }>().code;
}

/** A staff step of a request of `kind` (`start`, `results` with a body, `complete`, `cancel` with a reason). */
export const staffRequestStep = (
  t: TestApp,
  staff: TestMember,
  kind: string,
  code: string,
  step: string,
  payload?: object,
) =>
  t.inject({
    method: 'POST',
    url: `/api/staff/requests/${kind}/${code}/${step}`,
    cookie: staff.cookie,
    ...(payload ? { payload } : {}),
  });

/** A staff step of a split. */
export const splitStep = (t: TestApp, staff: TestMember, code: string, step: string, payload?: object) =>
  staffRequestStep(t, staff, 'split', code, step, payload);

/** What staff record of a new package. */
export const resultPackage = (weightGrams: number, description?: string, photos: string[] = []) => ({
  weightGrams,
  widthCm: '30',
  lengthCm: '20',
  heightCm: '10.5',
  photos,
  ...(description ? { description } : {}),
});

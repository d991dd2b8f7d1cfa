import type { PackingRequestInput } from '@fanship/domain/warehouse/packing';
import { austinAddress } from './addresses.ts';
import type { TestApp, TestMember } from './app.ts';
import { createdCode, kindStep } from './requests.ts';

/** A packing body for `packageCodes`: standard packing to Austin, no priority, no vacuum. */
export const packingBody = (packageCodes: string[], overrides: Partial<PackingRequestInput> = {}) => ({
  targetPackageCodes: packageCodes,
  address: austinAddress,
  requestType: 'STANDARD',
  priority: false,
  freebie: true,
  vacuumOption: 'NONE',
  posterOption: 'KEEP_ROLLED',
  memberNote: 'Please pack the albums upright',
  ...overrides,
});

export const postPacking = (t: TestApp, member: TestMember, payload: object) =>
  t.inject({ method: 'POST', url: '/api/packing-services/request', cookie: member.cookie, payload });

/** Asks for a packing and answers its code (expects 200). */
export const requestPacking = async (t: TestApp, member: TestMember, payload: object) =>
  createdCode(await postPacking(t, member, payload));

/** The member's page of a packing. */
export const packingPage = (t: TestApp, member: TestMember, code: string) =>
  t.inject({ method: 'GET', url: `/api/packing-services/${code}`, cookie: member.cookie });

/** A staff step of a packing: `start`, `results` (with a body), `complete`, `cancel` (with a reason). */
export const packingStep = kindStep('packing');

import type { PackingRequestInput } from '@fanship/domain/warehouse/packing';
import { austinAddress } from './addresses.ts';
import { kindStep, memberCalls } from './requests.ts';

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

/** The member's create (`postPacking`), create answering the code (`requestPacking`, expects 200) and page. */
export const {
  post: postPacking,
  request: requestPacking,
  page: packingPage,
} = memberCalls('/packing-services', '/request');

/** A staff step of a packing: `start`, `results` (with a body), `complete`, `cancel` (with a reason). */
export const packingStep = kindStep('packing');

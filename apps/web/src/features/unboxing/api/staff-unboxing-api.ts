import type { StaffUnboxing } from '@fanship/domain/warehouse/unboxing';
import { useStaffRequestStep } from '../../staff-requests/index.ts';

const base = (code: string) => `unboxing/${encodeURIComponent(code)}`;

/** SCUN01 → SCUN02. */
export const useStartUnboxing = (code: string) =>
  useStaffRequestStep<undefined, StaffUnboxing>('unboxing', code, `${base(code)}/start`);

/** SCUN02 → SCUN03 (at least one video). */
export const useCompleteUnboxing = (code: string) =>
  useStaffRequestStep<undefined, StaffUnboxing>('unboxing', code, `${base(code)}/complete`);

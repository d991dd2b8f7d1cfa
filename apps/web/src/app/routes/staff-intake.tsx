import { IntakeDesk } from '../../features/staff-warehouse/index.ts';

/** `/staff/warehouse/intake`: the intake desk. */
export function Component() {
  return <IntakeDesk />;
}

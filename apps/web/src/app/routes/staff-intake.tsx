import { IntakeDesk } from '../../features/staff-warehouse/components/intake-desk.tsx';

/** `/staff/warehouse/intake`: the intake desk. */
export function Component() {
  return <IntakeDesk />;
}

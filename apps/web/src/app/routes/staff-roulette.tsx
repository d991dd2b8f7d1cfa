import { StaffRoulettePage } from '../../features/staff-roulette/index.ts';

export function Component() {
  return <StaffRoulettePage />;
}

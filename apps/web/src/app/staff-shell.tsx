import type { ReactNode } from 'react';
import { StaffShell as StaffShellFrame } from '../features/staff/index.ts';
import { staffRequestNav } from './request-kinds.ts';

/** The staff console frame with the request kinds' navigation from the registry. */
export function StaffShell({ children }: { children: ReactNode }) {
  return <StaffShellFrame requestNav={staffRequestNav}>{children}</StaffShellFrame>;
}

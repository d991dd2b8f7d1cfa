import { describe, expect, it } from 'vitest';
import { isStaffRole, roles } from './member.ts';

describe('roles', () => {
  it('are member, staff and admin', () => {
    expect(roles).toEqual(['member', 'staff', 'admin']);
  });

  it.each([
    ['member', false],
    ['staff', true],
    ['admin', true],
  ] as const)('%s may use the staff console: %s', (role, expected) => {
    expect(isStaffRole(role)).toBe(expected);
  });
});

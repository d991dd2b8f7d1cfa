import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { RolePanel } from './role-panel.tsx';

const member = {
  code: 'FAN0001',
  firstName: 'Mina',
  lastName: 'Park',
  email: 'mina@example.com',
  countryCode: 'US',
  role: 'member' as const,
  createdAt: '2026-01-01T00:00:00Z',
  creditAmount: 0,
  addresses: [],
};

function me(code: string, role: 'staff' | 'admin') {
  return { code, firstName: 'A', lastName: 'B', email: 'a@example.com', countryCode: 'KR', role };
}

describe('role panel', () => {
  it('is not shown to staff who are not admins', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member: me('STAFF01', 'staff'), isExpired: false } },
    });
    renderAt('/staff/members/FAN0001', <RolePanel member={member} />);
    await waitFor(() => expect(calls.some((call) => call.key === 'GET /api/auth/session')).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(screen.queryByText('Role')).toBeNull();
  });

  it('lets an admin make a member staff, and says so', async () => {
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member: me('ADMIN01', 'admin'), isExpired: false } },
      'PATCH /api/staff/members/FAN0001/role': { body: { ...member, role: 'staff' } },
    });
    renderAt('/staff/members/FAN0001', <RolePanel member={member} />);
    const button = (await screen.findByRole('button', { name: 'Change role' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const select = screen.getAllByLabelText('Role').find((element) => element.tagName === 'INPUT')!;
    fireEvent.focus(select);
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Staff (the staff console)', hidden: true }));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('FAN0001 is now staff.')).toBeTruthy();
    expect(calls.find((call) => call.key === 'PATCH /api/staff/members/FAN0001/role')?.body).toEqual({
      role: 'staff',
    });
  });

  it('tells an admin looking at their own account that they cannot change its role', async () => {
    mockApi({ 'GET /api/auth/session': { body: { member: me('FAN0001', 'admin'), isExpired: false } } });
    renderAt('/staff/members/FAN0001', <RolePanel member={{ ...member, role: 'admin' }} />);
    expect(await screen.findByText('You cannot change your own role.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull();
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ProfileOverview } from './profile-overview.tsx';

const member = {
  code: 'ABC1234',
  firstName: 'Min',
  lastName: 'Ji',
  email: 'minji@example.com',
  countryCode: 'KR',
  role: 'member' as const,
  creditAmount: 0,
  notificationChannels: [
    { type: 'EMAIL' as const, enabled: true, verified: true },
    { type: 'CHANNEL_TALK' as const, enabled: false, verified: false },
  ],
  createdAt: '2026-03-01T09:00:00.000Z',
};

afterEach(() => notifications.clean());

async function openDialog() {
  renderAt('/account', <ProfileOverview member={member} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog');
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

const submit = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));

describe('profile overview', () => {
  it('shows the ID, no coupons, the credit and the details', () => {
    mockApi({});
    renderAt('/account', <ProfileOverview member={member} />);
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.getByText('COUPONS AVAILABLE').nextSibling?.textContent).toBe('0');
    expect(screen.getByText('MY CREDIT').nextSibling?.textContent).toBe('₩0');
    expect(screen.getAllByText('ABC1234').length).toBeGreaterThan(0);
    expect(screen.getByText('minji@example.com')).toBeTruthy();
    expect(screen.getByText('Messaging App').nextSibling?.textContent).toBe('Not verified');
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
  });

  it('links MY CREDIT to the credit history and reads the balance again when the profile opens', async () => {
    const withCredit = { ...member, creditAmount: 12_345 };
    const { calls } = mockApi({
      'GET /api/auth/session': { body: { member: withCredit, isExpired: false } },
    });
    renderAt('/account', <ProfileOverview member={withCredit} />);
    // Its accessible name is its visible text (WCAG 2.5.3 label in name), not a shorter label of its own.
    const credit = screen.getByRole('link', { name: /MY CREDIT/ });
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    expect(credit.getAttribute('aria-label')).toBeNull();
    expect(squeeze(credit.textContent ?? '')).toBe('MYCREDIT₩12,345Viewhistory→');
    expect(
      screen.getByRole('link', { name: (name) => squeeze(name) === squeeze(credit.textContent ?? '') }),
    ).toBe(credit);
    expect(credit.getAttribute('href')).toBe('/profile/credit');
    expect(screen.getByText('Credit').nextSibling?.textContent).toBe('₩12,345');
    await waitFor(() => expect(calls.filter((call) => call.key === 'GET /api/auth/session')).toHaveLength(1));
  });
});

describe('Change Password dialog', () => {
  it('checks every field with the spec messages', async () => {
    mockApi({});
    const dialog = await openDialog();
    submit(dialog);
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(within(dialog).getByText('Confirm password is required')).toBeTruthy();
    fill(dialog, 'New Password', 'abcdefgh');
    submit(dialog);
    expect(
      await within(dialog).findByText(
        'Password must contain at least one special character (! @ # $ % ^ & * ?)',
      ),
    ).toBeTruthy();
  });

  it('refuses two different passwords on submit', async () => {
    const { calls } = mockApi({});
    const dialog = await openDialog();
    fill(dialog, 'Current Password', 'Secret12!');
    fill(dialog, 'New Password', 'Newpass12!');
    fill(dialog, 'Confirm Password', 'Newpass12?');
    expect(within(dialog).getByText('Passwords do NOT match')).toBeTruthy();
    submit(dialog);
    expect(await screen.findByText('Password and Confirm Password must be the same')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/me/change-password')).toBe(false);
  });

  it('shows a wrong current password on its field and keeps the dialog open', async () => {
    mockApi({
      'POST /api/me/change-password': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Current password is incorrect.',
          fieldErrors: { currentPassword: 'Current password is incorrect.' },
        },
      },
    });
    const dialog = await openDialog();
    fill(dialog, 'Current Password', 'Wrong123!');
    fill(dialog, 'New Password', 'Newpass12!');
    fill(dialog, 'Confirm Password', 'Newpass12!');
    submit(dialog);
    expect(await within(dialog).findByText('Current password is incorrect.')).toBeTruthy();
    expect((within(dialog).getByLabelText('New Password') as HTMLInputElement).value).toBe('Newpass12!');
  });

  it('changes the password, says so and closes', async () => {
    const { calls } = mockApi({ 'POST /api/me/change-password': { status: 204 } });
    const dialog = await openDialog();
    fill(dialog, 'Current Password', 'Secret12!');
    fill(dialog, 'New Password', 'Newpass12!');
    fill(dialog, 'Confirm Password', 'Newpass12!');
    submit(dialog);
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.key === 'POST /api/me/change-password')?.body).toEqual({
      currentPassword: 'Secret12!',
      password: 'Newpass12!',
    });
  });
});

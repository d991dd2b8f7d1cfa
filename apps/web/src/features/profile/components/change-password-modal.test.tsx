import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testMember as member } from '../../../test/member-fixtures.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ProfileOverview } from './profile-overview.tsx';

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

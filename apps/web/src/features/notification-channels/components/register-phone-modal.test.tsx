import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMember } from '../../../test/member-fixtures.ts';
import { chooseOption, mockApi, renderAt } from '../../../test/render.tsx';
import { NotificationsCard } from './notifications-card.tsx';

const member = testMember;

afterEach(() => {
  notifications.clean();
  vi.useRealTimers();
});

async function openModal() {
  renderAt('/account', <NotificationsCard member={member} />);
  fireEvent.click(screen.getByRole('button', { name: 'Active Messaging app' }));
  return screen.findByRole('dialog', { name: 'Register Phone for Notifications' });
}

const chooseKorea = () => chooseOption('Country', 'South Korea (+82)');

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the Notifications card', () => {
  it('toggles a verified channel with a switch and offers Active for an unverified one', async () => {
    const { calls } = mockApi({
      'PATCH /api/me/notification-channels': { body: { type: 'EMAIL', enabled: false, verified: true } },
    });
    renderAt('/account', <NotificationsCard member={member} />);
    const email = screen.getByRole('switch', { name: 'Email notifications' });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Messaging app notifications' })).toBeNull();
    fireEvent.click(email);
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain('PATCH /api/me/notification-channels'),
    );
    expect(calls.find((call) => call.key === 'PATCH /api/me/notification-channels')?.body).toEqual({
      type: 'EMAIL',
      enabled: false,
    });
  });
});

describe('the Register Phone modal', () => {
  it('asks for the country and phone before sending, with the spec’s messages', async () => {
    mockApi({});
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please fill in the country and phone number')).toBeTruthy();
    expect(within(dialog).getByText('Country is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone is Required')).toBeTruthy();
    await chooseKorea();
    type(dialog, /^Phone/, '010 1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(within(dialog).getByText('Invalid phone number format')).toBeTruthy();
  });

  it('sends the code to +82 and the digits, then counts 60 seconds down before a resend', async () => {
    const { calls } = mockApi({
      'POST /api/me/notification-channels': { body: { verified: false, enabled: false } },
    });
    const dialog = await openModal();
    await chooseKorea();
    type(dialog, /^Phone/, '010-1234-5678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    const resend = await within(dialog).findByRole('button', { name: 'Resend (60s)' });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(calls.find((call) => call.key === 'POST /api/me/notification-channels')?.body).toEqual({
      type: 'CHANNEL_TALK',
      idCode: '+821012345678',
    });
  });

  it('shows a wrong code’s message, keeps the input, and says Registration completed for the right one', async () => {
    let isRight = false;
    mockApi({
      'POST /api/me/notification-channels': { body: { verified: false, enabled: false } },
      'POST /api/me/notification-channels/verify': () =>
        isRight
          ? { body: { verified: true, enabled: true } }
          : { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid verification code' } },
    });
    const dialog = await openModal();
    await chooseKorea();
    type(dialog, /^Phone/, '010-1234-5678');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await within(dialog).findByRole('button', { name: /Resend/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Code is Required')).toBeTruthy();
    type(dialog, /^Verification Code/, '123456');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Verification Code/) as HTMLInputElement).value).toBe('123456');
    isRight = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Registration completed')).toBeTruthy();
  });
});

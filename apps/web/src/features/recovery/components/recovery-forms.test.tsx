import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { FindIdForm } from './find-id-form.tsx';
import { FindPasswordForm } from './find-password-form.tsx';

afterEach(() => notifications.clean());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('Find ID', () => {
  it('checks the email, sends it trimmed and shows the success panel with a Login link', async () => {
    const { calls } = mockApi({ 'POST /api/auth/find-id': { body: { ok: true } } });
    renderAt('/recovery/id', <FindIdForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    type('Email', `${'a'.repeat(45)}@example.com`);
    fireEvent.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await screen.findByText('Email is too long (max. 50)')).toBeTruthy();
    type('Email', '  fan@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await screen.findByText(/If an account exists for this email/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(calls.find((call) => call.key === 'POST /api/auth/find-id')?.body).toEqual({
      email: 'fan@example.com',
    });
  });

  it("shows the server's message and keeps the email when the request fails", async () => {
    mockApi({
      'POST /api/auth/find-id': {
        status: 429,
        body: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests. Please wait 60 seconds and try again.',
        },
      },
    });
    renderAt('/recovery/id', <FindIdForm />);
    type('Email', 'fan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await screen.findByText('Too many requests. Please wait 60 seconds and try again.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('fan@example.com');
  });
});

describe('Find Password', () => {
  it('checks the ID with the spec messages and sends it upper-cased', async () => {
    const { calls } = mockApi({ 'POST /api/auth/request-change-password': { body: { ok: true } } });
    renderAt('/recovery/password', <FindPasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Find Password' }));
    expect(await screen.findByText('ID is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    type('ID', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Find Password' }));
    expect(await screen.findByText('ID must be 7 characters')).toBeTruthy();
    type('ID', 'abc-123');
    fireEvent.click(screen.getByRole('button', { name: 'Find Password' }));
    expect(await screen.findByText('ID must be 7 characters consisting of letters and numbers')).toBeTruthy();
    type('ID', 'abc1234');
    type('Email', 'fan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Find Password' }));
    expect(await screen.findByText(/we have sent a link to change the password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/auth/request-change-password')?.body).toEqual({
      memberCode: 'ABC1234',
      email: 'fan@example.com',
    });
  });
});

describe('change-password page', () => {
  it('refuses different passwords, then shows the invalid-link message from the server', async () => {
    const { calls } = mockApi({
      'POST /api/auth/check-change-password': { body: { ok: true } },
      'POST /api/auth/change-password': {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'This password change link is invalid or has expired. Please request a new one.',
        },
      },
    });
    renderAt('/recovery/change-password?requestId=abc', <ChangePasswordForm requestId="abc" />);
    await screen.findByLabelText('New Password');
    type('New Password', 'Changed12!');
    type('Confirm Password', 'Changed12?');
    expect(screen.getByText('Passwords do NOT match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password and Confirm Password must be the same')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/auth/change-password')).toBe(false);

    type('Confirm Password', 'Changed12!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(/invalid or has expired/)).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/auth/change-password')?.body).toEqual({
      requestId: 'abc',
      password: 'Changed12!',
    });
  });

  it('shows the success view with the Login link', async () => {
    mockApi({
      'POST /api/auth/check-change-password': { body: { ok: true } },
      'POST /api/auth/change-password': { body: { ok: true } },
    });
    renderAt('/recovery/change-password?requestId=abc', <ChangePasswordForm requestId="abc" />);
    await screen.findByLabelText('New Password');
    type('New Password', 'Changed12!');
    type('Confirm Password', 'Changed12!');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('says the link is invalid when it carries no request id, with the way to a new one', () => {
    mockApi({});
    renderAt('/recovery/change-password', <ChangePasswordForm requestId="" />);
    expect(
      screen.getByText('This password change link is invalid or has expired. Please request a new one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/recovery/password',
    );
  });

  it('says at once that a used or expired link cannot be used, before any password is typed', async () => {
    const { calls } = mockApi({
      'POST /api/auth/check-change-password': {
        status: 400,
        body: {
          code: 'BAD_REQUEST',
          message: 'This password change link is invalid or has expired. Please request a new one.',
        },
      },
    });
    renderAt('/recovery/change-password?requestId=used', <ChangePasswordForm requestId="used" />);
    expect(
      await screen.findByText(
        'This password change link is invalid or has expired. Please request a new one.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/auth/check-change-password')?.body).toEqual({
      requestId: 'used',
    });
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/recovery/password',
    );
  });
});

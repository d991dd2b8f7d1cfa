import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fieldLabel, mockApi, renderAt } from '../../../test/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { canSubmitSignUp } from './sign-up-rules.ts';

const complete = {
  firstName: 'Min Ji',
  lastName: 'Kim',
  email: 'minji@example.com',
  password: 'Secret12!',
  countryCode: 'CA',
  agreeToTerms: true,
  verificationCode: '123456',
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(fieldLabel(label)), { target: { value } });
}

describe('sign-up button rule', () => {
  it('needs every field, the agreement, a sent code and a typed code', () => {
    expect(canSubmitSignUp(complete, true)).toBe(true);
    expect(canSubmitSignUp(complete, false)).toBe(false);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'password',
      'countryCode',
      'verificationCode',
    ] as const) {
      expect(canSubmitSignUp({ ...complete, [field]: '  ' }, true)).toBe(false);
    }
    expect(canSubmitSignUp({ ...complete, agreeToTerms: false }, true)).toBe(false);
  });
});

describe('sign-up form', () => {
  it('enables Sign Up only once the code was sent and everything is filled in', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    const signUp = () => screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

    type('First Name', 'Min Ji');
    type('Last Name', 'Kim');
    type('Email', 'minji@example.com');
    type('Password', 'Secret12!');
    type('Confirm Password', 'Secret12?');
    expect(screen.getByText('Passwords do NOT match')).toBeTruthy();
    type('Confirm Password', 'Secret12!');
    const country = screen.getByRole('textbox', { name: 'Country' });
    fireEvent.focus(country);
    fireEvent.change(country, { target: { value: 'Canada' } });
    fireEvent.click(screen.getByRole('option', { name: 'Canada' }));
    fireEvent.click(screen.getByRole('checkbox'));
    expect(signUp().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('button', { name: /Resend \(\d+s\)/ })).toBeTruthy();
    expect(signUp().disabled).toBe(true);

    type('Verification Code', 'a12b3456789');
    expect((screen.getByLabelText(fieldLabel('Verification Code')) as HTMLInputElement).value).toBe('123456');
    await waitFor(() => expect(signUp().disabled).toBe(false));
  });

  it('marks an email that is already in use after the pause in typing', async () => {
    mockApi({ 'GET /api/auth/validate-email': { body: false } });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'taken@example.com');
    expect(await screen.findByText('Email is already in use', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('refuses to send a code to an email without @', async () => {
    const { calls } = mockApi({});
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/email-verification/send')).toBe(false);
  });
});

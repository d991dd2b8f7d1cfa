import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTalkCalls, forgetChannelTalk } from '../../../test/chat-widget.ts';
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

function chooseCanada() {
  const country = screen.getByRole('combobox', { name: 'Country' });
  fireEvent.focus(country);
  fireEvent.change(country, { target: { value: 'Canada' } });
  fireEvent.click(screen.getByRole('option', { name: 'Canada' }));
}

const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

/** Fills every field, sends the code and types it; Sign Up is then enabled. */
async function fillCompleteForm(overrides: { confirmPassword?: string; emailCheckAnswers?: boolean } = {}) {
  type('First Name', ' Min Ji ');
  type('Last Name', 'Kim');
  type('Email', ' minji@example.com ');
  type('Password', 'Secret12!');
  type('Confirm Password', overrides.confirmPassword ?? 'Secret12!');
  chooseCanada();
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(await screen.findByRole('button', { name: /Resend \(\d+s\)/ })).toBeTruthy();
  type('Verification Code', '123456');
  await waitFor(() => expect(signUpButton().disabled).toBe(false));
  // The duplicate check runs 500 ms after typing stops; a Sign Up before it answers is asked to wait
  // (its own test below). On a loaded machine the form can be filled before the check has answered.
  if (overrides.emailCheckAnswers === false) return;
  expect(await screen.findByText('We will send a 6-digit code to this email.')).toBeTruthy();
}

/** The server's answers to a complete sign-up and the automatic login after it. */
const signUpAnswers = {
  'GET /api/auth/validate-email': { body: true },
  'POST /api/email-verification/send': { body: { ok: true } },
  'POST /api/auth/sign-up': { status: 201, body: { code: 'NEW1234' } },
  'POST /api/auth/sign-in': { body: { code: 'NEW1234', role: 'member' } },
};

afterEach(() => {
  vi.useRealTimers();
  // Toasts live in a module-wide store: without this, earlier tests' toasts fill the visible limit.
  notifications.clean();
});

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

// Filling the whole form in jsdom takes a few seconds on a busy machine.
describe('sign-up form', () => {
  it('enables Sign Up only once the code was sent and everything is filled in', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);

    type('First Name', 'Min Ji');
    type('Last Name', 'Kim');
    type('Email', 'minji@example.com');
    type('Password', 'Secret12!');
    type('Confirm Password', 'Secret12?');
    expect(screen.getByText('Passwords do NOT match')).toBeTruthy();
    type('Confirm Password', 'Secret12!');
    chooseCanada();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(signUpButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Verification code has been sent to your email')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Resend \(\d+s\)/ })).toBeTruthy();
    expect(signUpButton().disabled).toBe(true);

    type('Verification Code', 'a12b3456789');
    expect((screen.getByLabelText(fieldLabel('Verification Code')) as HTMLInputElement).value).toBe('123456');
    await waitFor(() => expect(signUpButton().disabled).toBe(false));
  });

  it('checks a field when it loses focus and live after that, while Sign Up is still disabled', async () => {
    mockApi({ 'GET /api/auth/validate-email': { body: true } });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    const firstName = screen.getByLabelText(fieldLabel('First Name'));
    type('First Name', 'Min');
    type('First Name', '');
    expect(screen.queryByText('First name is required')).toBeNull();
    fireEvent.blur(firstName);
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(signUpButton().disabled).toBe(true);
    type('First Name', 'Min1');
    expect(await screen.findByText('First name must contain only English letters')).toBeTruthy();
    type('First Name', 'Min');
    await waitFor(() =>
      expect(screen.queryByText('First name must contain only English letters')).toBeNull(),
    );
    // Untouched fields stay quiet.
    expect(screen.queryByText('Last name is required')).toBeNull();
    fireEvent.blur(screen.getByLabelText(fieldLabel('Email')));
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('counts down 60 seconds before the code may be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'minji@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    const resend = await screen.findByRole('button', { name: 'Resend (60s)' });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend (1s)' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect((screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a new code when the email is changed after sending one', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm();
    type('Email', 'someone-else@example.com');
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
    expect(signUpButton().disabled).toBe(true);
  });

  it('checks every field on Sign Up, focuses the first refused one and keeps what was typed', async () => {
    const { calls } = mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm();
    type('Last Name', 'Kim2');
    type('Password', 'secret');
    type('Confirm Password', 'secret');
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Last name must contain only English letters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(fieldLabel('Last Name')));
    expect((screen.getByLabelText(fieldLabel('First Name')) as HTMLInputElement).value).toBe(' Min Ji ');
    expect(calls.some((call) => call.key === 'POST /api/auth/sign-up')).toBe(false);
  });

  it('says the agreement is required when its box is cleared, on the box itself', async () => {
    mockApi({});
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    const agreement = screen.getByRole('checkbox', {
      name: 'I agree to the Fanship terms of use and privacy policy',
    }) as HTMLInputElement;
    fireEvent.click(agreement);
    expect(agreement.checked).toBe(true);
    fireEvent.blur(agreement);
    fireEvent.click(agreement);
    const message = await screen.findByText('This checkbox is required');
    expect(agreement.getAttribute('aria-invalid')).toBe('true');
    expect(agreement.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('target')).toBe('_blank');
  });

  it('marks an email that is already in use after the pause in typing', async () => {
    mockApi({ 'GET /api/auth/validate-email': { body: false } });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'taken@example.com');
    expect(await screen.findByText('Email is already in use', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('accepts the email when the duplicate check itself fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /api/auth/validate-email': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'fine@example.com');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(calls.filter((call) => call.key === 'GET /api/auth/validate-email')).toHaveLength(1);
    expect(screen.queryByText('Email is already in use')).toBeNull();
    warn.mockRestore();
  });

  /** The sign-up answers with the email check held until `answer` is called with its result. */
  function holdEmailCheck() {
    let answer: (isAvailable: boolean) => void = () => undefined;
    const held = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const { calls, fetchMock } = mockApi(signUpAnswers);
    const answerOthers = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes('validate-email')) return answerOthers(input, init);
      calls.push({ key: 'GET /api/auth/validate-email', body: undefined, search: '' });
      return new Response(JSON.stringify(await held), { headers: { 'Content-Type': 'application/json' } });
    });
    return { calls, answer: (isAvailable: boolean) => act(() => answer(isAvailable)) };
  }
  const signUpCalls = (calls: { key: string }[]) =>
    calls.filter((call) => call.key === 'POST /api/auth/sign-up');

  // Issue 24: a Sign Up pressed before the check answered (a slow connection, a fast hand) did nothing visible once
  // the check answered; the person had to guess to press it again.
  it('asks to wait while the email check runs, then signs up once it answers', async () => {
    const check = holdEmailCheck();
    const onSignedUp = vi.fn();
    renderAt('/signup', <SignUpForm onSignedUp={onSignedUp} />);
    await fillCompleteForm({ emailCheckAnswers: false });
    await waitFor(() =>
      expect(check.calls.some((call) => call.key === 'GET /api/auth/validate-email')).toBe(true),
    );
    expect(screen.getByText('Checking this email…')).toBeTruthy();
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Please wait while we verify your email')).toBeTruthy();
    await waitFor(() => expect(signUpButton().disabled).toBe(true));
    expect(signUpCalls(check.calls)).toHaveLength(0);

    await check.answer(true);
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith({ memberCode: 'NEW1234', isSignedIn: true }));
    expect(signUpCalls(check.calls)).toHaveLength(1);
    expect(screen.queryByText('Please wait while we verify your email')).toBeNull();
  });

  it('refuses a Sign Up pressed during the check when the email turns out to be in use', async () => {
    const check = holdEmailCheck();
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm({ emailCheckAnswers: false });
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Please wait while we verify your email')).toBeTruthy();

    await check.answer(false);
    expect(await screen.findByText('Email is already in use')).toBeTruthy();
    expect(screen.queryByText('Please wait while we verify your email')).toBeNull();
    expect(signUpCalls(check.calls)).toHaveLength(0);
    await waitFor(() => expect(signUpButton().disabled).toBe(false));
  });

  it('refuses to send a code to an email without @', async () => {
    const { calls } = mockApi({});
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/email-verification/send')).toBe(false);
  });

  it('says the code could not be sent, with the reason', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': {
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS', message: 'Please wait 40 seconds before requesting a new code.' },
      },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    type('Email', 'minji@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Failed to send verification code')).toBeTruthy();
    expect(screen.getByText('Please wait 40 seconds before requesting a new code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeTruthy();
  });

  it("says 'Password and Confirm Password must be the same' when submitted with different passwords", async () => {
    const { calls } = mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm({ confirmPassword: 'Secret12?' });
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Password and Confirm Password must be the same')).toBeTruthy();
    expect(screen.getByText('Passwords do NOT match')).toBeTruthy();
    expect(calls.some((call) => call.key === 'POST /api/auth/sign-up')).toBe(false);
  });

  it('shows a wrong code on its field and keeps what was typed', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
      'POST /api/auth/sign-up': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Invalid verification code',
          fieldErrors: { verificationCode: 'Invalid verification code' },
        },
      },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm();
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect((screen.getByLabelText(fieldLabel('First Name')) as HTMLInputElement).value).toBe(' Min Ji ');
    expect((screen.getByLabelText(fieldLabel('Verification Code')) as HTMLInputElement).value).toBe('123456');
  });

  it('shows a failure without field messages in an alert', async () => {
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
      'POST /api/auth/sign-up': {
        status: 429,
        body: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests. Please wait 30 seconds and try again.',
        },
      },
    });
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    await fillCompleteForm();
    fireEvent.click(signUpButton());
    expect(await screen.findByText('Too many requests. Please wait 30 seconds and try again.')).toBeTruthy();
  });

  it('sends trimmed values, then logs in with the new code and the password', async () => {
    const onSignedUp = vi.fn();
    const onSending = vi.fn();
    const { calls } = mockApi(signUpAnswers);
    renderAt('/signup', <SignUpForm onSignedUp={onSignedUp} onSending={onSending} />);
    await fillCompleteForm();
    fireEvent.click(signUpButton());
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith({ memberCode: 'NEW1234', isSignedIn: true }));
    // The page fetches the welcome step's code while the account is being created.
    expect(onSending).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.key === 'POST /api/email-verification/send')?.body).toEqual({
      email: 'minji@example.com',
    });
    expect(calls.find((call) => call.key === 'POST /api/auth/sign-up')?.body).toEqual({
      firstName: 'Min Ji',
      lastName: 'Kim',
      email: 'minji@example.com',
      password: 'Secret12!',
      countryCode: 'CA',
      verificationCode: '123456',
    });
    expect(calls.find((call) => call.key === 'POST /api/auth/sign-in')?.body).toEqual({
      username: 'NEW1234',
      password: 'Secret12!',
    });
  });

  it("tells the support chat the new member's id once signed in", async () => {
    const onSignedUp = vi.fn();
    mockApi({ ...signUpAnswers, 'GET /api/site-config': { body: { chatPluginKey: 'plugin-key' } } });
    renderAt('/signup', <SignUpForm onSignedUp={onSignedUp} />);
    await fillCompleteForm();
    fireEvent.click(signUpButton());
    await waitFor(() =>
      expect(channelTalkCalls()).toContainEqual(['boot', expect.objectContaining({ memberId: 'NEW1234' })]),
    );
    forgetChannelTalk();
  });

  it('still welcomes the new member when the automatic login fails', async () => {
    const onSignedUp = vi.fn();
    mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
      'POST /api/auth/sign-up': { status: 201, body: { code: 'NEW1234' } },
      'POST /api/auth/sign-in': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } },
    });
    renderAt('/signup', <SignUpForm onSignedUp={onSignedUp} />);
    await fillCompleteForm();
    fireEvent.click(signUpButton());
    await waitFor(() =>
      expect(onSignedUp).toHaveBeenCalledWith({ memberCode: 'NEW1234', isSignedIn: false }),
    );
  });
});

describe('sign-up referral code', () => {
  const referralField = () => screen.getByLabelText('Referral code') as HTMLInputElement;
  const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

  it('prefills from ?referral=, keeps Sign Up disabled until verified and unverifies on edit', async () => {
    const { calls } = mockApi({
      'GET /api/auth/validate-email': { body: true },
      'POST /api/email-verification/send': { body: { ok: true } },
      'GET /api/auth/referral-codes/GOOD2345': { body: { valid: true } },
      'POST /api/auth/sign-up': { status: 201, body: { code: 'ABC1234' } },
      'POST /api/auth/sign-in': { body: {} },
    });
    const onSignedUp = vi.fn();
    renderAt('/signup?referral=NOSUCH22', <SignUpForm onSignedUp={onSignedUp} />);
    expect(referralField().value).toBe('NOSUCH22');
    type('First Name', 'Min Ji');
    type('Last Name', 'Kim');
    type('Email', 'minji@example.com');
    type('Password', 'Secret12!');
    type('Confirm Password', 'Secret12!');
    chooseCanada();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('button', { name: /Resend \(\d+s\)/ })).toBeTruthy();
    type('Verification Code', '123456');
    expect(signUpButton().disabled).toBe(true);
    expect(screen.getByText('Please verify your referral code')).toBeTruthy();

    fireEvent.click(verifyButton());
    expect(await screen.findByText('Invalid referral code')).toBeTruthy();
    expect(signUpButton().disabled).toBe(true);

    fireEvent.change(referralField(), { target: { value: 'GOOD2345' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('You can use this referral code!')).toBeTruthy();
    await waitFor(() => expect(signUpButton().disabled).toBe(false));

    fireEvent.change(referralField(), { target: { value: 'GOOD23456' } });
    expect(signUpButton().disabled).toBe(true);
    expect(verifyButton().disabled).toBe(false);
    fireEvent.change(referralField(), { target: { value: 'GOOD2345' } });
    await waitFor(() => expect(signUpButton().disabled).toBe(false));

    fireEvent.click(signUpButton());
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    const sent = calls.find((call) => call.key === 'POST /api/auth/sign-up');
    expect(sent?.body).toMatchObject({ referralCode: 'GOOD2345' });
  });

  it('says a code over 10 characters is too long without asking the server', async () => {
    const { calls } = mockApi({});
    renderAt('/signup', <SignUpForm onSignedUp={vi.fn()} />);
    fireEvent.change(referralField(), { target: { value: 'ABCDEFGHJKM' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Referral code is too long (max. 10)')).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith('GET /api/auth/referral-codes'))).toBe(false);
  });
});

import type { SignUp, signUpFormSchema } from '@fanship/domain/schemas/sign-up';
import { signUpMessages } from '@fanship/domain/schemas/sign-up-messages';
import { Anchor, Button, Group, Input, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { confirmMismatchMessage, notifyMismatchOnSubmit } from '../../../lib/password-confirmation.ts';
import { lazySchema, useTouchedForm } from '../../../lib/touched-form.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useEmailCheck } from '../hooks/use-email-check.ts';
import { useReferralVerification } from '../hooks/use-referral-verification.ts';
import { ReferralCodeField } from './referral-code-field.tsx';
import classes from './sign-up-form.module.css';
import { canSubmitSignUp, normaliseVerificationCode } from './sign-up-rules.ts';

type FormOutput = z.output<typeof signUpFormSchema>;

const RESEND_SECONDS = 60;

/** What the welcome step needs: the new member code, and whether the automatic login worked. */
export type SignedUp = { memberCode: string; isSignedIn: boolean };

/**
 * Validates with the server's sign-up schema, whose code (zod) is fetched after the page has drawn: the sign-up
 * page's first visit stays small (decision 010). The form asks for it when a field is first focused.
 */
const validation = lazySchema<FormOutput>(() =>
  import('@fanship/domain/schemas/sign-up').then((module) => module.signUpFormSchema),
);

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  verificationCode: '',
  password: '',
  confirmPassword: '',
  countryCode: '',
  agreeToTerms: false,
  referralCode: '',
};

function sameEmail(first: string | null | undefined, second: string | null | undefined): boolean {
  return Boolean(first && second && first.trim().toLowerCase() === second.trim().toLowerCase());
}

type SignUpFormProps = {
  onSignedUp: (result: SignedUp) => void;
  /** Called when the checked form is being sent (the page fetches the welcome step's code meanwhile). */
  onSending?: () => void;
};

/** The sign-up form: verifies the email with a code, creates the account, then logs in. */
export function SignUpForm({ onSignedUp, onSending }: SignUpFormProps) {
  // A friend's invite link (`/signup?referral=CODE`) fills the referral code in; it still needs Verify.
  const [searchParams] = useSearchParams();
  const form = useTouchedForm({
    schema: validation,
    defaultValues: { ...emptyForm, referralCode: searchParams.get('referral') ?? '' },
  });
  const { errors, values, setError } = form;
  const referral = useReferralVerification(values.referralCode ?? '', (message) =>
    setError('referralCode', message),
  );
  const emailStatus = useEmailCheck(values.email);
  const countdown = useCountdown();
  // The code belongs to the email it was sent to: editing the email asks for a new code.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const isCodeSent = sameEmail(codeSentTo, values.email);
  const [failure, setFailure] = useState<string | null>(null);
  const sendCode = useSendVerificationCode();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const agreementErrorId = useId();

  // A Sign Up pressed while the email check runs is asked to wait (spec §5) and is not lost: the form is sent again
  // once the check answers (issue 24: on a slow connection the click otherwise did nothing visible).
  const formRef = useRef<HTMLFormElement>(null);
  const [isWaitingForCheck, setIsWaitingForCheck] = useState(false);
  useEffect(() => {
    if (emailStatus === 'checking') return;
    if (errors.email === signUpMessages.emailChecking) setError('email', undefined);
    if (isWaitingForCheck) {
      setIsWaitingForCheck(false);
      formRef.current?.requestSubmit();
    }
  }, [emailStatus, errors.email, setError, isWaitingForCheck]);

  const sendVerificationCode = () => {
    const email = values.email.trim();
    if (!email.includes('@')) {
      notifications.show({ color: 'red', message: signUpMessages.enterValidEmail });
      return;
    }
    sendCode.mutate(email, {
      onSuccess: () => {
        setCodeSentTo(email);
        countdown.start(RESEND_SECONDS);
        notifications.show({ color: 'green', message: signUpMessages.codeSent });
      },
      onError: (error) => {
        const reason = error instanceof ApiError && error.status < 500 ? error.message : undefined;
        if (error instanceof ApiError && error.fieldErrors.email) {
          setError('email', error.fieldErrors.email);
        }
        notifications.show({
          color: 'red',
          title: reason ? signUpMessages.codeSendFailed : undefined,
          message: reason ?? signUpMessages.codeSendFailed,
        });
      },
    });
  };

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    if (emailStatus === 'checking') {
      setError('email', signUpMessages.emailChecking);
      setIsWaitingForCheck(true);
      return;
    }
    if (emailStatus === 'taken') {
      setError('email', signUpMessages.emailInUse);
      return;
    }
    if (!isCodeSent) {
      setError('verificationCode', signUpMessages.emailVerificationRequired);
      return;
    }
    if (!referral.mayBeSent) {
      setError('referralCode', signUpMessages.referralVerifyRequired);
      return;
    }
    onSending?.();
    // The schema has trimmed every value; the confirmation and the agreement are not sent.
    const { firstName, lastName, email, password, countryCode, verificationCode, referralCode } = output;
    const payload: SignUp = {
      firstName,
      lastName,
      email,
      password,
      countryCode,
      verificationCode,
      referralCode,
    };
    let memberCode: string;
    try {
      memberCode = (await signUp.mutateAsync(payload)).code;
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
      for (const [field, message] of fieldErrors) {
        if (field in emptyForm) setError(field as keyof typeof emptyForm, message);
      }
      if (fieldErrors.length === 0) setFailure(errorMessageOf(error));
      return;
    }
    try {
      await signIn.mutateAsync({ username: memberCode, password });
      onSignedUp({ memberCode, isSignedIn: true });
    } catch {
      // The account exists; the welcome step then sends the member to log in by hand.
      onSignedUp({ memberCode, isSignedIn: false });
    }
  }, notifyMismatchOnSubmit);

  const confirmMismatch = confirmMismatchMessage(values);
  const emailError = errors.email ?? (emailStatus === 'taken' ? signUpMessages.emailInUse : undefined);
  const isSubmitting = isWaitingForCheck || signUp.isPending || signIn.isPending;
  const isCountingDown = countdown.isRunning && isCodeSent;

  return (
    <form ref={formRef} onSubmit={submit} onFocus={form.preload} noValidate>
      <Stack gap="md">
        <FailureAlert message={failure} />
        <div className={classes.names}>
          <TextInput label="First Name" autoComplete="given-name" withAsterisk {...form.field('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...form.field('lastName')} />
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          // Always one line of description, so the field (and its Send Code button) never jumps while typing.
          description={
            emailStatus === 'checking' ? 'Checking this email…' : 'We will send a 6-digit code to this email.'
          }
          rightSectionWidth={124}
          rightSection={
            <Button
              size="compact-sm"
              variant="light"
              radius="md"
              onClick={sendVerificationCode}
              loading={sendCode.isPending}
              disabled={isCountingDown}
            >
              {isCountingDown
                ? `Resend (${countdown.secondsLeft}s)`
                : isCodeSent
                  ? 'Resend Code'
                  : 'Send Code'}
            </Button>
          }
          {...form.field('email')}
          error={emailError}
        />
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          placeholder="6-digit code from the email"
          description={
            isCodeSent
              ? 'The code expires in 10 minutes.'
              : 'Press Send Code to receive a code at this email.'
          }
          {...form.field('verificationCode', { format: normaliseVerificationCode })}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description="8 to 30 characters with a letter, a number and one of ! @ # $ % ^ & * ?"
          {...form.field('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...form.field('confirmPassword')}
          error={errors.confirmPassword ?? confirmMismatch}
        />
        <CountrySelect required {...form.control('countryCode')} />
        <ReferralCodeField
          {...form.field('referralCode')}
          isVerified={referral.isVerified}
          isChecking={referral.isChecking}
          onVerify={referral.verify}
        />
        <div>
          {/* The pages open in a new tab, so what was typed here stays. */}
          <label className={classes.agreement}>
            <input
              type="checkbox"
              className={classes.box}
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? agreementErrorId : undefined}
              {...form.checkbox('agreeToTerms')}
            />
            <span>
              I agree to the Fanship{' '}
              <Anchor href="/terms" target="_blank" rel="noopener" inherit>
                terms of use
              </Anchor>{' '}
              and{' '}
              <Anchor href="/privacy" target="_blank" rel="noopener" inherit>
                privacy policy
              </Anchor>
            </span>
          </label>
          {errors.agreeToTerms && (
            <Input.Error id={agreementErrorId} className={classes.agreementError}>
              {errors.agreeToTerms}
            </Input.Error>
          )}
        </div>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          disabled={!canSubmitSignUp(values, isCodeSent) || !referral.mayBeSent}
        >
          Sign Up
        </Button>
        <Group justify="center" gap={6}>
          <Text size="sm" c="dimmed">
            Already a member?
          </Text>
          <Anchor component={Link} to="/login" size="sm">
            Login
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

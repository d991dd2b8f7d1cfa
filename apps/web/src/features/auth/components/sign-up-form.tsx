import { signUpFormSchema, signUpMessages, signUpSchema } from '@fanship/domain/schemas/sign-up';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/ui/country-select.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { confirmMismatchMessage, notifyMismatchOnSubmit } from '../../../lib/password-confirmation.ts';
import { useSendVerificationCode } from '../api/send-verification-code.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useSignUp } from '../api/sign-up.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useEmailCheck } from '../hooks/use-email-check.ts';
import { canSubmitSignUp, normaliseVerificationCode } from './sign-up-rules.ts';

type FormInput = z.input<typeof signUpFormSchema>;
type FormOutput = z.output<typeof signUpFormSchema>;

const RESEND_SECONDS = 60;

/** What the welcome step needs: the new member code, and whether the automatic login worked. */
export type SignedUp = { memberCode: string; isSignedIn: boolean };

function sameEmail(first: string | null | undefined, second: string | null | undefined): boolean {
  return Boolean(first && second && first.trim().toLowerCase() === second.trim().toLowerCase());
}

/** The sign-up form: verifies the email with a code, creates the account, then logs in. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (result: SignedUp) => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    ...validateOnBlur,
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      verificationCode: '',
      password: '',
      confirmPassword: '',
      countryCode: '',
      agreeToTerms: false,
    },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as Partial<FormInput>;
  const emailStatus = useEmailCheck(values.email ?? '');
  const countdown = useCountdown();
  // The code belongs to the email it was sent to: editing the email asks for a new code.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const isCodeSent = sameEmail(codeSentTo, values.email);
  const [failure, setFailure] = useState<string | null>(null);
  const sendCode = useSendVerificationCode();
  const signUp = useSignUp();
  const signIn = useSignIn();

  useEffect(() => {
    if (
      emailStatus !== 'checking' &&
      form.getFieldState('email').error?.message === signUpMessages.emailChecking
    ) {
      form.clearErrors('email');
    }
  }, [emailStatus, form]);

  const sendVerificationCode = () => {
    const email = (values.email ?? '').trim();
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
          form.setError('email', { message: error.fieldErrors.email });
        }
        notifications.show({
          color: 'red',
          title: reason ? signUpMessages.codeSendFailed : undefined,
          message: reason ?? signUpMessages.codeSendFailed,
        });
      },
    });
  };

  const submit = form.handleSubmit(
    async (output) => {
      setFailure(null);
      if (emailStatus === 'checking') {
        form.setError('email', { message: signUpMessages.emailChecking });
        return;
      }
      if (emailStatus === 'taken') {
        form.setError('email', { message: signUpMessages.emailInUse });
        return;
      }
      if (!isCodeSent) {
        form.setError('verificationCode', { message: signUpMessages.emailVerificationRequired });
        return;
      }
      let memberCode: string;
      const payload = signUpSchema.parse(output);
      try {
        memberCode = (await signUp.mutateAsync(payload)).code;
      } catch (error) {
        const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
        for (const [field, message] of fieldErrors) {
          if (field in form.getValues()) form.setError(field as keyof FormInput, { message });
        }
        if (fieldErrors.length === 0) setFailure(errorMessageOf(error));
        return;
      }
      try {
        await signIn.mutateAsync({ username: memberCode, password: payload.password });
        onSignedUp({ memberCode, isSignedIn: true });
      } catch {
        // The account exists; the welcome step then sends the member to log in by hand.
        onSignedUp({ memberCode, isSignedIn: false });
      }
    },
    () => notifyMismatchOnSubmit(form.getValues()),
  );

  const confirmMismatch = confirmMismatchMessage(values);
  const emailError =
    errors.email?.message ?? (emailStatus === 'taken' ? signUpMessages.emailInUse : undefined);
  const isSubmitting = signUp.isPending || signIn.isPending;
  const isCountingDown = countdown.isRunning && isCodeSent;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={emailError}
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
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="verificationCode"
          render={({ field }) => (
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
              error={errors.verificationCode?.message}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(normaliseVerificationCode(event.currentTarget.value))}
            />
          )}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description="8 to 30 characters with a letter, a number and one of ! @ # $ % ^ & * ?"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message ?? confirmMismatch}
          {...form.register('confirmPassword')}
        />
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field }) => (
            <CountrySelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={errors.countryCode?.message}
            />
          )}
        />
        <Checkbox
          // The pages open in a new tab, so what was typed here stays.
          label={
            <>
              I agree to the Fanship{' '}
              <Anchor href="/terms" target="_blank" rel="noopener" inherit>
                terms of use
              </Anchor>{' '}
              and{' '}
              <Anchor href="/privacy" target="_blank" rel="noopener" inherit>
                privacy policy
              </Anchor>
            </>
          }
          error={errors.agreeToTerms?.message}
          {...form.register('agreeToTerms')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={isSubmitting}
          disabled={!canSubmitSignUp(values, isCodeSent)}
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

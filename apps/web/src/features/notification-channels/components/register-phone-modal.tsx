import {
  phoneVerificationMessages as messages,
  PHONE_CODE_RESEND_SECONDS,
  phoneCountries,
  phoneIdCode,
  phoneNumberPattern,
} from '@fanship/domain/schemas/notification-channels';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useSendPhoneCode, useVerifyPhone } from '../api/notification-channels.ts';

const countryOptions = phoneCountries.map((country) => ({
  value: country.code,
  label: `${country.name} (+${country.callingCode})`,
}));

type Fields = { country: string; phone: string; code: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** The spec's field messages (§5 'Phone verification'): what is wrong with each field, if anything. */
export function phoneFieldErrors(fields: Fields, which: (keyof Fields)[]): Errors {
  const errors: Errors = {};
  if (which.includes('country') && !fields.country) errors.country = messages.countryRequired;
  const phone = fields.phone.trim();
  if (which.includes('phone')) {
    if (!phone) errors.phone = messages.phoneRequired;
    else if (!phoneNumberPattern.test(phone)) errors.phone = messages.phoneFormat;
  }
  const code = fields.code.trim();
  if (which.includes('code')) {
    if (!code) errors.code = messages.codeRequired;
    else if (!/^\d{6}$/.test(code)) errors.code = messages.codeFormat;
  }
  return errors;
}

function RegisterPhoneForm({ onCompleted }: { onCompleted: () => void }) {
  const [fields, setFields] = useState<Fields>({ country: '', phone: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const sendCode = useSendPhoneCode();
  const verify = useVerifyPhone();

  const change = (name: keyof Fields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Live once the field has shown a message.
    if (errors[name]) setErrors({ ...errors, [name]: phoneFieldErrors(next, [name])[name] });
  };
  const leave = (name: keyof Fields) => {
    if (fields[name]) setErrors({ ...errors, [name]: phoneFieldErrors(fields, [name])[name] });
  };

  const send = () => {
    setFailure(null);
    if (!fields.country || !fields.phone.trim()) {
      setErrors({ ...errors, ...phoneFieldErrors(fields, ['country', 'phone']) });
      notifications.show({ color: 'red', message: messages.fillCountryAndPhone });
      return;
    }
    const fieldErrors = phoneFieldErrors(fields, ['country', 'phone']);
    setErrors({ ...errors, ...fieldErrors });
    const country = phoneCountries.find((entry) => entry.code === fields.country);
    if (fieldErrors.phone || !country) return;
    const idCode = phoneIdCode(country.callingCode, fields.phone);
    sendCode.mutate(idCode, {
      onSuccess: () => {
        setSentTo(idCode);
        countdown.start(PHONE_CODE_RESEND_SECONDS);
        notifications.show({ color: 'green', message: messages.codeSent });
      },
      onError: (error) => setFailure(errorMessageOf(error)),
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const fieldErrors = phoneFieldErrors(fields, ['country', 'phone', 'code']);
    setErrors(fieldErrors);
    if (Object.values(fieldErrors).some(Boolean)) return;
    verify.mutate(fields.code.trim(), {
      onSuccess: onCompleted,
      onError: (error) => setErrors({ ...fieldErrors, code: errorMessageOf(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Country"
          placeholder="Choose a country"
          data={countryOptions}
          searchable
          withAsterisk
          value={fields.country || null}
          onChange={(value) => change('country', value ?? '')}
          onBlur={() => leave('country')}
          error={errors.country}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Phone"
          placeholder="010-1234-5678"
          type="tel"
          autoComplete="tel-national"
          withAsterisk
          value={fields.phone}
          onChange={(event) => change('phone', event.currentTarget.value)}
          onBlur={() => leave('phone')}
          error={errors.phone}
          rightSectionWidth={124}
          rightSection={
            <Button
              size="compact-sm"
              variant="light"
              onClick={send}
              loading={sendCode.isPending}
              disabled={countdown.isRunning}
            >
              {countdown.isRunning
                ? `Resend (${countdown.secondsLeft}s)`
                : sentTo
                  ? 'Resend Code'
                  : 'Send Code'}
            </Button>
          }
        />
        <TextInput
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          placeholder="6-digit code"
          description={
            sentTo ? `Sent to ${sentTo}. The code expires in 10 minutes.` : 'Send a code to your phone first.'
          }
          value={fields.code}
          onChange={(event) => change('code', event.currentTarget.value)}
          onBlur={() => leave('code')}
          error={errors.code}
        />
        <FailureAlert message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The profile's Register Phone for Notifications dialog (spec §2, §4): country, phone, Send Code (then a 60-second
 * countdown before a resend, held on the server too), the 6-digit code; success says 'Registration completed', and
 * closing after it reloads the page so the profile shows the verified channel.
 */
export function RegisterPhoneModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [isCompleted, setCompleted] = useState(false);
  const close = () => {
    if (isCompleted) window.location.reload();
    else onClose();
  };
  return (
    <Modal
      title="Register Phone for Notifications"
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={isOpen}
      onClose={close}
      centered
    >
      {isCompleted ? (
        <Stack gap="md">
          <Alert color="green" title={messages.completed}>
            Notices will also come to your messaging app.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        isOpen && <RegisterPhoneForm onCompleted={() => setCompleted(true)} />
      )}
    </Modal>
  );
}

import { signUpMessages } from '@fanship/domain/schemas/sign-up-messages';
import { Button, TextInput, type TextInputProps } from '@mantine/core';

type ReferralCodeFieldProps = Omit<TextInputProps, 'rightSection'> & {
  isVerified: boolean;
  isChecking: boolean;
  onVerify: () => void;
};

/**
 * The sign-up form's optional Referral code with its Verify button; the description says whether it is verified or
 * asks for Verify ('Please verify your referral code') while a typed code is not.
 */
export function ReferralCodeField({ isVerified, isChecking, onVerify, ...input }: ReferralCodeFieldProps) {
  const hasCode = Boolean(String(input.value ?? '').trim());
  return (
    <TextInput
      label="Referral code"
      autoComplete="off"
      description={
        isVerified
          ? 'Verified'
          : hasCode
            ? signUpMessages.referralVerifyRequired
            : "Optional: a friend's code"
      }
      rightSectionWidth={96}
      rightSection={
        <Button
          size="compact-sm"
          variant="light"
          radius="md"
          onClick={onVerify}
          loading={isChecking}
          disabled={isVerified || !hasCode}
        >
          {isVerified ? 'Verified' : 'Verify'}
        </Button>
      }
      {...input}
    />
  );
}

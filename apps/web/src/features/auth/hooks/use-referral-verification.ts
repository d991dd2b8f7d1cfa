import { signUpMessages } from '@fanship/domain/schemas/sign-up-messages';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { checkReferralCode } from '../api/check-referral-code.ts';

const REFERRAL_MAX = 10;

/**
 * The sign-up form's referral code state (spec §5): a typed code is unverified until Verify finds it valid, and
 * editing it makes it unverified again (the verified code is remembered; any other text is not it). Answers whether
 * the code may be sent (none typed, or the verified one), `verify` and whether a check is running.
 */
export function useReferralVerification(typed: string, onTooLong: (message: string) => void) {
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const code = typed.trim();
  const isVerified = code !== '' && verifiedCode === code;

  const verify = async () => {
    if (code === '') return;
    if (code.length > REFERRAL_MAX) {
      onTooLong(signUpMessages.referralTooLong);
      return;
    }
    setIsChecking(true);
    try {
      await checkReferralCode(code);
      setVerifiedCode(code);
      notifications.show({ color: 'green', message: signUpMessages.referralValid });
    } catch {
      setVerifiedCode(null);
      notifications.show({ color: 'red', message: signUpMessages.referralInvalid });
    } finally {
      setIsChecking(false);
    }
  };

  return { isVerified, mayBeSent: code === '' || isVerified, verify, isChecking };
}

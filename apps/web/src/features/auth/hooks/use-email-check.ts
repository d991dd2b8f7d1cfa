import { wellFormedEmail } from '@fanship/domain/schemas/email-rules';
import { useEffect, useState } from 'react';
import { isEmailAvailable } from '../api/validate-email.ts';

export type EmailCheckStatus = 'idle' | 'checking' | 'available' | 'taken';

export const EMAIL_CHECK_DELAY_MS = 500;

/** Checks a well-formed email for duplicates once typing has paused for 500 ms. */
export function useEmailCheck(email: string): EmailCheckStatus {
  const [status, setStatus] = useState<EmailCheckStatus>('idle');

  useEffect(() => {
    const wellFormed = wellFormedEmail(email);
    if (wellFormed === null) {
      setStatus('idle');
      return;
    }
    setStatus('checking');
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      isEmailAvailable(wellFormed, controller.signal)
        .then((isAvailable) => setStatus(isAvailable ? 'available' : 'taken'))
        .catch(() => undefined);
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [email]);

  return status;
}

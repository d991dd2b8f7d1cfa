import { passwordMessages } from '@fanship/domain/schemas/password-messages';
import { notifications } from '@mantine/notifications';

type PasswordPair = { password?: string; confirmPassword?: string };

/** The confirm field's message while typing: 'Passwords do NOT match' once both differ. */
export function confirmMismatchMessage({ password, confirmPassword }: PasswordPair): string | undefined {
  return confirmPassword && password !== confirmPassword ? passwordMessages.mismatch : undefined;
}

/** On a refused submit with two different passwords, says 'Password and Confirm Password must be the same'. */
export function notifyMismatchOnSubmit(values: PasswordPair): void {
  if (confirmMismatchMessage(values)) {
    notifications.show({ color: 'red', message: passwordMessages.mismatchOnSubmit });
  }
}

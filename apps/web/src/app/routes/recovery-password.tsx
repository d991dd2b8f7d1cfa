import { FindPasswordForm } from '../../features/recovery/components/find-password-form.tsx';
import { RecoveryCard } from '../../features/recovery/components/recovery-card.tsx';

export function Component() {
  return (
    <RecoveryCard active="password">
      <FindPasswordForm />
    </RecoveryCard>
  );
}

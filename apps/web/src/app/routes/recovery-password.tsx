import { FindPasswordForm, RecoveryCard } from '../../features/recovery/index.ts';

export function Component() {
  return (
    <RecoveryCard active="password">
      <FindPasswordForm />
    </RecoveryCard>
  );
}

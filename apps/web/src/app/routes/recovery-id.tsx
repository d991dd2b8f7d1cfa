import { FindIdForm } from '../../features/recovery/components/find-id-form.tsx';
import { RecoveryCard } from '../../features/recovery/components/recovery-card.tsx';

export function Component() {
  return (
    <RecoveryCard active="id">
      <FindIdForm />
    </RecoveryCard>
  );
}

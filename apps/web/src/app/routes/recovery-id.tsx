import { FindIdForm, RecoveryCard } from '../../features/recovery/index.ts';

export function Component() {
  return (
    <RecoveryCard active="id">
      <FindIdForm />
    </RecoveryCard>
  );
}

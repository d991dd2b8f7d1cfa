import { ModalsProvider } from '@mantine/modals';
import { ClaimsPage } from '../../features/claims/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return (
    <RequireMember>
      {() => (
        <ModalsProvider>
          <ClaimsPage />
        </ModalsProvider>
      )}
    </RequireMember>
  );
}

import { ModalsProvider } from '@mantine/modals';
import { useParams } from 'react-router';
import { OfmDetail } from '../../features/ofm/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return (
    <RequireMember>
      {() => (
        <ModalsProvider>
          <OfmDetail code={code} />
        </ModalsProvider>
      )}
    </RequireMember>
  );
}

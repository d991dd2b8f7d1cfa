import { ModalsProvider } from '@mantine/modals';
import { useParams } from 'react-router';
import { IncomingDetail } from '../../features/incomings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return (
    <RequireMember>
      {() => (
        <ModalsProvider>
          <IncomingDetail code={code} />
        </ModalsProvider>
      )}
    </RequireMember>
  );
}

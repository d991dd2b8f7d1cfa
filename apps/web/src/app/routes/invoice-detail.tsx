import { ModalsProvider } from '@mantine/modals';
import { useParams } from 'react-router';
import { InvoiceDetail } from '../../features/payments/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return (
    <RequireMember>
      {() => (
        <ModalsProvider>
          <InvoiceDetail code={code} />
        </ModalsProvider>
      )}
    </RequireMember>
  );
}

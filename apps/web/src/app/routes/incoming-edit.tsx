import { useParams } from 'react-router';
import { IncomingEditPage } from '../../features/incomings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <IncomingEditPage code={code} />}</RequireMember>;
}

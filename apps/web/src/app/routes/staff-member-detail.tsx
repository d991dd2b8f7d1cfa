import { useParams } from 'react-router';
import { MemberDetail } from '../../features/staff/index.ts';

export function Component() {
  const { code = '' } = useParams();
  return <MemberDetail code={code} />;
}

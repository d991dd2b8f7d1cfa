import { useParams } from 'react-router';
import { MemberDetail } from '../../features/staff/components/member-detail.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <MemberDetail code={code} />;
}

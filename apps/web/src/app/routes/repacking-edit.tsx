import { useParams } from 'react-router';
import { RepackingEditPage } from '../../features/repackings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <RepackingEditPage code={code} />}</RequireMember>;
}

import { useParams } from 'react-router';
import { InclusionEditPage } from '../../features/inclusions/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <InclusionEditPage code={code} />}</RequireMember>;
}

import { useParams } from 'react-router';
import { OfmEditPage } from '../../features/ofm/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <OfmEditPage code={code} />}</RequireMember>;
}

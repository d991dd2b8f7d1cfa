import { useParams } from 'react-router';
import { SplitEditPage } from '../../features/splits/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <SplitEditPage code={code} />}</RequireMember>;
}

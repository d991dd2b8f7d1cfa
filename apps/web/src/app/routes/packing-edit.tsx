import { useParams } from 'react-router';
import { PackingEditPage } from '../../features/packings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <PackingEditPage code={code} />}</RequireMember>;
}

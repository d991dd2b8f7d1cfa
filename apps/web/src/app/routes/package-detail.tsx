import { useParams } from 'react-router';
import { PackageDetail } from '../../features/packages/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <PackageDetail code={code} />}</RequireMember>;
}

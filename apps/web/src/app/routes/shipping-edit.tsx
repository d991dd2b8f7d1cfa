import { useParams } from 'react-router';
import { ShippingEditPage } from '../../features/shippings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  const { code = '' } = useParams();
  return <RequireMember>{() => <ShippingEditPage code={code} />}</RequireMember>;
}

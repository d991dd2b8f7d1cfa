import { ShippingList } from '../../features/shippings/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <ShippingList />}</RequireMember>;
}

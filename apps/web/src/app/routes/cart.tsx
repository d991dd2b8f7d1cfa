import { CartView } from '../../features/cart/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <CartView />}</RequireMember>;
}

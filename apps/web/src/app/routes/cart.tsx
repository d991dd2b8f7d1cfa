import { CartView } from '../../features/cart/components/cart-view.tsx';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return <RequireMember>{() => <CartView />}</RequireMember>;
}

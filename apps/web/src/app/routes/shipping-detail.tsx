import { ShippingDetail } from '../../features/shippings/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(ShippingDetail);

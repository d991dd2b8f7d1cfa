import { InvoiceDetail } from '../../features/payments/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(InvoiceDetail);

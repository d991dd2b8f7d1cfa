import { IncomingDetail } from '../../features/incomings/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(IncomingDetail);

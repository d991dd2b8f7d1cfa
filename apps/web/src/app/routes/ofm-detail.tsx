import { OfmDetail } from '../../features/ofm/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(OfmDetail);

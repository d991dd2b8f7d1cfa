import { RepackingDetail } from '../../features/repackings/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(RepackingDetail);

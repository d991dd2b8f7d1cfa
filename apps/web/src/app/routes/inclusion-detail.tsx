import { InclusionDetail } from '../../features/inclusions/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(InclusionDetail);

import { SplitDetail } from '../../features/splits/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(SplitDetail);

import { PackingDetail } from '../../features/packings/index.ts';
import { memberCodeRoute } from '../require-member.tsx';

export const Component = memberCodeRoute(PackingDetail);

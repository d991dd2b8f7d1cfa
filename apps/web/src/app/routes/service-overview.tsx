import { ServiceOverview } from '../../features/pricing/index.ts';

export function Component() {
  return <ServiceOverview />;
}

import { ServiceOverview } from '../../features/pricing/components/service-overview.tsx';

export function Component() {
  return <ServiceOverview />;
}

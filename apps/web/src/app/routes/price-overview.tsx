import { PriceOverview } from '../../features/pricing/components/price-overview.tsx';

export function Component() {
  return <PriceOverview />;
}

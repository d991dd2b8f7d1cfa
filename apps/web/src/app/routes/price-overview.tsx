import { PriceOverview } from '../../features/pricing/index.ts';

export function Component() {
  return <PriceOverview />;
}

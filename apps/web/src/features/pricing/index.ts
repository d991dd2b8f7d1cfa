export { PriceOverview } from './components/price-overview.tsx';
export { ServiceOverview } from './components/service-overview.tsx';
export { ofmTypeLabels } from './ofm-type-labels.ts';

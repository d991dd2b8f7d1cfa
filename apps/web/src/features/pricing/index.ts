export { ofmTypeLabels } from '@fanship/domain/pricing/ofm-type-labels';
export { PriceOverview } from './components/price-overview.tsx';
export { ServiceOverview } from './components/service-overview.tsx';

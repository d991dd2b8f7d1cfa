export { ExchangeRatesPage as Component } from '../../features/staff-catalogue/index.ts';

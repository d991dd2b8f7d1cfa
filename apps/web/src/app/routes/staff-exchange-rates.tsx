export { ExchangeRatesPage as Component } from '../../features/staff-catalogue/areas/exchange-rates-page.tsx';

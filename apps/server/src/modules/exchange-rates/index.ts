export { exchangeRateRoutes } from './exchange-rates.routes.ts';
export { currentExchangeRate } from './exchange-rates.service.ts';

export { rateCardRoutes } from './rate-cards.routes.ts';
export { liveRateCards } from './rate-cards.service.ts';

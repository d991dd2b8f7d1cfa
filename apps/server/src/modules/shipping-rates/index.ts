export { rateCardRoutes } from './rate-cards.routes.ts';

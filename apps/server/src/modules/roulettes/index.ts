/**
 * The daily roulette (spec "storefront and account" §2-9): one spin per member and Korean calendar day, prizes drawn
 * by weight on the server and paid through the credit ledger (category ROULETTE), at once or by the payout job
 * (`payDuePrizes`) on the roulette's payout date.
 */
export { rouletteRoutes, staffRouletteRoutes } from './roulettes.routes.ts';
export { payDuePrizes } from './roulettes.service.ts';

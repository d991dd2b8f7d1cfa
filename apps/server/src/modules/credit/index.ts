export { creditRoutes } from './credit.routes.ts';
export { adjustMemberCredit, getCreditHistory } from './credit.service.ts';
export { creditBalance, heldCredit, lockCreditBalance, writeCreditEntry } from './credit-ledger.ts';

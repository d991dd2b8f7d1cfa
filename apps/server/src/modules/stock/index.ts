export {
  insertReservations,
  listExpiredHoldings,
  releaseReservations,
  takeStock,
} from './stock-reservations.ts';

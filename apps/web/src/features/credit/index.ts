export { CreditHistoryTable } from './components/credit-history-table.tsx';
export { CreditPage } from './components/credit-page.tsx';

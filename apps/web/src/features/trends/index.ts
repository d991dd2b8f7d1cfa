export { TrendDetail } from './components/trend-detail.tsx';
export { TrendList } from './components/trend-list.tsx';

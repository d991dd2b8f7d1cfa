import { TrendList } from '../../features/trends/components/trend-list.tsx';

export function Component() {
  return <TrendList />;
}

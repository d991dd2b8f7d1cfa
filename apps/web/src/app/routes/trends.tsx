import { TrendList } from '../../features/trends/index.ts';

export function Component() {
  return <TrendList />;
}

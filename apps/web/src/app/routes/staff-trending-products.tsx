export { TrendingProductListPage as Component } from '../../features/staff-catalogue/index.ts';

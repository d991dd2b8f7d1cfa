export { TrendingProductListPage as Component } from '../../features/staff-catalogue/areas/trending-product-list.tsx';

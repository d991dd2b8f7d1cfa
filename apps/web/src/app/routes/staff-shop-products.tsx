export { ShopProductListPage as Component } from '../../features/staff-catalogue/index.ts';

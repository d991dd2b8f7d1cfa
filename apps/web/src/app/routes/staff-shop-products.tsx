export { ShopProductListPage as Component } from '../../features/staff-catalogue/areas/shop-product-list.tsx';

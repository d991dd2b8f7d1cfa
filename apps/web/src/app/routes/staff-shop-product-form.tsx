export { ShopProductFormPage as Component } from '../../features/staff-catalogue/index.ts';

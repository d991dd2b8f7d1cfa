export { ShopProductFormPage as Component } from '../../features/staff-catalogue/areas/shop-product-form.tsx';

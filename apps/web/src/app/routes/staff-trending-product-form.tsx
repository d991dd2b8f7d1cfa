export { TrendingProductFormPage as Component } from '../../features/staff-catalogue/areas/trending-product-form.tsx';

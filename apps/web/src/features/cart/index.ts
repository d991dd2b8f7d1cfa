export { addOfmCartItem, useAddCartItem } from './api/cart-api.ts';
export { showAddedToCart } from './components/added-to-cart-notice.tsx';
export { CartView } from './components/cart-view.tsx';
export { CartHeaderLink } from './components/lazy-cart-header-link.tsx';
export { showStockToast } from './components/stock-toast.ts';
export { savePendingAdd, takePendingAdd } from './pending-add.ts';

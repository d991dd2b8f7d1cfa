/** The shippings feature's public entry: the kind's definition and its member pages (reached through `app/routes`). */

export {
  ShippingDetail,
  ShippingEditPage,
  ShippingList,
  ShippingNewPage,
} from './components/shipping-pages.tsx';
export { shippingKind } from './shipping-kind.tsx';

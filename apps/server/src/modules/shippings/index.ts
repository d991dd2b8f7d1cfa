export { shippingKind } from './shipping-kind.ts';

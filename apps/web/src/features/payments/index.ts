/** The payments feature's public entry: the order kind's definition (its pages are reached through `app/routes`). */
export { depositsToConfirmPath, orderKind } from './order-kind.tsx';

/** The unboxing feature's public entry: the kind's definition and the package page's 'Request Unboxing Video'. */
export { UnboxingButton } from './components/unboxing-button.tsx';
export { unboxingKind } from './unboxing-kind.tsx';

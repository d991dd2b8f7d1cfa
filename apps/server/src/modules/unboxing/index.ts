/** The unboxing module's public entry: the kind (its routes come with it). */
export { unboxingKind } from './unboxing-kind.ts';

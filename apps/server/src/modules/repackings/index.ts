/** The repackings module's public entry: the kind (its routes come from the package-service scaffold). */
export { repackingKind } from './repacking-kind.ts';

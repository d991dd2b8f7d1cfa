/** The packings module's public entry: the kind (its routes come from the package-service scaffold). */
export { packingKind } from './packing-kind.ts';

/** The inclusions module's public entry: the kind (its routes come from the package-service scaffold). */
export { inclusionKind } from './inclusion-kind.ts';

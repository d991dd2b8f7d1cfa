/** The splits module's public entry: the kind (its routes come from the package-service scaffold). */
export { splitKind } from './split-kind.ts';

/** The claims module's public entry: the kind (its routes come with it). */
export { claimKind } from './claim-kind.ts';

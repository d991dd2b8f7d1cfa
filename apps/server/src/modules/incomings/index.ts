/** The incomings module's public entry: the kind (its routes come with it). */
export { incomingKind } from './incoming-kind.ts';

/** The incomings module's public entry: the kind (its routes come with it) and an incoming's details (intake reads them). */
export { incomingKind } from './incoming-kind.ts';
export { findIncomingDetails } from './incomings.repository.ts';

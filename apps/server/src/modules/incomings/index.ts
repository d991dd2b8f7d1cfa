/**
 * The incomings module's public entry: the kind (its routes come with it), an incoming's details and its move when
 * its parcel is received (the intake desk's).
 */

export { receiveIncoming } from './incoming-arrivals.ts';
export { incomingKind } from './incoming-kind.ts';
export { findIncomingDetails } from './incomings.repository.ts';

/** The OFM module's public entry: the kind, what the shop checkout writes with, the unpaid-checkout job. */

export { insertOfmRequest, releaseUnpaidCheckouts } from './ofm.service.ts';
export { ofmKind } from './ofm-kind.ts';
export { pricedDetails } from './ofm-pricing.ts';

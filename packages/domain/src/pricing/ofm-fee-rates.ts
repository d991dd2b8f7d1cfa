/**
 * The OFM fee amounts (spec "forwarding and proxy purchase" §9 "OFM fees"), kept free of zod so the pricing
 * texts and the listing page can show them without the schema library; `ofm-fee.ts` computes with them and
 * re-exports them.
 */
export const OFM_TIER_LOW_LIMIT_KRW = 100_000;
export const OFM_TIER_HIGH_LIMIT_KRW = 300_000;
export const OFM_TIER_LOW_FEE_KRW = 7_000;
export const OFM_TIER_MID_FEE_KRW = 4_000;
export const OFM_PRIORITY_FEE_KRW = 15_000;
export const OFM_BUNJANG_FEE_KRW = 10_000;
export const OFM_PROXY_FANSIGN_FEE_KRW = 10_000;
export const OFM_PROXY_FANSIGN_ATTEND_FEE_KRW = 30_000;
export const OFM_OFFLINE_FEE_KRW = 30_000;
export const OFM_OFFLINE_EXTRA_HOUR_FEE_KRW = 15_000;
export const OFM_COMMISSION_PERCENT = 3;
/** Domestic shipping prepaid per Korean shop an order buys from ("about 4,000"; decision 023). */
export const OFM_DOMESTIC_SHIPPING_KRW = 4_000;
/** The largest order value the calculator accepts (100 billion won keeps every amount an exact integer). */
export const OFM_ORDER_VALUE_MAX_KRW = 100_000_000_000;

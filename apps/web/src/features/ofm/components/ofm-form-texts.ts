import type { OfmType } from '@fanship/domain/pricing/ofm-fee';

/** What each type is, with its timing (spec §9 "OFM fees": timing). */
export const ofmTypeDescriptions: Record<OfmType, string> = {
  ONLINE_REGULAR: 'We buy from an online shop in Korea within 2 business days of your payment.',
  ONLINE_PRIORITY:
    'We buy within 24 hours of your payment, for limited releases and pre-orders (₩15,000 on top of the service fee).',
  ONLINE_BUNJANG:
    'We buy second-hand items on Bunjang for you (₩10,000 plus 3% of the order value, no service fee).',
  PROXY_FANSIGN:
    'We apply for (or attend) a fansign event in your name. Send the request at least 6 hours before the application deadline.',
  OFFLINE:
    'We visit a shop in Korea for you. Send the request at least 48 hours ahead (₩30,000 for the first hour, ₩15,000 per extra hour, plus 3%).',
  BUNJANG_KFD: 'A Bunjang listing bought through Fanship, priced from the listing.',
  KFD_SHOP: 'Products from our shop, ordered from the cart.',
};

/** What the member confirms for each type before sending (the per-type confirmation). */
export const ofmTypeConfirmations: Record<OfmType, string> = {
  ONLINE_REGULAR:
    'I have checked the items, prices and quantities, and I understand the purchase is made within 2 business days after payment.',
  ONLINE_PRIORITY:
    'I have checked the items, prices and quantities, and I understand the priority purchase is made within 24 hours after payment for ₩15,000 extra.',
  ONLINE_BUNJANG:
    'I have checked the listings, and I understand second-hand items are bought as their sellers describe them.',
  PROXY_FANSIGN:
    'I have checked the event, and I understand the request must reach you at least 6 hours before the application deadline and a fansign draw may not be won.',
  OFFLINE:
    'I have checked the shop and the items, and I understand the request must reach you at least 48 hours before the visit.',
  BUNJANG_KFD: 'I have checked the listing, and I understand it is bought as its seller describes it.',
  KFD_SHOP: 'I have checked the products of this order.',
};

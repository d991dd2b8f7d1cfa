/**
 * K-Packet's limits (spec "forwarding and proxy purchase" §5), kept free of zod so the pricing texts can show them
 * without the schema library; `shipping-quote.ts` quotes with them and re-exports them.
 */

/** The heaviest parcel K-Packet takes. */
export const K_PACKET_MAX_WEIGHT_GRAMS = 2_000;

/** Countries K-Packet serves (about 19 in the spec). */
export const kPacketCountries = [
  'US',
  'JP',
  'CN',
  'HK',
  'TW',
  'SG',
  'MY',
  'TH',
  'VN',
  'PH',
  'ID',
  'AU',
  'NZ',
  'CA',
  'GB',
  'FR',
  'DE',
  'RU',
  'BR',
] as const;

import { K_PACKET_MAX_WEIGHT_GRAMS, kPacketCountries } from './k-packet.ts';
import { KOREA_COUNTRY_CODE, type RateCard, type RateStep } from './shipping-quote.ts';

/** Steps every `stepGrams` up to `maxGrams`: the first costs `firstKrw`, each further one `perStepKrw` more. */
export function linearSteps(
  stepGrams: number,
  maxGrams: number,
  firstKrw: number,
  perStepKrw: number,
): RateStep[] {
  const steps: RateStep[] = [];
  for (let grams = stepGrams, index = 0; grams <= maxGrams; grams += stepGrams, index += 1) {
    steps.push({ upToGrams: grams, priceKrw: firstKrw + index * perStepKrw });
  }
  return steps;
}

const EAST_ASIA = ['JP', 'CN', 'HK', 'TW', 'MO', 'MN'];
const SOUTHEAST_ASIA = ['SG', 'MY', 'TH', 'VN', 'PH', 'ID', 'KH', 'BN', 'IN'];
const NORTH_AMERICA_OCEANIA = ['US', 'CA', 'AU', 'NZ'];
const EUROPE = [
  'GB',
  'FR',
  'DE',
  'IT',
  'ES',
  'NL',
  'BE',
  'AT',
  'CH',
  'SE',
  'DK',
  'NO',
  'FI',
  'PL',
  'IE',
  'PT',
  'RU',
];
const REST_OF_WORLD = ['BR', 'MX', 'CL', 'AR', 'PE', 'CO', 'AE', 'SA', 'TR', 'ZA', 'IL', 'EG'];
const K_PACKET_ASIA = kPacketCountries.filter(
  (code) => EAST_ASIA.includes(code) || SOUTHEAST_ASIA.includes(code),
);
const K_PACKET_OTHER = kPacketCountries.filter((code) => !K_PACKET_ASIA.includes(code));

const MAX_PARCEL_GRAMS = 30_000;

/** Seed rate cards with believable KRW prices; staff edit the real ones. */
export const defaultRateCards: RateCard[] = [
  {
    carrier: 'K-Packet',
    type: 'KP',
    zone: 'Asia',
    countries: K_PACKET_ASIA,
    maxWeightGrams: K_PACKET_MAX_WEIGHT_GRAMS,
    steps: linearSteps(100, K_PACKET_MAX_WEIGHT_GRAMS, 5_500, 700),
  },
  {
    carrier: 'K-Packet',
    type: 'KP',
    zone: 'Americas, Europe, Oceania',
    countries: K_PACKET_OTHER,
    maxWeightGrams: K_PACKET_MAX_WEIGHT_GRAMS,
    steps: linearSteps(100, K_PACKET_MAX_WEIGHT_GRAMS, 8_500, 1_300),
  },
  ...(
    [
      ['Zone 1', EAST_ASIA, 19_000, 2_100],
      ['Zone 2', SOUTHEAST_ASIA, 22_500, 2_800],
      ['Zone 3', NORTH_AMERICA_OCEANIA, 28_500, 4_500],
      ['Zone 4', EUROPE, 30_500, 4_200],
      ['Zone 5', REST_OF_WORLD, 33_000, 6_000],
    ] as const
  ).map(
    ([zone, countries, first, perStep]): RateCard => ({
      carrier: 'EMS',
      type: 'EMS',
      zone,
      countries: [...countries],
      maxWeightGrams: MAX_PARCEL_GRAMS,
      steps: linearSteps(500, MAX_PARCEL_GRAMS, first, perStep),
    }),
  ),
  ...(
    [
      ['DHL', 'Asia', [...EAST_ASIA, ...SOUTHEAST_ASIA], 25_000, 4_500],
      ['DHL', 'Americas, Europe, Oceania', [...NORTH_AMERICA_OCEANIA, ...EUROPE], 38_000, 7_500],
      ['DHL', 'Rest of world', REST_OF_WORLD, 45_000, 9_000],
      ['FEDEX', 'Asia', [...EAST_ASIA, ...SOUTHEAST_ASIA], 24_000, 4_800],
      ['FEDEX', 'Americas, Europe, Oceania', [...NORTH_AMERICA_OCEANIA, ...EUROPE], 36_500, 7_800],
      ['FEDEX', 'Rest of world', REST_OF_WORLD, 44_000, 9_200],
    ] as const
  ).map(
    ([type, zone, countries, first, perStep]): RateCard => ({
      // The carrier is the name shown to fans ('FedEx' as the site's text writes it); the type is the code.
      carrier: type === 'FEDEX' ? 'FedEx' : type,
      type,
      zone,
      countries: [...countries],
      maxWeightGrams: MAX_PARCEL_GRAMS,
      steps: linearSteps(500, MAX_PARCEL_GRAMS, first, perStep),
    }),
  ),
  {
    carrier: 'CJ',
    type: 'CJ',
    zone: 'Domestic',
    countries: [KOREA_COUNTRY_CODE],
    maxWeightGrams: 25_000,
    steps: [
      { upToGrams: 2_000, priceKrw: 4_000 },
      { upToGrams: 5_000, priceKrw: 5_000 },
      { upToGrams: 10_000, priceKrw: 6_500 },
      { upToGrams: 20_000, priceKrw: 8_500 },
      { upToGrams: 25_000, priceKrw: 11_000 },
    ],
  },
];

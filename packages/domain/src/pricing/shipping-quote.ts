/**
 * Shipping-cost quotes from rate cards (docs/domain.md "Shipping rates"; spec "forwarding and proxy purchase"
 * §5 "Fee calculators" and §9 "Calculator payment estimates", "Service fees / Shipping").
 *
 * - Billable weight is the greater of the actual weight and the volumetric weight
 *   L × W × H (cm) / 5000 kg, i.e. L × W × H / 5 grams, rounded up to the gram.
 * - Dimensions default to 10 cm when missing, not a number, or not above 0.
 * - Korean destinations (KR) get only CJ; K-Packet (type KP) only up to 2,000 g, only to its listed
 *   countries, and never for STANDARD-type packages; a card whose maxWeightGrams is exceeded is skipped.
 * - A card's price is that of the first step (ascending) whose upToGrams is at least the billable weight.
 */
import { z } from 'zod';
import { boundedArray, wholeNumber, wonAmount } from '../catalogue/field-rules.ts';
import { parseFormNumber, parseOptionalPositive } from './form-number.ts';
import { K_PACKET_MAX_WEIGHT_GRAMS } from './k-packet.ts';

export { K_PACKET_MAX_WEIGHT_GRAMS, kPacketCountries } from './k-packet.ts';

export type RateStep = { upToGrams: number; priceKrw: number };

export type RateCard = {
  /** Display name: 'K-Packet', 'EMS', 'DHL', 'FedEx', 'CJ'. */
  carrier: string;
  /** Service type: 'KP', 'EMS', 'DHL', 'FEDEX', 'CJ'. */
  type: string;
  /** Optional zone name for staff screens ('Zone 1'). */
  zone?: string;
  /** Destination countries, ISO 3166-1 alpha-2, upper case. */
  countries: string[];
  maxWeightGrams: number;
  /** Ascending by upToGrams. */
  steps: RateStep[];
};

export type PackageKind = 'STANDARD' | 'KP';

export type ShippingOption = { carrier: string; type: string; rateKrw: number; billableWeightGrams: number };

export const K_PACKET_TYPE = 'KP';
export const CJ_TYPE = 'CJ';
export const KOREA_COUNTRY_CODE = 'KR';
export const DEFAULT_DIMENSION_CM = 10;
/** Volumetric divisor in cm³ per kg. */
export const VOLUMETRIC_DIVISOR = 5_000;

export const noShippingCarriersMessage =
  'No available shipping carriers. Please contact our customer service team.';

export type Dimensions = { widthCm?: number | null; lengthCm?: number | null; heightCm?: number | null };

/** A dimension in cm, or the 10 cm default when it is missing or invalid. */
export function dimensionOrDefault(cm: number | null | undefined): number {
  return typeof cm === 'number' && Number.isFinite(cm) && cm > 0 ? cm : DEFAULT_DIMENSION_CM;
}

/** L × W × H / 5000 kg in grams, rounded up to the gram (missing dimensions count as 10 cm). */
export function volumetricWeightGrams(dimensions: Dimensions): number {
  const cubicCm =
    dimensionOrDefault(dimensions.lengthCm) *
    dimensionOrDefault(dimensions.widthCm) *
    dimensionOrDefault(dimensions.heightCm);
  const grams = (cubicCm * 1000) / VOLUMETRIC_DIVISOR;
  // The epsilon keeps float noise (10.1 × 10 × 10 / 5 = 202.00000000000003) from adding a gram.
  return Math.ceil(grams - 1e-9);
}

function assertActualWeight(grams: number): void {
  if (!Number.isFinite(grams) || grams <= 0)
    throw new RangeError('Actual weight must be greater than 0 grams');
}

/** The greater of the actual weight (rounded up to the gram) and the volumetric weight. */
export function billableWeightGrams(input: Dimensions & { actualWeightGrams: number }): number {
  assertActualWeight(input.actualWeightGrams);
  return Math.max(Math.ceil(input.actualWeightGrams), volumetricWeightGrams(input));
}

/** The price of the first step that covers the weight, or null when none does. */
export function priceForWeight(card: RateCard, grams: number): number | null {
  if (grams > card.maxWeightGrams) return null;
  const step = card.steps.find((candidate) => candidate.upToGrams >= grams);
  return step ? step.priceKrw : null;
}

export type ShippingQuoteInput = Dimensions & {
  countryCode: string;
  actualWeightGrams: number;
  /** STANDARD packages get no K-Packet option; KP or no kind: every option. */
  packageKind?: PackageKind;
};

/** The shipping options for a package, cheapest first. An empty list: show `noShippingCarriersMessage`. */
export function quoteShipping(input: ShippingQuoteInput, rateCards: readonly RateCard[]): ShippingOption[] {
  const country = input.countryCode.trim().toUpperCase();
  const billable = billableWeightGrams(input);
  const options: ShippingOption[] = [];
  for (const card of rateCards) {
    if (!card.countries.includes(country)) continue;
    if (country === KOREA_COUNTRY_CODE && card.type !== CJ_TYPE) continue;
    if (card.type === K_PACKET_TYPE) {
      if (input.packageKind === 'STANDARD') continue;
      if (billable > K_PACKET_MAX_WEIGHT_GRAMS) continue;
    }
    const rateKrw = priceForWeight(card, billable);
    if (rateKrw === null) continue;
    options.push({ carrier: card.carrier, type: card.type, rateKrw, billableWeightGrams: billable });
  }
  return options.sort((a, b) => a.rateKrw - b.rateKrw || a.carrier.localeCompare(b.carrier));
}

export const shippingCalculatorMessages = {
  countryRequired: 'Country is required',
  countryInvalid: 'Invalid country code',
  weightRequired: 'Weight is required',
  weightInvalid: 'Weight should be a valid number',
} as const;

const optionalDimension = z.preprocess(parseOptionalPositive, z.number().optional());

/** A country as ISO2 (upper-cased), shared by the calculator form and the rate query. */
const countryCodeField = z
  .string({ error: shippingCalculatorMessages.countryRequired })
  .trim()
  .min(1, { message: shippingCalculatorMessages.countryRequired, abort: true })
  .regex(/^[A-Za-z]{2}$/, shippingCalculatorMessages.countryInvalid)
  .transform((value) => value.toUpperCase());

/** A positive weight: "required" when absent, "valid number" otherwise (the form and the query alike). */
const weightNumber = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? shippingCalculatorMessages.weightRequired
        : shippingCalculatorMessages.weightInvalid,
  })
  .positive(shippingCalculatorMessages.weightInvalid);

/**
 * The shipping calculator form: country (ISO2), weight in kg (> 0), optional width, length and height in
 * cm. Blank or invalid dimensions become undefined, so the 10 cm default applies (spec: "default 10 when
 * empty or invalid") instead of blocking the form.
 */
export const shippingCalculatorSchema = z.object({
  countryCode: countryCodeField,
  weightKg: z.preprocess(parseFormNumber, weightNumber),
  widthCm: optionalDimension,
  lengthCm: optionalDimension,
  heightCm: optionalDimension,
});
export type ShippingCalculatorInput = z.input<typeof shippingCalculatorSchema>;
export type ShippingCalculatorValues = z.output<typeof shippingCalculatorSchema>;

/**
 * Query of GET /info/find-shipping-rates: weight in grams, dimensions in tenths of a centimetre (as
 * packages store them; spec §9: "dimensions in cm are sent as ten times the entered value").
 */
export type ShippingRateQuery = {
  countryCode: string;
  actualWeight: number;
  width: number;
  length: number;
  height: number;
};

/** Tenths of a centimetre per centimetre: the calculator sends ten times the entered value. */
export const DIMENSION_TENTHS_PER_CM = 10;
/** The query's dimension when the form leaves it empty or invalid: 10 cm, sent as 100. */
export const DEFAULT_DIMENSION_TENTHS = DEFAULT_DIMENSION_CM * DIMENSION_TENTHS_PER_CM;
/** Largest dimension the lookup accepts: 10 m, in tenths of a centimetre. */
export const MAX_DIMENSION_TENTHS = 100_000;
/** Heaviest weight the lookup accepts: 1,000 kg, in grams. */
export const MAX_ACTUAL_WEIGHT_GRAMS = 1_000_000;

/**
 * Kilograms to whole grams, half up, at least 1 g. The product is first cut to 12 significant digits so
 * that 1.2345 kg (1234.4999999999998 in binary) gives 1,235 g.
 */
export function kgToGrams(kg: number): number {
  return Math.max(1, Math.round(Number((kg * 1000).toPrecision(12))));
}

/** Centimetres to whole tenths of a centimetre (ten times the value), half up, at least 1. */
export function cmToTenths(cm: number): number {
  return Math.max(1, Math.round(Number((cm * DIMENSION_TENTHS_PER_CM).toPrecision(12))));
}

/** Tenths of a centimetre back to centimetres. */
export function tenthsToCm(tenths: number): number {
  return tenths / DIMENSION_TENTHS_PER_CM;
}

/**
 * Turns the calculator form (kg, cm) into the API query (spec §9 "Calculator payment estimates"):
 * grams = kg × 1000 rounded to the gram (at least 1 g); each dimension ten times the entered cm, and
 * 10 cm (sent as 100) when it is empty or invalid.
 */
export function toShippingRateQuery(values: ShippingCalculatorValues): ShippingRateQuery {
  return {
    countryCode: values.countryCode,
    actualWeight: kgToGrams(values.weightKg),
    width: cmToTenths(dimensionOrDefault(values.widthCm)),
    length: cmToTenths(dimensionOrDefault(values.lengthCm)),
    height: cmToTenths(dimensionOrDefault(values.heightCm)),
  };
}

/** A dimension of the GET query in tenths of a cm: empty or invalid is the 10 cm default. */
function dimensionParam(label: string) {
  return z.preprocess(
    parseOptionalPositive,
    z
      .number()
      .max(MAX_DIMENSION_TENTHS, `${label} is too large (max. 10 m)`)
      .default(DEFAULT_DIMENSION_TENTHS),
  );
}

/** The query as the server parses it from GET /info/find-shipping-rates. */
export const shippingRateQuerySchema = z.object({
  countryCode: countryCodeField,
  actualWeight: z.preprocess(
    parseFormNumber,
    weightNumber.max(MAX_ACTUAL_WEIGHT_GRAMS, shippingCalculatorMessages.weightInvalid),
  ),
  width: dimensionParam('Width'),
  length: dimensionParam('Length'),
  height: dimensionParam('Height'),
});

/** The quote input for a parsed GET query: grams as given, dimensions back in cm. */
export function quoteInputOfRateQuery(query: ShippingRateQuery): ShippingQuoteInput {
  return {
    countryCode: query.countryCode,
    actualWeightGrams: query.actualWeight,
    widthCm: tenthsToCm(query.width),
    lengthCm: tenthsToCm(query.length),
    heightCm: tenthsToCm(query.height),
  };
}

/** A rate card as staff edit it: steps ascending, whole grams and won, the last step covering the maximum. */
export const rateCardSchema = z
  .object({
    carrier: z
      .string({ error: 'Carrier is required' })
      .trim()
      .min(1, 'Carrier is required')
      .max(30, 'Carrier is too long (max. 30)'),
    type: z
      .string({ error: 'Type is required' })
      .trim()
      .min(1, 'Type is required')
      .max(10, 'Type is too long (max. 10)')
      .transform((value) => value.toUpperCase()),
    zone: z.string().trim().max(50, 'Zone is too long (max. 50)').optional(),
    countries: boundedArray(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'Invalid country code')
        .transform((value) => value.toUpperCase()),
      {
        min: 1,
        tooFew: 'At least one country is required',
        notAList: 'At least one country is required',
        max: 250,
        tooMany: 'At most 250 countries per rate card',
      },
    ),
    maxWeightGrams: wholeNumber('Max weight', 1, 1_000_000),
    steps: boundedArray(
      z.object({ upToGrams: wholeNumber('Weight', 1, 1_000_000), priceKrw: wonAmount('Price') }),
      {
        min: 1,
        tooFew: 'At least one weight step is required',
        notAList: 'At least one weight step is required',
        max: 500,
        tooMany: 'At most 500 weight steps per rate card',
      },
    ),
  })
  .superRefine((card, context) => {
    for (let index = 1; index < card.steps.length; index += 1) {
      if (card.steps[index]!.upToGrams <= card.steps[index - 1]!.upToGrams) {
        context.addIssue({
          code: 'custom',
          path: ['steps', index],
          message: 'Weight steps must be ascending',
        });
      }
    }
    const last = card.steps.at(-1);
    if (last && last.upToGrams < card.maxWeightGrams) {
      context.addIssue({
        code: 'custom',
        path: ['maxWeightGrams'],
        message: 'The last weight step must reach the maximum weight',
      });
    }
  });

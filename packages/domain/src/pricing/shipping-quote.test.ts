import { describe, expect, it } from 'vitest';
import { messageByField } from '../test/issues.ts';
import { defaultRateCards } from './default-rate-cards.ts';
import {
  billableWeightGrams,
  cmToTenths,
  dimensionOrDefault,
  kgToGrams,
  kPacketCountries,
  noShippingCarriersMessage,
  priceForWeight,
  quoteInputOfRateQuery,
  quoteShipping,
  type RateCard,
  rateCardSchema,
  shippingCalculatorSchema,
  shippingRateQuerySchema,
  toShippingRateQuery,
  volumetricWeightGrams,
} from './shipping-quote.ts';

/** A test card: its steps as { up to grams: price in won } (ascending), the last step's weight its limit. */
function rateCard(
  carrier: string,
  type: string,
  countries: string[],
  steps: Record<number, number>,
): RateCard {
  const entries = Object.entries(steps).map(([upToGrams, priceKrw]) => ({
    upToGrams: Number(upToGrams),
    priceKrw,
  }));
  return { carrier, type, countries, maxWeightGrams: entries.at(-1)?.upToGrams ?? 0, steps: entries };
}

const cards: RateCard[] = [
  rateCard('K-Packet', 'KP', ['US', 'JP'], { 500: 5_000, 1000: 8_000, 2000: 14_000 }),
  rateCard('EMS', 'EMS', ['US', 'JP', 'KR'], { 1000: 20_000, 2000: 26_000, 30000: 100_000 }),
  rateCard('DHL', 'DHL', ['US'], { 2000: 40_000, 10000: 90_000 }),
  rateCard('CJ', 'CJ', ['KR'], { 5000: 4_000, 25000: 8_000 }),
];

const small = { widthCm: 10, lengthCm: 10, heightCm: 10 };
const summary = (options: ReturnType<typeof quoteShipping>) => options.map((o) => `${o.type} ${o.rateKrw}`);

describe('volumetricWeightGrams', () => {
  it('is L × W × H / 5000 kg in grams', () => {
    expect(volumetricWeightGrams({ widthCm: 10, lengthCm: 10, heightCm: 10 })).toBe(200);
    expect(volumetricWeightGrams({ widthCm: 50, lengthCm: 40, heightCm: 30 })).toBe(12_000);
  });

  it('rounds up to the gram without float noise', () => {
    // 33³ = 35,937 cm³ -> 7,187.4 g -> 7,188 g
    expect(volumetricWeightGrams({ widthCm: 33, lengthCm: 33, heightCm: 33 })).toBe(7_188);
    // 10.1 × 10 × 10 / 5 = 202 exactly (202.00000000000003 in binary)
    expect(volumetricWeightGrams({ widthCm: 10.1, lengthCm: 10, heightCm: 10 })).toBe(202);
    // 10.01 × 10 × 10 / 5 = 200.2 -> 201
    expect(volumetricWeightGrams({ widthCm: 10.01, lengthCm: 10, heightCm: 10 })).toBe(201);
  });

  it('uses 10 cm for missing or invalid dimensions', () => {
    expect(volumetricWeightGrams({})).toBe(200);
    expect(volumetricWeightGrams({ widthCm: 0, lengthCm: -3, heightCm: Number.NaN })).toBe(200);
    expect(volumetricWeightGrams({ widthCm: null, lengthCm: 20, heightCm: undefined })).toBe(400);
    expect(dimensionOrDefault(Number.POSITIVE_INFINITY)).toBe(10);
    expect(dimensionOrDefault(0.5)).toBe(0.5);
  });
});

describe('billableWeightGrams', () => {
  it('takes the actual weight when it is greater', () => {
    expect(billableWeightGrams({ actualWeightGrams: 1_500, ...small })).toBe(1_500);
  });

  it('takes the volumetric weight when it is greater', () => {
    expect(billableWeightGrams({ actualWeightGrams: 500, widthCm: 30, lengthCm: 20, heightCm: 20 })).toBe(
      2_400,
    );
    expect(billableWeightGrams({ actualWeightGrams: 150 })).toBe(200);
  });

  it('rounds the actual weight up to the gram and rejects a weight of 0 or less', () => {
    expect(billableWeightGrams({ actualWeightGrams: 1_999.2, ...small })).toBe(2_000);
    expect(() => billableWeightGrams({ actualWeightGrams: 0 })).toThrow(RangeError);
    expect(() => billableWeightGrams({ actualWeightGrams: Number.NaN })).toThrow(RangeError);
  });
});

describe('priceForWeight', () => {
  const card = cards[1]!;
  it('takes the first step that covers the weight', () => {
    expect(priceForWeight(card, 1)).toBe(20_000);
    expect(priceForWeight(card, 1_000)).toBe(20_000);
    expect(priceForWeight(card, 1_001)).toBe(26_000);
    expect(priceForWeight(card, 30_000)).toBe(100_000);
    expect(priceForWeight(card, 30_001)).toBeNull();
  });

  it('gives null when the steps stop short of the weight', () => {
    expect(priceForWeight({ ...card, maxWeightGrams: 50_000 }, 40_000)).toBeNull();
  });
});

describe('quoteShipping', () => {
  it('lists every carrier for the country, cheapest first, with the billable weight', () => {
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_000, ...small }, cards)).toEqual([
      { carrier: 'K-Packet', type: 'KP', rateKrw: 14_000, billableWeightGrams: 2_000 },
      { carrier: 'EMS', type: 'EMS', rateKrw: 26_000, billableWeightGrams: 2_000 },
      { carrier: 'DHL', type: 'DHL', rateKrw: 40_000, billableWeightGrams: 2_000 },
    ]);
  });

  it('drops K-Packet above 2,000 g, even when its card goes higher', () => {
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_001 }, cards))).toEqual([
      'DHL 90000',
      'EMS 100000',
    ]);
    const generousKp = [{ ...cards[0]!, maxWeightGrams: 5_000, steps: [{ upToGrams: 5_000, priceKrw: 1 }] }];
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_000 }, generousKp)).toHaveLength(1);
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_001 }, generousKp)).toEqual([]);
  });

  it('uses the volumetric weight when it beats the actual weight', () => {
    const options = quoteShipping(
      { countryCode: 'US', actualWeightGrams: 500, widthCm: 30, lengthCm: 20, heightCm: 20 },
      cards,
    );
    // 2,400 g billable: no K-Packet, DHL's 10 kg step, EMS's 30 kg step
    expect(summary(options)).toEqual(['DHL 90000', 'EMS 100000']);
    expect(options.every((option) => option.billableWeightGrams === 2_400)).toBe(true);
    // The same parcel in a small box goes by K-Packet at its actual weight
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 500, ...small }, cards))[0]).toBe(
      'KP 5000',
    );
  });

  it('lets volumetric weight alone push a parcel past K-Packet', () => {
    // 20 × 10 × 50.005 cm = 10,001 cm³ -> 2,000.2 g -> 2,001 g
    const options = quoteShipping(
      { countryCode: 'JP', actualWeightGrams: 100, widthCm: 20, lengthCm: 10, heightCm: 50.005 },
      cards,
    );
    expect(summary(options)).toEqual(['EMS 100000']);
    expect(options[0]?.billableWeightGrams).toBe(2_001);
  });

  it('gives a Korean address only CJ, whatever else lists KR', () => {
    expect(quoteShipping({ countryCode: 'KR', actualWeightGrams: 3_000 }, cards)).toEqual([
      { carrier: 'CJ', type: 'CJ', rateKrw: 4_000, billableWeightGrams: 3_000 },
    ]);
    expect(summary(quoteShipping({ countryCode: ' kr ', actualWeightGrams: 6_000 }, cards))).toEqual([
      'CJ 8000',
    ]);
  });

  it('never offers CJ abroad', () => {
    expect(summary(quoteShipping({ countryCode: 'JP', actualWeightGrams: 1_000 }, cards))).toEqual([
      'KP 8000',
      'EMS 20000',
    ]);
  });

  it('gives STANDARD packages no K-Packet option, and KP packages every option', () => {
    const input = { countryCode: 'US', actualWeightGrams: 1_000 };
    expect(summary(quoteShipping({ ...input, packageKind: 'STANDARD' }, cards))).toEqual([
      'EMS 20000',
      'DHL 40000',
    ]);
    expect(summary(quoteShipping({ ...input, packageKind: 'KP' }, cards))).toEqual([
      'KP 8000',
      'EMS 20000',
      'DHL 40000',
    ]);
  });

  it('skips a card whose maximum weight is exceeded', () => {
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 10_000 }, cards))).toEqual([
      'DHL 90000',
      'EMS 100000',
    ]);
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 10_001 }, cards))).toEqual([
      'EMS 100000',
    ]);
  });

  it('returns an empty list when no carrier fits', () => {
    expect(quoteShipping({ countryCode: 'ZZ', actualWeightGrams: 1_000 }, cards)).toEqual([]);
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 30_001 }, cards)).toEqual([]);
    expect(quoteShipping({ countryCode: 'KR', actualWeightGrams: 25_001 }, cards)).toEqual([]);
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 1_000 }, [])).toEqual([]);
    expect(noShippingCarriersMessage).toBe(
      'No available shipping carriers. Please contact our customer service team.',
    );
  });

  it('breaks price ties by carrier name', () => {
    const tie: RateCard[] = [
      { ...cards[2]!, carrier: 'FEDEX', type: 'FEDEX' },
      { ...cards[2]!, carrier: 'DHL', type: 'DHL' },
    ];
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 1_000 }, tie))).toEqual([
      'DHL 40000',
      'FEDEX 40000',
    ]);
  });
});

describe('defaultRateCards', () => {
  it('are valid rate cards with K-Packet only to its listed countries', () => {
    expect(kPacketCountries).toHaveLength(19);
    for (const card of defaultRateCards) {
      expect(rateCardSchema.safeParse(card).success).toBe(true);
      if (card.type === 'KP') {
        expect(card.maxWeightGrams).toBe(2_000);
        for (const code of card.countries) expect(kPacketCountries).toContain(code);
      }
    }
    const kpCountries = defaultRateCards
      .filter((card) => card.type === 'KP')
      .flatMap((card) => card.countries);
    expect([...kpCountries].sort()).toEqual([...kPacketCountries].sort());
    expect(defaultRateCards.filter((c) => c.type === 'EMS').every((c) => c.maxWeightGrams === 30_000)).toBe(
      true,
    );
    expect(new Set(defaultRateCards.map((card) => card.type))).toEqual(
      new Set(['KP', 'EMS', 'DHL', 'FEDEX', 'CJ']),
    );
    // Fans read the carrier as the site's text writes it.
    expect(new Set(defaultRateCards.map((card) => card.carrier))).toEqual(
      new Set(['K-Packet', 'EMS', 'DHL', 'FedEx', 'CJ']),
    );
  });

  it('quote a 2 kg parcel to the US', () => {
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_000 }, defaultRateCards))).toEqual(
      ['KP 33200', 'EMS 42000', 'FEDEX 59900', 'DHL 60500'],
    );
    expect(summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 2_001 }, defaultRateCards))).toEqual(
      ['EMS 46500', 'FEDEX 67700', 'DHL 68000'],
    );
  });

  it('quote Japan, Korea and the 30 kg limit', () => {
    // No dimensions: 10 cm each, so 200 g volumetric beats 100 g actual (K-Packet Asia 200 g step)
    expect(summary(quoteShipping({ countryCode: 'JP', actualWeightGrams: 100 }, defaultRateCards))[0]).toBe(
      'KP 6200',
    );
    expect(
      summary(
        quoteShipping(
          { countryCode: 'JP', actualWeightGrams: 100, widthCm: 5, lengthCm: 5, heightCm: 5 },
          defaultRateCards,
        ),
      )[0],
    ).toBe('KP 5500');
    expect(summary(quoteShipping({ countryCode: 'JP', actualWeightGrams: 2_000 }, defaultRateCards))[0]).toBe(
      'KP 18800',
    );
    expect(summary(quoteShipping({ countryCode: 'KR', actualWeightGrams: 1_000 }, defaultRateCards))).toEqual(
      ['CJ 4000'],
    );
    expect(
      summary(quoteShipping({ countryCode: 'US', actualWeightGrams: 30_000 }, defaultRateCards)),
    ).toEqual(['EMS 294000', 'DHL 480500', 'FEDEX 496700']);
    expect(quoteShipping({ countryCode: 'US', actualWeightGrams: 30_001 }, defaultRateCards)).toEqual([]);
  });
});

describe('rateCardSchema', () => {
  it('rejects steps that are not ascending or stop short of the maximum', () => {
    const card = { ...cards[1]! };
    const result = rateCardSchema.safeParse({
      ...card,
      steps: [
        { upToGrams: 2_000, priceKrw: 1 },
        { upToGrams: 1_000, priceKrw: 2 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Weight steps must be ascending',
      'The last weight step must reach the maximum weight',
    ]);
    expect(rateCardSchema.parse({ ...card, type: 'ems', countries: ['us'] })).toMatchObject({
      type: 'EMS',
      countries: ['US'],
    });
  });
});

describe('rateCardSchema messages', () => {
  it('names each missing or invalid field in words', () => {
    const result = rateCardSchema.safeParse({
      carrier: ' ',
      type: '',
      countries: [],
      steps: [{ priceKrw: -1 }, { upToGrams: 1.5, priceKrw: 'x' }],
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      carrier: 'Carrier is required',
      type: 'Type is required',
      countries: 'At least one country is required',
      maxWeightGrams: 'Max weight is required',
      'steps.0.upToGrams': 'Weight is required',
      'steps.0.priceKrw': 'Price cannot be negative',
      'steps.1.upToGrams': 'Weight must be a whole number',
      'steps.1.priceKrw': 'Price must be a whole number',
    });
    const blank = rateCardSchema.safeParse({});
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual([
      'Carrier is required',
      'Type is required',
      'At least one country is required',
      'Max weight is required',
      'At least one weight step is required',
    ]);
  });
});

describe('shippingCalculatorSchema', () => {
  const errors = (input: unknown) => messageByField(shippingCalculatorSchema, input);

  it('parses the form, with blank or invalid dimensions left out', () => {
    expect(
      shippingCalculatorSchema.parse({
        countryCode: 'us',
        weightKg: '1.5',
        widthCm: '20',
        lengthCm: '',
        heightCm: 'x',
      }),
    ).toEqual({ countryCode: 'US', weightKg: 1.5, widthCm: 20, lengthCm: undefined, heightCm: undefined });
    expect(
      shippingCalculatorSchema.parse({ countryCode: 'JP', weightKg: 0.2, heightCm: -4 }).heightCm,
    ).toBeUndefined();
  });

  it('reports missing fields as required', () => {
    expect(errors({})).toEqual({ countryCode: 'Country is required', weightKg: 'Weight is required' });
    expect(errors({ countryCode: ' ', weightKg: '' })).toEqual({
      countryCode: 'Country is required',
      weightKg: 'Weight is required',
    });
  });

  it.each(['0', '-1', 'abc', '1kg', Number.NaN])('rejects weight %j as not a valid number', (weightKg) => {
    expect(errors({ countryCode: 'US', weightKg })).toEqual({ weightKg: 'Weight should be a valid number' });
  });

  it('rejects a country code that is not two letters', () => {
    expect(errors({ countryCode: 'USA', weightKg: 1 })).toEqual({ countryCode: 'Invalid country code' });
  });
});

describe('toShippingRateQuery', () => {
  it('sends grams and ten times each entered cm, with 10 cm (sent as 100) for missing dimensions', () => {
    const values = shippingCalculatorSchema.parse({ countryCode: 'us', weightKg: '1.2345', widthCm: '25.5' });
    expect(toShippingRateQuery(values)).toEqual({
      countryCode: 'US',
      actualWeight: 1_235,
      width: 255,
      length: 100,
      height: 100,
    });
  });

  it('uses 10 cm for invalid dimensions too', () => {
    const values = shippingCalculatorSchema.parse({
      countryCode: 'jp',
      weightKg: '2',
      widthCm: 'abc',
      lengthCm: '-3',
      heightCm: '0',
    });
    expect(toShippingRateQuery(values)).toMatchObject({
      actualWeight: 2_000,
      width: 100,
      length: 100,
      height: 100,
    });
  });

  it('rounds kilograms to whole grams, at least 1 g', () => {
    expect(kgToGrams(2)).toBe(2_000);
    expect(kgToGrams(2.0004)).toBe(2_000);
    expect(kgToGrams(2.0005)).toBe(2_001);
    expect(kgToGrams(0.0001)).toBe(1);
  });

  it('rounds centimetres to whole tenths, half up, at least 1', () => {
    expect(cmToTenths(10)).toBe(100);
    expect(cmToTenths(0.3)).toBe(3);
    expect(cmToTenths(12.34)).toBe(123);
    expect(cmToTenths(12.35)).toBe(124);
    expect(cmToTenths(0.01)).toBe(1);
  });
});

describe('shippingRateQuerySchema', () => {
  it('parses the GET query with 100 tenths (10 cm) for missing or invalid dimensions', () => {
    expect(shippingRateQuerySchema.parse({ countryCode: 'jp', actualWeight: '2000', width: 'abc' })).toEqual({
      countryCode: 'JP',
      actualWeight: 2_000,
      width: 100,
      length: 100,
      height: 100,
    });
    expect(
      shippingRateQuerySchema.parse({
        countryCode: 'US',
        actualWeight: '1500',
        width: '300',
        length: '0',
        height: '',
      }),
    ).toMatchObject({ width: 300, length: 100, height: 100 });
  });

  it('rejects a missing or absurd weight, an absurd size and a bad country', () => {
    expect(shippingRateQuerySchema.safeParse({ countryCode: 'JP' }).success).toBe(false);
    expect(
      shippingRateQuerySchema.safeParse({ countryCode: '', actualWeight: '100' }).error?.issues,
    ).toMatchObject([{ message: 'Country is required' }]);
    expect(shippingRateQuerySchema.safeParse({ countryCode: 'JP', actualWeight: '1e9' }).success).toBe(false);
    expect(shippingRateQuerySchema.safeParse({ countryCode: 'JPN', actualWeight: '100' }).success).toBe(
      false,
    );
    expect(
      shippingRateQuerySchema.safeParse({ countryCode: 'JP', actualWeight: '100', width: '100001' }).error
        ?.issues,
    ).toMatchObject([{ path: ['width'], message: 'Width is too large (max. 10 m)' }]);
  });
});

describe('quoteInputOfRateQuery', () => {
  it('turns the tenths back into cm, so 100 × 100 × 100 tenths is a 10 cm cube of 200 g', () => {
    const input = quoteInputOfRateQuery({
      countryCode: 'US',
      actualWeight: 150,
      width: 100,
      length: 100,
      height: 100,
    });
    expect(input).toEqual({
      countryCode: 'US',
      actualWeightGrams: 150,
      widthCm: 10,
      lengthCm: 10,
      heightCm: 10,
    });
    expect(billableWeightGrams(input)).toBe(200);
  });

  it('lets a volumetric weight sent in tenths beat the actual weight', () => {
    // 40 × 30 × 20 cm = 24,000 cm³ / 5000 = 4.8 kg, more than the 1.2 kg on the scale.
    const input = quoteInputOfRateQuery({
      countryCode: 'JP',
      actualWeight: 1_200,
      width: 400,
      length: 300,
      height: 200,
    });
    expect(billableWeightGrams(input)).toBe(4_800);
  });
});

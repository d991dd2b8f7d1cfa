/**
 * Packing requests (spec "forwarding and proxy purchase" §2 "Packing", §3 "Packing", §4 packing type availability,
 * §5 "Packing form", §7 `POST /packing-services/request`, §9 "Limits"; docs/domain.md "Request lifecycles": SCPA01
 * requested, SCPA02 processing, SCPA04 completed with the F boxes, SCPA09 cancelled): the member's body with the
 * spec's messages, which packing types an address and packages allow, the plan of F boxes (25 kg each) staff
 * start from, staff's recorded boxes, and the list, page and staff answers. The fee is `packingFee`.
 */
import { z } from 'zod';
import { codeListValue, wholeNumber } from '../catalogue/field-rules.ts';
import type { FeeBreakdown, FeeLine } from '../pricing/fee-line.ts';
import { packingFee } from '../pricing/service-fees.ts';
import { KOREA_COUNTRY_CODE } from '../pricing/shipping-quote.ts';
import { staffRequestSchema } from '../requests/request-contract.ts';
import {
  type PackingTypeCode,
  packingTypeCodes,
  packingTypeLabels,
  posterOptionCodes,
  vacuumOptionCodes,
} from './forwarding-code-lists.ts';
import {
  addressSnapshotAnswerSchema,
  addressSnapshotSchema,
  forwardingAnswerSchemas,
  forwardingBodySchema,
  forwardingMessages,
  forwardingPackageSchema,
  packageCodeListSchema,
  yesNoSchema,
} from './forwarding-fields.ts';
import {
  filmedServiceFields,
  recordResultsSchema,
  resultPackageSchema,
  staffPackageRefSchema,
} from './package-services.ts';
import type { PackageType } from './package-statuses.ts';

/** The packages a packing takes (spec §4: received, bought, service-result and lost-and-found parcels, ARRIVED). */
export const packingTargetTypes: readonly PackageType[] = ['R', 'M', 'T', 'L'];

export const packingMessages = {
  targetRequired: forwardingMessages.targetRequired,
  totalWeightTooHigh: forwardingMessages.totalWeightTooHigh,
  addressRequired: forwardingMessages.addressRequired,
  requestTypeRequired: 'Packing type is required',
  priorityRequired: 'Primary Packing Option is required',
  vacuumRequired: 'Vacuum Option is required',
  posterRequired: 'Poster Option is required',
  freebieRequired: 'Freebie Option is required',
  noteTooLong: forwardingMessages.noteTooLong,
  domesticOnly: 'Only domestic packing is available for a Korean address',
  domesticKoreaOnly: 'Domestic packing is only for Korean addresses',
  domesticNoOfm: 'Domestic packing is not available for goods bought through OFM',
} as const;

/** Body of `POST /api/packing-services/request` and `PATCH /api/packing-services/{code}` (spec §7). */
export const packingRequestSchema = forwardingBodySchema({
  targetPackageCodes: packageCodeListSchema(packingMessages.targetRequired),
  address: addressSnapshotSchema,
  requestType: codeListValue(packingTypeCodes, 'Packing type'),
  priority: yesNoSchema(packingMessages.priorityRequired),
  freebie: yesNoSchema(packingMessages.freebieRequired),
  vacuumOption: codeListValue(vacuumOptionCodes, 'Vacuum Option'),
  posterOption: codeListValue(posterOptionCodes, 'Poster Option'),
});
export type PackingRequestInput = z.input<typeof packingRequestSchema>;
export type PackingRequestValues = z.output<typeof packingRequestSchema>;

/** A packing type as the form offers it: disabled with the reason when the address or packages rule it out. */
export type PackingTypeChoice = { code: PackingTypeCode; label: string; enabled: boolean; reason?: string };

/**
 * Which packing types are open (spec §4): a Korean address allows only DOMESTIC; any other country disables
 * DOMESTIC; so does an OFM item in a selected package (so a Korean address with OFM goods has none). With no
 * address chosen yet only the OFM rule applies.
 */
export function packingTypeChoices(input: {
  countryCode: string | null;
  hasOfmItem: boolean;
}): PackingTypeChoice[] {
  const country = input.countryCode?.trim().toUpperCase() || null;
  return packingTypeCodes.map((code) => {
    const label = packingTypeLabels[code];
    const reason = packingTypeBlocker(code, country, input.hasOfmItem);
    return reason ? { code, label, enabled: false, reason } : { code, label, enabled: true };
  });
}

function packingTypeBlocker(code: PackingTypeCode, country: string | null, ofm: boolean): string | undefined {
  if (code !== 'DOMESTIC') return country === KOREA_COUNTRY_CODE ? packingMessages.domesticOnly : undefined;
  if (ofm) return packingMessages.domesticNoOfm;
  if (country !== null && country !== KOREA_COUNTRY_CODE) return packingMessages.domesticKoreaOnly;
  return undefined;
}

/** The type to keep selected: the current one while enabled, else the first enabled one (null when none is). */
export function settlePackingType(
  current: string | null,
  choices: readonly PackingTypeChoice[],
): PackingTypeCode | null {
  const kept = choices.find((choice) => choice.code === current && choice.enabled);
  return kept?.code ?? choices.find((choice) => choice.enabled)?.code ?? null;
}

/** The server's check of a chosen type: why it is not allowed here, or undefined. */
export function packingTypeProblem(
  requestType: string,
  input: { countryCode: string | null; hasOfmItem: boolean },
): string | undefined {
  return packingTypeChoices(input).find((choice) => choice.code === requestType)?.reason;
}

/** Whether any item of the packages is OFM (`forwardingItemType`). */
export function hasOfmItem(packages: readonly { items: readonly { type: string }[] }[]): boolean {
  return packages.some((pkg) => pkg.items.some((item) => item.type === 'OFM'));
}

/**
 * The heaviest F box the planner fills (spec §9: "Packages over 25-30 kg are split without notice"): 25 kg, so a
 * box with packing material stays within the carriers' 30 kg.
 */
export const PACKING_BOX_LIMIT_GRAMS = 25_000;

export type PlannedBox = { packageCodes: string[]; weightGrams: number; overLimit: boolean };

/**
 * A plan of F boxes for the packages: first fit, heaviest first, each box at most `limitGrams`; a package heavier
 * than the limit on its own goes alone (`overLimit`, staff split its contents by hand). Boxes are listed in the
 * order they were opened, their packages in the order given. A suggestion: staff record the boxes they made.
 */
export function planForwardBoxes(
  packages: readonly { code: string; weightGrams: number | null }[],
  limitGrams = PACKING_BOX_LIMIT_GRAMS,
): PlannedBox[] {
  const order = new Map(packages.map((pkg, index) => [pkg.code, index]));
  const heaviestFirst = [...packages].sort((a, b) => (b.weightGrams ?? 0) - (a.weightGrams ?? 0));
  const boxes: PlannedBox[] = [];
  for (const pkg of heaviestFirst) {
    const grams = pkg.weightGrams ?? 0;
    const box = boxes.find((open) => !open.overLimit && open.weightGrams + grams <= limitGrams);
    if (box) {
      box.packageCodes.push(pkg.code);
      box.weightGrams += grams;
    } else {
      boxes.push({ packageCodes: [pkg.code], weightGrams: grams, overLimit: grams > limitGrams });
    }
  }
  for (const box of boxes) box.packageCodes.sort((a, b) => order.get(a)! - order.get(b)!);
  return boxes;
}

/**
 * Staff's record of the packing (SCPA02), the scaffold's `results` step (`recordResultsSchema`) with the vacuum bags
 * used (₩6,500 each): the F boxes made, each measured (they may differ from the plan). Priority is charged per box
 * (`packingFee`'s `boxCount`).
 */
export const packingBoxesSchema = recordResultsSchema.extend({
  vacuumBags: wholeNumber('Vacuum bags', 0, 50).default(0),
});
/**
 * The packing's fee once staff recorded the boxes: consolidation from the second package, the vacuum bags used, and
 * priority per box made (spec §9 "Packing").
 */
export function packingRequestFee(
  request: Pick<PackingRequestValues, 'targetPackageCodes' | 'priority'>,
  result: { boxCount: number; vacuumBags: number },
): FeeBreakdown {
  return packingFee({
    packageCount: request.targetPackageCodes.length,
    vacuumBags: result.vacuumBags,
    priority: request.priority,
    boxCount: result.boxCount,
  });
}

/**
 * The fee lines written on the box at `index` of the boxes staff recorded: the first carries consolidation and the
 * vacuum bags, every box its own priority packing; ₩0 lines are left out. Over all boxes they add up to
 * `packingRequestFee`.
 */
export function packingBoxFees(
  request: Pick<PackingRequestValues, 'targetPackageCodes' | 'priority'>,
  result: { vacuumBags: number },
  index: number,
): FeeLine[] {
  // One package makes no consolidation: this box's own line is its priority.
  const own = packingFee({ packageCount: 1, priority: request.priority, boxCount: 1 }).items;
  const shared =
    index === 0
      ? packingFee({ packageCount: request.targetPackageCodes.length, vacuumBags: result.vacuumBags }).items
      : [];
  return [...shared, ...own].filter((line) => line.amountKrw > 0);
}
export type PackingBoxesInput = z.input<typeof packingBoxesSchema>;
export type PackingBoxes = z.output<typeof packingBoxesSchema>;

/**
 * The answers: a row of `GET /api/packing-services` (Created, ID, Status, Packing Type, Priority Packing) and the
 * page of `GET /api/packing-services/{code}` (SCPA04 shows `forwardPackages` and `videos`).
 */
export const {
  summary: packingSummarySchema,
  page: packingPageSchema,
  detail: packingSchema,
} = forwardingAnswerSchemas(
  {
    requestType: z.string(),
    priority: z.boolean(),
  },
  {
    freebie: z.boolean(),
    vacuumOption: z.string(),
    posterOption: z.string(),
    memberNote: z.string().nullable(),
    address: addressSnapshotAnswerSchema,
    targetPackages: z.array(forwardingPackageSchema),
    /** The F boxes the packing made (SCPA04). */
    forwardPackages: z.array(resultPackageSchema),
    managerUpdatedAt: z.string().nullable(),
  },
);
export type PackingSummary = z.output<typeof packingSummarySchema>;
export type PackingPage = z.output<typeof packingPageSchema>;
export type Packing = z.output<typeof packingSchema>;

/** The staff page: the request with its member, moves and history, its packages as the warehouse finds them, and the planned boxes. */
export const staffPackingSchema = staffRequestSchema(packingSchema, {
  targetPackageDetails: z.array(staffPackageRefSchema),
  plannedBoxes: z.array(
    z.object({ packageCodes: z.array(z.string()), weightGrams: z.number().int(), overLimit: z.boolean() }),
  ),
  ...filmedServiceFields,
});
export type StaffPacking = z.output<typeof staffPackingSchema>;

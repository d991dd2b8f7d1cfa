/**
 * Split requests (spec "forwarding and proxy purchase" §2 Split, §3 Split, §5 Split form, §7 `/split-services`, §9
 * "Split: 2,500 KRW per split package"; docs/domain.md "Request lifecycles": SCSP01 requested, SCSP02 processing,
 * SCSP03 completed, SCSP09 cancelled). The member asks for one ARRIVED package (types R, M, T, L) to be split into
 * as many new packages as the contents they describe; staff record the new T packages, the original is consumed,
 * and each new package gets a new free storage period and a fee line of ₩2,500. The split type (K-Packet or
 * Standard) stays on the new packages for shipping to read.
 */
import { z } from 'zod';
import { boundedArray, optionalTextWith, requiredTextWith } from '../catalogue/field-rules.ts';
import { SPLIT_FEE_PER_PACKAGE_KRW } from '../pricing/service-fees.ts';
import { historyEntrySchema, pageOf, staffRequestSchema } from '../requests/request-contract.ts';
import {
  packageRefSchema,
  resultPackageSchema,
  serviceFeeSchema,
  staffPackageRefSchema,
} from './package-services.ts';
import type { PackageType } from './package-statuses.ts';

export const SPLIT_DESCRIPTION_MAX = 2000;
export const SPLIT_NOTE_MAX = 3000;
export const SPLIT_MIN_PACKAGES = 2;
export const SPLIT_MAX_PACKAGES = 20;
export const PACKAGE_CODE_MAX = 20;

/** The split types (the spec's 'K-Packet Split Option'): K-Packet boxes (max 2 kg) or Standard ones. */
export const splitTypes = [
  { code: 'KP', label: 'K-Packet' },
  { code: 'STANDARD', label: 'Standard' },
] as const;
export type SplitType = (typeof splitTypes)[number]['code'];
export const splitTypeCodes = splitTypes.map((type) => type.code) as [SplitType, ...SplitType[]];

export function splitTypeLabel(code: string): string {
  return splitTypes.find((type) => type.code === code)?.label ?? code;
}

/** The packages a split may take: received, bought, service-result and lost-and-found parcels, never a forwarding box. */
export const splitTargetTypes: readonly PackageType[] = ['R', 'M', 'T', 'L'];

export const splitMessages = {
  atLeastTwo: 'Please add at least two packages to split',
  tooMany: `Too many packages (max. ${SPLIT_MAX_PACKAGES})`,
  descriptionRequired: 'package description is required',
  descriptionTooLong: `Description is too long (max. ${SPLIT_DESCRIPTION_MAX})`,
  packageRequired: 'Package is required',
  typeRequired: 'K-Packet Split Option is required',
  noteTooLong: `Note is too long (max. ${SPLIT_NOTE_MAX} characters)`,
  /** Cancel outside SCSP01 (409). */
  cancelOnlyRequested:
    'This split can no longer be cancelled: staff have already started it. Cancelling is possible only while it is requested.',
} as const;

/** Body of `POST /api/split-services` and `PATCH /api/split-services/{code}` (the same body; the path's code is used). */
export const splitRequestSchema = z.object({
  type: z.enum(splitTypeCodes, { error: splitMessages.typeRequired }),
  targetPackageCode: requiredTextWith(PACKAGE_CODE_MAX, {
    required: splitMessages.packageRequired,
    tooLong: splitMessages.packageRequired,
  }).transform((code) => code.toUpperCase()),
  /** One description per new package, in order. */
  contents: boundedArray(
    requiredTextWith(SPLIT_DESCRIPTION_MAX, {
      required: splitMessages.descriptionRequired,
      tooLong: splitMessages.descriptionTooLong,
    }),
    {
      min: SPLIT_MIN_PACKAGES,
      tooFew: splitMessages.atLeastTwo,
      max: SPLIT_MAX_PACKAGES,
      tooMany: splitMessages.tooMany,
      notAList: splitMessages.atLeastTwo,
    },
  ),
  memberNote: optionalTextWith(SPLIT_NOTE_MAX, splitMessages.noteTooLong),
});
export type SplitRequestInput = z.input<typeof splitRequestSchema>;
export type SplitRequestValues = z.output<typeof splitRequestSchema>;

/** What a split will cost: ₩2,500 per package asked for (the fee lines are written when staff record them). */
export function splitEstimateKrw(contentCount: number): number {
  return contentCount * SPLIT_FEE_PER_PACKAGE_KRW;
}

/** A row of `GET /api/split-services?page=&status=`. */
export const splitSummarySchema = z.object({
  code: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
  type: z.enum(splitTypeCodes),
  typeLabel: z.string(),
  contents: z.array(z.string()),
  memberNote: z.string().nullable(),
  targetPackage: packageRefSchema,
  /** The new packages, once staff have recorded them (empty before). */
  resultPackages: z.array(resultPackageSchema),
  /** The fee lines written on the new packages (empty before they are recorded). */
  fees: z.array(serviceFeeSchema),
  /** ₩2,500 × the number of contents: what the split costs. */
  estimatedFeeKrw: z.number().int(),
  editable: z.boolean(),
  /** Only while SCSP01. */
  cancellable: z.boolean(),
});
export type SplitSummary = z.output<typeof splitSummarySchema>;

export const splitPageSchema = pageOf(splitSummarySchema);
export type SplitPage = z.output<typeof splitPageSchema>;

/** Answer of `GET /api/split-services/{code}`: the row plus its timeline. */
export const splitRequestDetailSchema = splitSummarySchema.extend({
  history: z.array(historyEntrySchema),
});
export type SplitRequestDetail = z.output<typeof splitRequestDetailSchema>;

/**
 * The staff page (`GET /api/staff/requests/split/{code}`): the member's split, the package to split as the warehouse
 * finds it, and how many new packages the results step expects. Staff steps under
 * `/api/staff/requests/split/{code}/`: `start` (SCSP01 → SCSP02), `results` (body `recordResultsSchema` from
 * package-services.ts, exactly `expectedPackageCount` packages, while SCSP02), `complete` (SCSP02 → SCSP03, after
 * the results), `cancel` (body `staffCancelSchema`).
 */
export const staffSplitSchema = staffRequestSchema(splitRequestDetailSchema.omit({ history: true }), {
  targetPackageDetail: staffPackageRefSchema,
  expectedPackageCount: z.number().int(),
});
export type StaffSplit = z.output<typeof staffSplitSchema>;

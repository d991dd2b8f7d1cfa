/**
 * Repacking requests (spec "forwarding and proxy purchase" §2 "Repacking", §3 "Repacking", §4 "Storage", §5
 * "Repacking form", §7 `POST /repacking-services`, §9 "Repacking"; docs/domain.md "Request lifecycles": SCRE01
 * requested, SCRE02 processing, SCRE03 completed, SCRE09 cancelled): an F box (the target) gets other packages (the
 * resources) packed into it. The member's body with the spec's messages, when a box may be repacked, the fee, and
 * the list, page and staff answers.
 */
import { z } from 'zod';
import { wholeNumber } from '../catalogue/field-rules.ts';
import type { FeeBreakdown } from '../pricing/fee-line.ts';
import { repackingFee } from '../pricing/service-fees.ts';
import { staffRequestSchema } from '../requests/request-contract.ts';
import {
  FORWARDING_MAX_WEIGHT_GRAMS,
  forwardingAnswerSchemas,
  forwardingBodySchema,
  forwardingMessages,
  forwardingPackageSchema,
  packageCodeListSchema,
  packageCodeSchema,
  totalWeightGrams,
} from './forwarding-fields.ts';
import {
  filmedServiceFields,
  packageRefSchema,
  recordResultsSchema,
  staffPackageRefSchema,
} from './package-services.ts';
import type { PackageType } from './package-statuses.ts';
import { shippingPaymentStartedStatuses } from './shipping.ts';

export const repackingMessages = {
  targetRequired: forwardingMessages.targetRequired,
  resourcesRequired: 'Add Package is required',
  targetAlsoResource: 'The target package cannot also be added as a package',
  totalWeightTooHigh: forwardingMessages.totalWeightTooHigh,
  noteTooLong: forwardingMessages.noteTooLong,
  notForwardingBox: (code: string) =>
    `The package ${code} is not a forwarding box: only F boxes can be repacked.`,
  notArrived: (code: string) => `The package ${code} cannot be repacked in its current status.`,
  repackedBefore: (code: string) => `The package ${code} has already been repacked once.`,
  shippingPaid: (code: string) =>
    `The package ${code} cannot be repacked: its shipping is paid or awaiting payment confirmation.`,
} as const;

/** Body of `POST /api/repacking-services` and `PATCH /api/repacking-services/{code}` (spec §7). */
export const repackingRequestSchema = forwardingBodySchema({
  targetPackageCode: packageCodeSchema(repackingMessages.targetRequired),
  resourcePackageCodes: packageCodeListSchema(repackingMessages.resourcesRequired),
}).superRefine((body, context) => {
  if (body.resourcePackageCodes.includes(body.targetPackageCode)) {
    context.addIssue({
      code: 'custom',
      path: ['resourcePackageCodes'],
      message: repackingMessages.targetAlsoResource,
    });
  }
});
export type RepackingRequestInput = z.input<typeof repackingRequestSchema>;
export type RepackingRequestValues = z.output<typeof repackingRequestSchema>;

/** What may be repacked: an F box, in the locker (ARRIVED); what may go into it: any package in the locker. */
export const repackingTargetTypes: readonly PackageType[] = ['F'];
export const repackingResourceTypes: readonly PackageType[] = ['R', 'M', 'T', 'L', 'F'];
export const REPACKING_PACKAGE_STATUS = 'ARRIVED';

/**
 * Why a box may not be repacked (spec §4: "once per forwarding package and only before payment confirmation";
 * issue 22: refused once its shipping is paid or awaiting confirmation), or undefined when it may. `repackedBefore`:
 * another repacking of this box that is not cancelled, or the box was itself made by a repacking (so a box is
 * repacked once, whichever box carries on). `shippingStatuses`: the statuses of the box's shipping requests.
 */
export function repackingBlocker(input: {
  target: { code: string; type: string; status: string };
  repackedBefore: boolean;
  shippingStatuses: readonly string[];
}): string | undefined {
  const { code, type, status } = input.target;
  if (!(repackingTargetTypes as readonly string[]).includes(type))
    return repackingMessages.notForwardingBox(code);
  if (
    input.shippingStatuses.some((shipping) =>
      (shippingPaymentStartedStatuses as readonly string[]).includes(shipping),
    )
  ) {
    return repackingMessages.shippingPaid(code);
  }
  if (input.repackedBefore) return repackingMessages.repackedBefore(code);
  if (status !== REPACKING_PACKAGE_STATUS) return repackingMessages.notArrived(code);
  return undefined;
}

/** 'Total weight cannot exceed 200kg' when the box and what goes into it weigh more than 200 kg together. */
export function repackingWeightProblem(
  target: { weightGrams: number | null },
  resources: readonly { weightGrams: number | null }[],
): string | undefined {
  return totalWeightGrams([target, ...resources]) > FORWARDING_MAX_WEIGHT_GRAMS
    ? repackingMessages.totalWeightTooHigh
    : undefined;
}

/** The repacking's fee: ₩10,000 per started kg added (the resources' weight) or removed (what staff took out). */
export function repackingRequestFee(
  resources: readonly { weightGrams: number | null }[],
  removedGrams = 0,
): FeeBreakdown {
  return repackingFee({ addedGrams: totalWeightGrams(resources), removedGrams });
}

/**
 * Staff's result (SCRE02), the scaffold's `results` step (`recordResultsSchema`, exactly one box: the repacked box
 * as measured) with the weight they took out of the box (default none), which the fee counts with what was added.
 */
export const repackingResultSchema = recordResultsSchema.extend({
  removedGrams: wholeNumber('Removed weight', 0, FORWARDING_MAX_WEIGHT_GRAMS).default(0),
});
export const REPACKING_RESULT_PACKAGES = 1;
export type RepackingResultInput = z.input<typeof repackingResultSchema>;

/**
 * The answers: a row of `GET /api/repacking-services` (Created, ID, Status, Package, Item: the first name and '+N')
 * and the page of `GET /api/repacking-services/{code}` (SCRE03: 'Repacking Completed' with closedAt, package, videos).
 */
export const {
  summary: repackingSummarySchema,
  page: repackingPageSchema,
  detail: repackingSchema,
} = forwardingAnswerSchemas(
  {
    targetPackage: packageRefSchema,
    firstItemName: z.string().nullable(),
    itemCount: z.number().int(),
  },
  {
    memberNote: z.string().nullable(),
    closedAt: z.string().nullable(),
    resourcePackages: z.array(forwardingPackageSchema),
    /** The box the repacking made (SCRE03). */
    resultPackageCode: z.string().nullable(),
  },
);
export type RepackingSummary = z.output<typeof repackingSummarySchema>;
export type Repacking = z.output<typeof repackingSchema>;

/**
 * The staff page: the request with its member, moves and history, the box and what goes into it as the warehouse
 * finds them, how many packages the `results` step expects (one: the repacked box), and the largest video staff may
 * upload.
 */
export const staffRepackingSchema = staffRequestSchema(repackingSchema, {
  targetPackageDetail: staffPackageRefSchema,
  resourcePackageDetails: z.array(staffPackageRefSchema),
  expectedPackageCount: z.number().int(),
  ...filmedServiceFields,
});
export type StaffRepacking = z.output<typeof staffRepackingSchema>;

/**
 * What the inclusion, packing, repacking and shipping contracts share (spec "forwarding and proxy purchase" §3, §5,
 * §9 "Limits"): the spec's common messages, package codes in a body, the address snapshot, the 200 kg limit, and
 * the fields their answers share, on the package-service shapes (`package-services.ts`).
 */
import { z } from 'zod';
import { boundedArray, optionalTextWith } from '../catalogue/field-rules.ts';
import { historyEntrySchema, pageOf } from '../requests/request-contract.ts';
import { addressSchema } from '../schemas/address.ts';
import { packageRefSchema, serviceFeeSchema } from './package-services.ts';

export const FORWARDING_NOTE_MAX = 3000;
/** The most packages one request names (targets or resources). */
export const FORWARDING_MAX_PACKAGES = 50;
/** Max total weight per packing or repacking (spec §9 "Limits"): 200 kg, in grams. */
export const FORWARDING_MAX_WEIGHT_GRAMS = 200_000;

export const forwardingMessages = {
  targetRequired: 'Target Package is required',
  addressRequired: 'Address is required',
  noteTooLong: 'Note is too long',
  totalWeightTooHigh: 'Total weight cannot exceed 200kg',
  tooManyPackages: `At most ${FORWARDING_MAX_PACKAGES} packages per request`,
  packageCodeInvalid: 'Invalid package code',
  /** The 'I have confirmed the above' box of the inclusion and packing forms (a form rule; the body has no field). */
  confirmRequired: 'Please confirm the above',
} as const;

/** A member's note on a forwarding request: optional, at most 3,000 characters ('Note is too long'). */
export const forwardingNoteSchema = optionalTextWith(FORWARDING_NOTE_MAX, forwardingMessages.noteTooLong);

/** A member's body of a forwarding request: its own fields and the note. */
export function forwardingBodySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ ...shape, memberNote: forwardingNoteSchema });
}

/** A package code in a body (`PK2611220007`), trimmed and upper-cased; missing or blank: `required`. */
export function packageCodeSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(20, { error: forwardingMessages.packageCodeInvalid, abort: true })
    .regex(/^[A-Za-z0-9]+$/, forwardingMessages.packageCodeInvalid)
    .transform((value) => value.toUpperCase());
}

/**
 * A list of package codes, at least one (`required`, by default 'Target Package is required', when empty or
 * missing), each once in the order given.
 */
export function packageCodeListSchema(required: string = forwardingMessages.targetRequired) {
  return boundedArray(packageCodeSchema(required), {
    min: 1,
    tooFew: required,
    notAList: required,
    max: FORWARDING_MAX_PACKAGES,
    tooMany: forwardingMessages.tooManyPackages,
  }).transform((codes) => [...new Set(codes)]);
}

/**
 * The delivery address a packing or shipping request is sent with (spec §3 "Address"): the address form's fields,
 * checked by its rules, and the member's saved address it was taken from (`id`, if any). The request keeps it
 * as a snapshot, so a later edit of the saved address does not move a box already on its way.
 */
export const addressSnapshotSchema = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z.object(
    { ...addressSchema.shape, id: z.number().int().positive().nullish().default(null) },
    { error: forwardingMessages.addressRequired },
  ),
);
export type AddressSnapshot = z.output<typeof addressSnapshotSchema>;

/** The address snapshot as a request's page answers it. */
export const addressSnapshotAnswerSchema = z.object({
  id: z.number().int().nullable(),
  nickname: z.string(),
  countryCode: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  phone: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  taxId: z.string().nullable(),
});

/** A yes/no option of a form (true/false, or 'yes'/'no' as a radio sends it); missing: `required`. */
export function yesNoSchema(required: string) {
  return z.preprocess(
    (value) => {
      const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
      if (text === 'yes' || text === 'true') return true;
      if (text === 'no' || text === 'false') return false;
      return text;
    },
    z.boolean({ error: required }),
  );
}

/** The total weight of packages in grams (a package not weighed yet counts 0). */
export function totalWeightGrams(packages: readonly { weightGrams: number | null }[]): number {
  return packages.reduce((sum, pkg) => sum + (pkg.weightGrams ?? 0), 0);
}

/** 'Total weight cannot exceed 200kg' when the packages weigh more than 200 kg together, else undefined. */
export function totalWeightProblem(packages: readonly { weightGrams: number | null }[]): string | undefined {
  return totalWeightGrams(packages) > FORWARDING_MAX_WEIGHT_GRAMS
    ? forwardingMessages.totalWeightTooHigh
    : undefined;
}

/** An item of a package a request takes, as its page lists it (`type` OFM for goods we bought: M packages). */
export const forwardingItemSchema = z.object({
  name: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
});

/** A package a request takes (target or resource), with its weight and items. */
export const forwardingPackageSchema = packageRefSchema.extend({
  weightGrams: z.number().int().nullable(),
  items: z.array(forwardingItemSchema),
});
export type ForwardingPackage = z.output<typeof forwardingPackageSchema>;

/** What a package's items are for the packing rules: OFM for goods we bought (M packages), else GENERAL. */
export function forwardingItemType(packageType: string): 'OFM' | 'GENERAL' {
  return packageType === 'M' ? 'OFM' : 'GENERAL';
}

/** A video staff filmed of the work (spec §3: id and URL). */
export const forwardingVideoSchema = z.object({ id: z.number().int(), url: z.string() });

/** What a forwarding request's list row starts with. */
export const forwardingRowFields = {
  code: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
};

/** What a forwarding request's page adds to its row: the member's moves and its timeline. */
export const forwardingPageFields = {
  editable: z.boolean(),
  cancellable: z.boolean(),
  history: z.array(historyEntrySchema),
};

/** The fees a service request wrote on packages (`serviceFeeSchema`, as the package-service scaffold answers them) and their total. */
export const forwardingFeeFields = {
  fees: z.array(serviceFeeSchema),
  feeKrw: z.number().int(),
};

/** What the page of a service that works on packages (inclusion, packing, repacking) adds: moves, fees, videos. */
export const forwardingServiceFields = {
  ...forwardingPageFields,
  ...forwardingFeeFields,
  videos: z.array(forwardingVideoSchema),
};

/**
 * A forwarding kind's answers: the list row (`forwardingRowFields` and the kind's `row`), the page of rows, and the
 * request's page (the row, `shared`: the service fields by default, and the kind's `detail`).
 */
export function forwardingAnswerSchemas<
  Row extends z.ZodRawShape,
  Detail extends z.ZodRawShape,
  Shared extends z.ZodRawShape = typeof forwardingServiceFields,
>(row: Row, detail: Detail, shared?: Shared) {
  const summary = z.object({ ...forwardingRowFields, ...row });
  const page = pageOf(summary);
  return { summary, page, detail: summary.extend({ ...(shared ?? forwardingServiceFields), ...detail }) };
}

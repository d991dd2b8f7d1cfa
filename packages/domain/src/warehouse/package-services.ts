/**
 * What every package-service request shares (split, inclusion, packing, repacking, shipping; docs/domain.md
 * "Package"): such a request TAKES packages of the member (its targets and resources), staff PRODUCE new packages
 * from them, and fees accrue on the packages. These are the shapes the server's package scaffold
 * (`apps/server/src/modules/requests`) answers for every kind, the staff step that records the packages a request
 * made, and the lineage a made package shows (`parentPackages` of `GET /api/packages/{code}`).
 */
import { z } from 'zod';
import { boundedArray, optionalText } from '../catalogue/field-rules.ts';
import { packageTypeCodes } from './package-statuses.ts';
import { parcelSizeFields } from './parcel-fields.ts';
import { parcelMeasurementsSchema } from './parcels.ts';

/** The most packages one staff step may record for a request. */
export const MAX_RESULT_PACKAGES = 20;
/** A new package's description becomes its name (500 characters, as the package's name column). */
export const RESULT_DESCRIPTION_MAX = 500;

export const packageServiceMessages = {
  /** A package of the member that a kind cannot take in its current status (409). */
  wrongStatus: (code: string, statusLabel: string) =>
    `Package ${code} cannot be used for this request now (it is ${statusLabel.toLowerCase()}).`,
  /** A package of a type the kind does not take (400). */
  wrongType: (code: string) => `Package ${code} cannot be used for this request (wrong package type).`,
  /** The same package named twice in one request (400). */
  duplicate: (code: string) => `Package ${code} is named more than once.`,
  tooFewPackages: (min: number) => `Choose at least ${min} package${min === 1 ? '' : 's'}.`,
  tooManyPackages: (max: number) => `Choose at most ${max} package${max === 1 ? '' : 's'}.`,
  resultsRequired: 'Record at least one package',
  tooManyResults: `Too many packages (max. ${MAX_RESULT_PACKAGES})`,
  /** The staff step's count of new packages must match what the kind expects (split: one per content). */
  resultCount: (expected: number) =>
    `Record exactly ${expected} package${expected === 1 ? '' : 's'} for this request.`,
  /** Completing before the new packages are recorded (409). */
  resultsMissing: 'Record the new packages before completing the request.',
  /** A video of the work before the new packages it goes with are recorded (409). */
  videosBeforeResults: 'Record the new packages before uploading videos.',
  /** Recording the new packages twice (409). */
  resultsRecorded: 'The new packages of this request are already recorded.',
} as const;

/**
 * What the staff page of a service that films its work adds (inclusion, packing: the server's `videos` step): the
 * largest video it takes, so a bigger file is refused before it is sent.
 */
export const filmedServiceFields = { videoMaxBytes: z.number().int() };

/** A package a request names, by code (the spec's `targetPackage (code)`). */
export const packageRefSchema = z.object({ code: z.string() });
export type PackageRef = z.output<typeof packageRefSchema>;

/** A package a request names as its staff page shows it: what the warehouse looks for. */
export const staffPackageRefSchema = packageRefSchema.extend({
  type: z.enum(packageTypeCodes),
  status: z.string(),
  statusLabel: z.string(),
  ...parcelSizeFields,
  itemCount: z.number().int(),
  firstItemName: z.string().nullable(),
});
export type StaffPackageRef = z.output<typeof staffPackageRefSchema>;

/** A fee a package service wrote (spec `fees with subType and amount`): `subType` is the fee's kind ('SPLIT'). */
export const serviceFeeSchema = z.object({
  subType: z.string(),
  name: z.string(),
  /** Whole won. */
  amount: z.number().int(),
  /** UNPAID, PAID or CANCELLED. */
  status: z.string(),
  /** The package the fee accrued on. */
  packageCode: z.string(),
});
export type ServiceFee = z.output<typeof serviceFeeSchema>;

/** A package a request made (split: each new T package), as the member's request page lists it. */
export const resultPackageSchema = z.object({
  code: z.string(),
  type: z.enum(packageTypeCodes),
  status: z.string(),
  statusLabel: z.string(),
  /** What staff wrote on it (split: the member's content description it holds). */
  name: z.string().nullable(),
  ...parcelSizeFields,
});
export type ResultPackage = z.output<typeof resultPackageSchema>;

/** An item of a package (its page, its lineage). */
export const packageItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  memberNote: z.string().nullable(),
});

/** A fee of a parent package, as lineage shows it. */
export const lineageFeeSchema = z.object({ subType: z.string(), name: z.string(), amount: z.number().int() });

/**
 * A package this one was made from (`parentPackages` of `GET /api/packages/{code}`, spec §3 Package): its code,
 * its items and their value (unit price × quantity, won), and the fees that accrued on it.
 */
export const parentPackageSchema = z.object({
  code: z.string(),
  items: z.array(packageItemSchema),
  itemValue: z.number().int(),
  fees: z.array(lineageFeeSchema),
});
export type ParentPackage = z.output<typeof parentPackageSchema>;

/**
 * One new package staff record: weight in grams, each side in centimetres with one decimal (stored in tenths of a
 * centimetre, as the intake desk sends them), photos uploaded first through `POST /api/staff/package-photos`, an
 * optional description (its name) and a staff note.
 */
export const resultPackageInputSchema = parcelMeasurementsSchema.extend({
  description: optionalText('Description', RESULT_DESCRIPTION_MAX),
});
export type ResultPackageInput = z.input<typeof resultPackageInputSchema>;
export type ResultPackageValues = z.output<typeof resultPackageInputSchema>;

/** Body of the staff step `POST /api/staff/requests/{kind}/{code}/results`: the packages the request made. */
export const recordResultsSchema = z.object({
  packages: boundedArray(resultPackageInputSchema, {
    min: 1,
    tooFew: packageServiceMessages.resultsRequired,
    max: MAX_RESULT_PACKAGES,
    tooMany: packageServiceMessages.tooManyResults,
    notAList: packageServiceMessages.resultsRequired,
  }),
});
export type RecordResultsInput = z.input<typeof recordResultsSchema>;
export type RecordResultsValues = z.output<typeof recordResultsSchema>;

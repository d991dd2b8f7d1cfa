/**
 * Lost & Found (spec "forwarding and proxy purchase" §2 Lost & Found, §3 Package claim, §5 Claim, §7
 * `POST /package-claims`, `DELETE /package-claims/{id}`; docs/domain.md "Request lifecycles"): a member claims a parcel that
 * arrived without a registration (the lost-and-found pool: type L packages with no member, UNCLAIMED) by its
 * tracking number and the receiver name on its label, with 1 to 4 proof images uploaded first under domain
 * `package-claim`. Staff compare the claim with the pool parcels and approve it with one of them (the parcel
 * becomes the member's L package) or reject it with a reason. Members name a claim by its numeric id; the staff
 * console by its record code (PC...).
 */
import { z } from 'zod';
import { boundedArray, recordIdParam, requiredTextWith } from '../catalogue/field-rules.ts';
import { MAX_RECORD_CODE_LENGTH } from '../requests/record-codes.ts';
import {
  cancelReasonMessages,
  pageNumberSchema,
  pageOf,
  searchParamSchema,
  staffRequestSchema,
} from '../requests/request-contract.ts';
import { parcelLabelFields } from './parcel-fields.ts';

export const CLAIM_TRACKING_MAX = 20;
export const CLAIM_RECEIVER_MAX = 100;
export const CLAIM_MAX_IMAGES = 4;
/** The tag a claim's proof images carry (spec). */
export const PROOF_OF_PACKAGE_TAG = 'PROOF_OF_PACKAGE';
/** Where a claim's images are uploaded first: `POST /api/uploads/member-files?domain=package-claim`. */
export const CLAIM_UPLOAD_DOMAIN = 'package-claim';

export const claimMessages = {
  trackingRequired: 'Tracking number is required',
  trackingTooLong: `Tracking number is too long (max. ${CLAIM_TRACKING_MAX})`,
  receiverRequired: 'Receiver name is required',
  receiverTooLong: `Receiver name is too long (max. ${CLAIM_RECEIVER_MAX})`,
  imagesRequired: 'Please upload at least one image',
  tooManyImages: `Maximum ${CLAIM_MAX_IMAGES} images allowed`,
  imageInvalid: 'Invalid image',
  fileTooLarge: 'File size cannot exceed 15MB',
  uploadFailed: 'Failed to upload images',
  packageRequired: 'Choose the parcel to give',
  packageInvalid: 'Invalid package code',
  noSuchParcel: 'No parcel has this code',
  notInPool: 'This parcel is no longer in the lost-and-found pool: it was given to a member or disposed of.',
} as const;

/** A proof image uploaded first, referred to by its server-given name. */
export const claimImageSchema = z.object({
  filename: z
    .string({ error: claimMessages.imageInvalid })
    .max(80, { error: claimMessages.imageInvalid, abort: true })
    .regex(/^[a-f0-9]{32}\.(jpg|png|gif|webp)$/, claimMessages.imageInvalid),
  tag: z.literal(PROOF_OF_PACKAGE_TAG, { error: claimMessages.imageInvalid }).default(PROOF_OF_PACKAGE_TAG),
});

/** Body of `POST /api/package-claims` (and the claim form's check): values trimmed, 1 to 4 images. */
export const claimInputSchema = z.object({
  trackingNo: requiredTextWith(CLAIM_TRACKING_MAX, {
    required: claimMessages.trackingRequired,
    tooLong: claimMessages.trackingTooLong,
  }),
  receiverName: requiredTextWith(CLAIM_RECEIVER_MAX, {
    required: claimMessages.receiverRequired,
    tooLong: claimMessages.receiverTooLong,
  }),
  images: boundedArray(claimImageSchema, {
    max: CLAIM_MAX_IMAGES,
    tooMany: claimMessages.tooManyImages,
    min: 1,
    tooFew: claimMessages.imagesRequired,
    notAList: claimMessages.imagesRequired,
  }),
});
export type ClaimInput = z.input<typeof claimInputSchema>;
export type ClaimValues = z.output<typeof claimInputSchema>;

/** Answer of `POST /api/package-claims`: the claim's id, as members name it. */
export const claimCreatedSchema = z.object({ id: z.number().int() });

/** `DELETE /api/package-claims/{id}`: the member's claim id (a malformed one is a 400, an unknown one a 404). */
export const claimIdParamsSchema = z.object({
  id: recordIdParam('Invalid claim id'),
});

const claimFileSchema = z.object({ filename: z.string(), tag: z.string(), url: z.string() });

/** One of the member's claims as `GET /api/package-claims` lists it. */
export const claimSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
  trackingNo: z.string(),
  receiverName: z.string(),
  images: z.array(claimFileSchema),
  /** Approved (SCPC02): the package the member was given (`/packages/{code}`). */
  packageCode: z.string().nullable(),
  /** Rejected (SCPC03): the reason staff gave. */
  rejectReason: z.string().nullable(),
  /** Only while pending (SCPC01). */
  cancellable: z.boolean(),
});
export type Claim = z.output<typeof claimSchema>;

export const claimPageSchema = pageOf(claimSchema);
export type ClaimPage = z.output<typeof claimPageSchema>;

/** A parcel of the lost-and-found pool as staff see it: what its label says, its size and photos. */
export const poolParcelAnswerSchema = z.object({
  code: z.string(),
  status: z.string(),
  ...parcelLabelFields,
  staffNote: z.string().nullable(),
  /** When it arrived (was put in the pool). */
  createdAt: z.string(),
  photos: z.array(z.object({ filename: z.string(), url: z.string() })),
});
export type PoolParcel = z.output<typeof poolParcelAnswerSchema>;

/** Answer of `GET /api/staff/lost-and-found`: the pool, newest first, each parcel with how many pending claims it may answer. */
export const poolPageSchema = pageOf(
  poolParcelAnswerSchema.extend({
    /** Pending claims whose tracking number or receiver name matches the parcel (it is among their candidates). */
    pendingClaims: z.number().int().nonnegative(),
  }),
);
export type PoolPage = z.output<typeof poolPageSchema>;

/** Query of `GET /api/staff/lost-and-found`: a search by tracking number, receiver name or package code. */
export const poolQuerySchema = z.object({
  search: searchParamSchema,
  page: pageNumberSchema,
});
export type PoolQuery = z.output<typeof poolQuerySchema>;
export const POOL_PAGE_SIZE = 20;

/** Why a pool parcel is offered for a claim: the same tracking number, or a similar receiver name. */
export type ClaimMatch = 'TRACKING' | 'RECEIVER';

/** A tracking number as compared: letters and digits only, upper-case ('cj-1234 5' → 'CJ12345'). */
export function normalizeTrackingNo(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The words of a name as compared: lower-case letters and digits of any script, two characters or more. */
export function nameTokens(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((token) => token.length >= 2),
    ),
  ];
}

/**
 * Whether two receiver names are alike enough to offer the parcel: the same letters whatever the spacing
 * ('KimFan' and 'Kim Fan'), one inside the other, or the same words in any order ('Kim Fan' and 'fan kim'). A
 * shared word counts alone only when one name is that one word ('KIM' on the label): a common family name shared
 * by two full names ('Kim Fan', 'Kim Minji') is not a match, or every Kim in the pool would be offered.
 */
export function receiverNamesSimilar(claimed: string, label: string): boolean {
  // Every letter counts when squashed (a Korean syllable is a letter); only shared words need two.
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const a = squash(claimed);
  const b = squash(label);
  if (a.length < 2 || b.length < 2) return false;
  if (a === b || a.includes(b) || b.includes(a)) return true;
  const claimedWords = nameTokens(claimed);
  const labelWords = nameTokens(label);
  const shared = claimedWords.filter((token) => labelWords.includes(token)).length;
  return shared > 0 && shared >= Math.min(2, claimedWords.length, labelWords.length);
}

/** Why a pool parcel matches a claim, or null: tracking number first, then the receiver name. */
export function claimMatch(
  claim: { trackingNo: string; receiverName: string },
  parcel: { trackingNo: string | null; receiverName: string | null },
): ClaimMatch | null {
  const tracking = normalizeTrackingNo(claim.trackingNo);
  if (tracking && parcel.trackingNo && normalizeTrackingNo(parcel.trackingNo) === tracking) return 'TRACKING';
  if (parcel.receiverName && receiverNamesSimilar(claim.receiverName, parcel.receiverName)) return 'RECEIVER';
  return null;
}

/** A pool parcel offered for a claim, with why. */
export const claimCandidateSchema = poolParcelAnswerSchema.extend({
  match: z.enum(['TRACKING', 'RECEIVER']),
});
export type ClaimCandidate = z.output<typeof claimCandidateSchema>;

/** Answer of `GET /api/staff/requests/claim/{code}`: the claim, its proof, the member and the candidate parcels. */
export const staffClaimSchema = staffRequestSchema(claimSchema.omit({ cancellable: true }), {
  code: z.string(),
  /** While pending: UNCLAIMED parcels whose tracking number matches or whose receiver name is similar. */
  candidates: z.array(claimCandidateSchema),
});
export type StaffClaim = z.output<typeof staffClaimSchema>;

/** Body of `POST /api/staff/package-claims/{code}/approve`: the pool parcel given to the member. */
export const approveClaimSchema = z.object({
  packageCode: z
    .string({ error: claimMessages.packageRequired })
    .trim()
    .min(1, claimMessages.packageRequired)
    .max(MAX_RECORD_CODE_LENGTH, { error: claimMessages.packageInvalid, abort: true })
    .regex(/^PK\d+$/, claimMessages.packageInvalid),
});
export type ApproveClaimInput = z.input<typeof approveClaimSchema>;

/** Body of `POST /api/staff/package-claims/{code}/reject`: the reason the member is told. */
export const rejectClaimSchema = z.object({
  reason: requiredTextWith(1000, {
    required: cancelReasonMessages.reasonRequired,
    tooLong: cancelReasonMessages.reasonTooLong,
  }),
});
export type RejectClaimInput = z.input<typeof rejectClaimSchema>;

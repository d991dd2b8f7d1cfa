/**
 * What staff record of a parcel when it is received or found: its tracking number, weight, size and photos.
 * Shared by the intake desk and the lost-and-found pool registration.
 */
import { z } from 'zod';
import { boundedArray, optionalText, requiredText, wholeNumber } from '../catalogue/field-rules.ts';
import { parseFormNumber } from '../pricing/form-number.ts';

export const MAX_PARCEL_PHOTOS = 10;
/** The heaviest parcel a desk records: 200 kg (the packing limit), in grams. */
export const MAX_PARCEL_WEIGHT_GRAMS = 200_000;
/** The longest side, 300 cm, in tenths of a centimetre. */
export const MAX_PARCEL_SIDE_TENTHS = 3_000;

export const parcelMessages = {
  trackingRequired: 'Tracking number is required',
  trackingTooLong: 'Tracking number is too long (max. 20)',
  trackingPattern: 'Tracking number can only contain letters and numbers',
  trackingImplausible: `This does not look like a tracking number: scan the barcode, or type its 8 to 20 letters and digits`,
  tooManyPhotos: `At most ${MAX_PARCEL_PHOTOS} photos per parcel`,
  photosNotUploaded: 'Failed to upload images',
} as const;

/** A tracking number as the spec's rules take it (letters and digits, max 20), stored upper-case. */
export const trackingNumberSchema = z
  .string({ error: parcelMessages.trackingRequired })
  .trim()
  .min(1, { error: parcelMessages.trackingRequired, abort: true })
  .max(20, { error: parcelMessages.trackingTooLong, abort: true })
  .regex(/^[A-Za-z0-9]+$/, parcelMessages.trackingPattern)
  .transform((value) => value.toUpperCase());

/** The shortest tracking number a carrier prints (Korean carriers use 10 to 13 digits; international ones more). */
export const MIN_PLAUSIBLE_TRACKING_LENGTH = 8;

/**
 * A tracking number as scanned or typed at the intake desk: the stored rule plus a plausible shape (at least 8
 * characters, one of them a digit), so a slip of the keyboard ('AB') never opens a parcel's form.
 */
export const scannedTrackingNumberSchema = trackingNumberSchema.refine(
  (value) => value.length >= MIN_PLAUSIBLE_TRACKING_LENGTH && /\d/.test(value),
  parcelMessages.trackingImplausible,
);

/** A side in tenths of a centimetre, from a number of centimetres with at most one decimal (a form's '30.5'). */
function sideTenths(label: string) {
  return z.preprocess(
    parseFormNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .positive(`${label} must be greater than 0`)
      .max(MAX_PARCEL_SIDE_TENTHS / 10, `${label} is too large (max. ${MAX_PARCEL_SIDE_TENTHS / 10} cm)`)
      .transform((centimetres) => Math.round(centimetres * 10)),
  );
}

/**
 * The measurements of a parcel: weight in grams; each side sent in centimetres (one decimal) and parsed to
 * tenths of a centimetre, as packages store them; its photos.
 */
export const parcelMeasurementsSchema = z.object({
  weightGrams: wholeNumber('Weight', 1, MAX_PARCEL_WEIGHT_GRAMS, 'Weight must be at least 1 g'),
  widthCm: sideTenths('Width'),
  lengthCm: sideTenths('Length'),
  heightCm: sideTenths('Height'),
  /** Photos uploaded first with `POST /api/staff/package-photos`, by filename. */
  photos: boundedArray(z.string().max(80), {
    max: MAX_PARCEL_PHOTOS,
    tooMany: parcelMessages.tooManyPhotos,
  }).default([]),
  staffNote: optionalText('Note', 3000),
});

export const PARCEL_OVERRIDE_REASON_MAX = 500;

/**
 * Taking in a tracking number that packages already carry (at the intake desk, or into the lost-and-found pool):
 * staff's deliberate override, with the reason written in the new package's history (decision 024). Without it
 * such a parcel is refused (409). Absent: null.
 */
export const parcelOverrideSchema = z
  .object({ reason: requiredText('Reason', PARCEL_OVERRIDE_REASON_MAX) })
  .nullish()
  .transform((value) => value ?? null);

/** `POST /api/staff/lost-and-found`: a parcel nobody registered, put in the pool for a member to claim. */
export const poolParcelSchema = parcelMeasurementsSchema.extend({
  /** Unreadable or missing on the label: blank. */
  trackingNo: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    trackingNumberSchema.nullable(),
  ),
  carrierName: optionalText('Carrier', 50),
  receiverName: optionalText('Receiver name', 100),
  override: parcelOverrideSchema,
});
export type PoolParcelInput = z.input<typeof poolParcelSchema>;
export type PoolParcelValues = z.output<typeof poolParcelSchema>;

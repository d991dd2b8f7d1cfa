/**
 * Fields every answer about a physical parcel shares, spread into those answers' schemas so a parcel's label and
 * size are described once.
 */
import { z } from 'zod';

/** A parcel's measured size: weight in grams, sides in tenths of a centimetre; null until staff measure it. */
export const parcelSizeFields = {
  weightGrams: z.number().int().nullable(),
  widthTenths: z.number().int().nullable(),
  lengthTenths: z.number().int().nullable(),
  heightTenths: z.number().int().nullable(),
};

/** What a parcel's shipping label says (each null where it says nothing), then its size. */
export const parcelLabelFields = {
  trackingNo: z.string().nullable(),
  carrierName: z.string().nullable(),
  receiverName: z.string().nullable(),
  ...parcelSizeFields,
};

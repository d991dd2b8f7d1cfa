/**
 * Answers and bodies of the staff content and settings screens (issue 3 scope 10) that the other
 * contracts do not cover: help categories and topics as staff edit them, rate cards with their id and
 * active flag, and the answer of an upload.
 */
import { z } from 'zod';
import { rateCardSchema } from '../pricing/shipping-quote.ts';
import { helpFaqSchema } from './help.ts';

/** A help topic as the staff screen lists it: with its category and position. */
export const staffHelpTopicRecordSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  contentMarkdown: z.string(),
  faqs: z.array(helpFaqSchema),
  position: z.number().int(),
});
export type StaffHelpTopicRecord = z.output<typeof staffHelpTopicRecordSchema>;

/** A help category as the staff screen lists it: with its position and topics in order. */
export const staffHelpCategoryRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  position: z.number().int(),
  topics: z.array(staffHelpTopicRecordSchema),
});
export type StaffHelpCategoryRecord = z.output<typeof staffHelpCategoryRecordSchema>;

/** Answer of GET /staff/help/categories: every category in position order. */
export const staffHelpAnswerSchema = z.array(staffHelpCategoryRecordSchema);

/** Body of POST /staff/rate-cards and PATCH /staff/rate-cards/{id}: a rate card and whether it is in use. */
export const staffRateCardSchema = rateCardSchema.safeExtend({ isActive: z.boolean().default(true) });
export type StaffRateCardInput = z.input<typeof staffRateCardSchema>;
export type StaffRateCardValues = z.output<typeof staffRateCardSchema>;

/** A stored rate card as GET /staff/rate-cards answers it. */
export const rateCardRecordSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  type: z.string(),
  zone: z.string().nullable(),
  countries: z.array(z.string()),
  maxWeightGrams: z.number().int(),
  steps: z.array(z.object({ upToGrams: z.number().int(), priceKrw: z.number().int() })),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type RateCardRecord = z.output<typeof rateCardRecordSchema>;

/** One carrier option of GET /info/find-shipping-rates. */
export const shippingRateSchema = z.object({
  carrier: z.string(),
  rateKrw: z.number().int(),
  type: z.string(),
});
export type ShippingRate = z.output<typeof shippingRateSchema>;

/** Largest file POST /staff/uploads accepts. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The image types an upload may be, detected from its bytes. */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** Messages of refused uploads. */
export const uploadMessages = {
  tooLarge: 'File size cannot exceed 15MB',
  unsupportedType: 'Only PNG, JPEG, GIF and WebP images can be uploaded.',
  missingFile: 'Please choose a file to upload.',
} as const;

/** Answer of POST /staff/uploads: where the file is served, its detected type and size in bytes. */
export const uploadAnswerSchema = z.object({
  path: z.string(),
  contentType: z.enum(uploadContentTypes),
  size: z.number().int(),
});
export type UploadAnswer = z.output<typeof uploadAnswerSchema>;

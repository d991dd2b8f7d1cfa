/**
 * The fansign events contract (spec "storefront and account" §2, §3, §5, §7): GET /fansign-events with
 * slice paging, and GET /fansign-events/{id}.
 */
import { z } from 'zod';
import { fansignSubTypes, fansignTypes } from './catalogue-constants.ts';
import { recordIdParam } from './field-rules.ts';
import { sliceCursorField, sliceOf, sliceQueryFields } from './paging.ts';
import { keywordSchema, optionalEnumParam } from './query-params.ts';

/** A fansign event as the API answers it; dates are ISO 8601 timestamps. */
export const fansignEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  unitPriceKrw: z.number().int(),
  shopName: z.string(),
  type: z.enum(fansignTypes),
  subType: z.enum(fansignSubTypes),
  artistNameEn: z.string(),
  artistNameKo: z.string(),
  entryStartDate: z.string(),
  entryEndDate: z.string(),
  winnerAnnouncementDate: z.string().nullable(),
  purchaseUrl: z.string(),
  detailsUrl: z.string().nullable(),
  /** The entry period is over (entryEndDate is past): listed after open events, marked 'Ended', no applying. */
  ended: z.boolean(),
});
export type FansignEvent = z.output<typeof fansignEventSchema>;

/** A fansign event in a list, with its slice cursor. */
export const fansignEventItemSchema = fansignEventSchema.extend(sliceCursorField);
export type FansignEventItem = z.output<typeof fansignEventItemSchema>;

/** Answer of GET /fansign-events. */
export const fansignEventSliceSchema = sliceOf(fansignEventItemSchema);
export type FansignEventSlice = z.output<typeof fansignEventSliceSchema>;

/**
 * Query of GET /fansign-events. `keyword` is a case-insensitive substring of the title; `artist` is a
 * case-insensitive substring of the English or Korean artist name, or an artist group code exactly;
 * `type` and `subType` are exact code-list values (case-insensitive, unknown values refused).
 */
export const fansignEventQuerySchema = z.object({
  keyword: keywordSchema,
  type: optionalEnumParam(fansignTypes, 'event type'),
  subType: optionalEnumParam(fansignSubTypes, 'event sub-type'),
  artist: keywordSchema,
  ...sliceQueryFields,
});
export type FansignEventQueryInput = z.input<typeof fansignEventQuerySchema>;
export type FansignEventQuery = z.output<typeof fansignEventQuerySchema>;

/** Params of GET /fansign-events/{id}. */
export const fansignEventParamsSchema = z.object({
  id: recordIdParam('Invalid event id'),
});

/**
 * What every kind of request shares in the API (the request scaffold): page-number paging of a member's list
 * (`currentPage`/`totalPages`, as the spec's /ofm list has), the history timeline, the staff queue's counts
 * and the cancel body. A kind's own contract adds its fields to these.
 */
import { z } from 'zod';
import { optionalText, requiredTextWith } from '../catalogue/field-rules.ts';
import type { Actor } from './status-machines.ts';

export const REQUEST_PAGE_SIZE = 10;
export const MAX_REQUEST_PAGE_SIZE = 50;

/** The page number of a list: 1 when absent; a 400 when it is not a whole number from 1 to 100,000. */
export const pageNumberSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 1 : value),
  z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a number')
    .min(1, 'Page must be at least 1')
    .max(100_000, 'Page must be at most 100000'),
);

const requestPageSizeSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? REQUEST_PAGE_SIZE : value),
  z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a number')
    .min(1, 'Page size must be at least 1')
    .max(MAX_REQUEST_PAGE_SIZE, `Page size must be at most ${MAX_REQUEST_PAGE_SIZE}`),
);

/** A search box's text, trimmed (at most 50 characters); blank means no search. */
export const searchParamSchema = z
  .string()
  .trim()
  .max(50, { error: 'Search is too long (max. 50)', abort: true })
  .optional()
  .transform((value) => (value ? value : undefined));

/** A status filter: empty means every status; otherwise a status code of the kind (checked by the server). */
const statusFilterSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string()
    .max(10, { error: 'Unknown status', abort: true })
    .regex(/^[A-Z0-9]+$/, 'Unknown status')
    .optional(),
);

/** Query of a member's list of one kind: `?page=&size=&status=`. */
export const requestListQuerySchema = z.object({
  page: pageNumberSchema,
  size: requestPageSizeSchema,
  status: statusFilterSchema,
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

/**
 * The columns a staff queue sorts by (`sort=createdAt,desc`, the default): the server accepts no other. `amount`
 * only for a kind whose queue sorts by its amount (`sortsByAmount`); the others refuse it.
 */
export const staffQueueSortFields = ['createdAt', 'code', 'status', 'member', 'amount'] as const;
export type StaffQueueSortField = (typeof staffQueueSortFields)[number];
export type StaffQueueSort = { field: StaffQueueSortField; direction: 'asc' | 'desc' };
export const staffQueueSortMessage = 'Sort by createdAt, code, status, member or amount, then asc or desc.';
/** A kind whose queue has no amounts to sort by, asked for `sort=amount`. */
export const staffQueueNoAmountMessage = 'This queue does not sort by amount.';
const staffQueueSortSchema = z
  .string()
  .regex(/^(createdAt|code|status|member|amount),(asc|desc)$/, staffQueueSortMessage)
  .optional()
  .transform((value): StaffQueueSort => {
    const [field, direction] = (value ?? 'createdAt,desc').split(',');
    return { field: field as StaffQueueSortField, direction: direction as 'asc' | 'desc' };
  });

/**
 * Query of the staff queue of one kind: status, a search by record code or member (code, email or name), the kind's
 * type when it has types (`type=ONLINE_PRIORITY`) and the sort (`sort=code,asc`).
 */
export const staffRequestQueueQuerySchema = requestListQuerySchema.extend({
  search: searchParamSchema,
  sort: staffQueueSortSchema,
  type: z
    .string()
    .max(30, 'Unknown type')
    .regex(/^[A-Z0-9_]+$/, 'Unknown type')
    .optional(),
});
export type StaffRequestQueueQuery = z.output<typeof staffRequestQueueQuerySchema>;

/** A page of a list with page numbers. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
  });
}

/** The record code in a path (`OF2611230001`); a code no request has is a 404. */
export const requestCodeParamsSchema = z.object({ code: z.string().max(20, 'Invalid code') });

const actors = ['member', 'staff', 'system'] as const satisfies readonly Actor[];

/** One move in a request's timeline (its creation has `fromStatus` null). */
export const historyEntrySchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** The status's label from the kind's table, as the timeline shows it. */
  toLabel: z.string(),
  actor: z.enum(actors),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

export const cancelReasonMessages = {
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason is too long (max. 1000)',
} as const;

/** Body of a staff cancel: the reason the member is told. */
export const staffCancelSchema = z.object({
  reason: requiredTextWith(1000, {
    required: cancelReasonMessages.reasonRequired,
    tooLong: cancelReasonMessages.reasonTooLong,
  }),
});
export type StaffCancelInput = z.input<typeof staffCancelSchema>;

/** Body of a member's cancel: empty (spec), an optional note kept for staff. */
export const memberCancelSchema = z
  .object({ reason: optionalText('Reason', 1000) })
  .optional()
  .transform((value) => ({ reason: value?.reason ?? null }));

/** The staff queue's count of requests per status of one kind. */
export const statusCountsSchema = z.array(
  z.object({ status: z.string(), label: z.string(), count: z.number() }),
);

/** What a row or page of a request (or package) shows first: its code, its status with its label, and when it was made. */
export const recordHeadFields = {
  code: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  createdAt: z.string(),
};

/**
 * A deposit a queue row waits on (an order paid by bank transfer): the member's transfer reference and the US
 * cents they say they sent beside the cents the invoice expects (null until the member says they sent it).
 */
export const queueDepositSchema = z.object({
  reference: z.string().nullable(),
  sentUsdCents: z.number().int().nullable(),
  expectedUsdCents: z.number().int(),
});
export type QueueDeposit = z.output<typeof queueDepositSchema>;

/** A staff queue row: the request and its member (and, for a kind paid by deposit, the deposit). */
export const staffQueueRowSchema = z.object({
  ...recordHeadFields,
  member: z.object({ code: z.string(), name: z.string(), email: z.string() }),
  summary: z.string(),
  amountKrw: z.number().int().nullable(),
  deposit: queueDepositSchema.nullable().optional(),
});
export type StaffQueueRow = z.output<typeof staffQueueRowSchema>;

export const staffQueueSchema = pageOf(staffQueueRowSchema).extend({ counts: statusCountsSchema });
export type StaffQueue = z.output<typeof staffQueueSchema>;

/** The member a staff page shows a request for. */
export const staffRequestMemberSchema = z.object({ code: z.string(), name: z.string(), email: z.string() });

/** A move staff may make from the request's status (from its kind's table), as a button. */
export const staffActionSchema = z.object({ to: z.string(), action: z.string() });

/** What every staff request page has around the kind's own fields: the member, staff's moves and the timeline. */
export const staffEnvelopeShape = {
  member: staffRequestMemberSchema,
  actions: z.array(staffActionSchema),
  history: z.array(historyEntrySchema),
};
export type StaffEnvelope = z.output<z.ZodObject<typeof staffEnvelopeShape>>;

/**
 * A kind's staff request page (`GET /api/staff/requests/{kind}/{code}`): its member-facing fields (`base`), the
 * staff envelope (member, actions, history) and what only staff see (`extra`).
 */
export function staffRequestSchema<
  Base extends z.ZodRawShape,
  Extra extends z.ZodRawShape = Record<never, never>,
>(base: z.ZodObject<Base>, extra?: Extra) {
  return base.extend({ ...staffEnvelopeShape, ...(extra ?? ({} as Extra)) });
}

/** A kind with no contract of its own (its body kept by the scaffold): a row of the member's list. */
export const requestRowSchema = z.object({
  ...recordHeadFields,
  body: z.unknown(),
});
export type RequestRowAnswer = z.output<typeof requestRowSchema>;

/** A kind with no contract of its own: the member's page of one request (its body and its timeline). */
export const requestPageSchema = requestRowSchema.extend({
  editable: z.boolean(),
  cancellable: z.boolean(),
  history: z.array(historyEntrySchema),
});
export type RequestPageAnswer = z.output<typeof requestPageSchema>;

/** Answer of a create or an edit: the request's code. */
export const requestCreatedSchema = z.object({ code: z.string() });

/** Body of the generic staff move of a kind with no steps of its own: the status to move to, and why. */
export const staffMoveSchema = z.object({
  to: z.string().max(10, 'Unknown status'),
  reason: optionalText('Reason', 1000),
});

import type { Transaction } from '@fanship/db/client';
import type { QueueDeposit } from '@fanship/domain/requests/request-contract';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import type { AppContext, PackageArrivalHook, PackageFacts } from '../../lib/app-context.ts';
import type { RequestNoticeExtras } from './request-notices.ts';
import type { QueueRow, RequestRow } from './requests.repository.ts';

export type StaffMember = { memberId: number };

/** What a staff step is run with: its parsed body, the staff member, and the HTTP request (for uploads). */
export type StaffStepInput<Body> = { body: Body; staff: StaffMember; http: FastifyRequest };

/**
 * One thing staff do to a request of a kind, served at `POST /api/staff/requests/{kind}/{code}/{name}` (and at
 * `alias`, today's path, when it differs). The scaffold finds the request (404), refuses it outside `from` (409
 * naming `action`), runs the step and answers the staff page (or the step's own answer).
 */
export type StaffStep<Body = unknown> = {
  name: string;
  /** Today's path under `/api/staff` when it is not the scaffold's (`/ofm/:code/purchase`). */
  alias?: string;
  /** The statuses the step belongs to (when it is not a move `transition()` checks itself). */
  from?: readonly string[];
  /** What the step is called in the 409 outside `from`. */
  action?: string;
  body?: ZodType;
  /** An answer of its own instead of the staff page (an upload answers the stored file, 201). */
  answer?: { status: 200 | 201; schema: ZodType };
  run(context: AppContext, request: RequestRow, input: StaffStepInput<Body>): Promise<unknown>;
};

/** A staff step typed by its body schema. */
export function staffStep<Schema extends ZodType = ZodType<undefined>>(
  step: StaffStep<z.output<Schema>> & { body?: Schema },
): StaffStep {
  return step;
}

/** A queue row's line, its amount and, for a kind paid by deposit, the deposit staff confirm. */
export type QueueSummary = { summary: string; amountKrw: number | null; deposit?: QueueDeposit | null };

/** Who cancels and why (the member: no reason needed; staff: the reason the member is told). */
export type CancelActor = {
  kind: 'member' | 'staff' | 'system';
  memberId: number | null;
  reason: string | null;
};

/**
 * The member's side of a kind under `/api{path}`. With `routes` the kind writes its own (claims, unboxing and
 * orders, whose paths are not the scaffold's); otherwise the scaffold serves list, page, create, edit and cancel.
 * A kind with a contract of its own says how a list row and a page are made (`rows`, `page`, with `listSchema` and
 * `pageSchema`) and how it is created, edited and cancelled (`create`, `edit`, `cancel`); one without keeps the
 * request's `body` (parsed by `body`) on the request itself, calling the `on…` hooks inside the same transaction.
 * `moreRoutes` adds routes of its own beside the scaffold's. `createPath` is what the create's path adds to `path`
 * (packing and shipping create at `POST /packing-services/request`); `cancelBy: 'DELETE'` serves the cancel at
 * `DELETE {path}/{code}` instead of `POST {path}/{code}/cancel` (packing, repacking).
 */
export type MemberSide = {
  path: string;
  tags?: string[];
  createPath?: `/${string}`;
  cancelBy?: 'POST' | 'DELETE';
  routes?(context: AppContext): FastifyPluginAsyncZod;
  moreRoutes?(context: AppContext): FastifyPluginAsyncZod;
  body?: ZodType;
  listSchema?: ZodType;
  pageSchema?: ZodType;
  rows?(context: AppContext, requests: RequestRow[]): Promise<unknown[]>;
  page?(context: AppContext, request: RequestRow): Promise<unknown>;
  create?(context: AppContext, memberId: number, body: unknown): Promise<{ code: string }>;
  edit?(context: AppContext, request: RequestRow, body: unknown): Promise<{ code: string }>;
  cancel?(context: AppContext, request: RequestRow, member: StaffMember): Promise<void>;
  onCreate?(context: AppContext, tx: Transaction, request: RequestRow, body: unknown): Promise<void>;
  onEdit?(context: AppContext, tx: Transaction, request: RequestRow, body: unknown): Promise<void>;
  onCancel?(context: AppContext, tx: Transaction, request: RequestRow): Promise<void>;
};

/**
 * The staff console's side of a kind under `/api/staff/requests/{kind}`: a line per queue row, the kind's own
 * fields of the request page (the scaffold adds member, actions and history: `staffRequestSchema` in the domain),
 * what else its search finds, its steps, what cancelling does, and other routes of its own under `/api/staff`.
 */
export type StaffSide = {
  detailSchema?: ZodType;
  summarize?(context: AppContext, rows: QueueRow[]): Promise<Map<number, QueueSummary>>;
  /**
   * More the queue's search finds besides code and member: a condition on `requests.id` for the LIKE `pattern`
   * (an order by its deposit reference or the codes it pays for).
   */
  search?(pattern: string): SQL;
  /** The kind's types (code to label) and the condition on `requests.id` for one: the queue filters by type. */
  types?: { labels: Readonly<Record<string, string>>; where(type: string): SQL };
  /**
   * The amount `summarize` shows for a row, as an SQL expression on `requests` (null where it shows none): the queue
   * sorts by it (`sort=amount,…`), which a kind without one refuses. Its domain configuration says `sortsByAmount`.
   */
  amountSql?: SQL;
  describe?(context: AppContext, request: RequestRow): Promise<object>;
  steps?: readonly StaffStep[];
  cancel?(context: AppContext, request: RequestRow, staff: StaffMember & { reason: string }): Promise<void>;
  routes?(context: AppContext): FastifyPluginAsyncZod;
};

/**
 * A kind of request as one definition (`defineRequestKind`): its status machine, the member's and staff's sides,
 * whether it is paid for (`payable`, the paying code's `PayableKind`, handed to it from the app root) and what a
 * move's notice adds (`notice`, used by the scaffold's own moves).
 */
export type RequestKindDefinition<Payable = unknown> = {
  machine: StatusMachine;
  member?: MemberSide;
  staff?: StaffSide;
  payable?: Payable;
  notice?(context: AppContext, request: RequestRow, to: string): Promise<RequestNoticeExtras | undefined>;
  /** What a package of one of its requests having every item at last moves (the incoming: SCIN03 → SCIN02). */
  onPackageArrived?: PackageArrivalHook;
  /**
   * Whether a package's page offers this kind for the package (its `actions`, named by the machine's kind): a
   * package service offers itself on the packages its target rule takes; the incoming on a parcel nobody registered.
   */
  packageAction?(pkg: PackageFacts): boolean;
};

/** Declares a kind of request; the app root lists the kinds (`request-kinds.ts`) and registers their routes. */
export function defineRequestKind<const Definition extends RequestKindDefinition>(
  definition: Definition,
): Definition {
  if (!definition.machine.prefix)
    throw new Error(`The ${definition.machine.kind} kind has no record code prefix`);
  return definition;
}

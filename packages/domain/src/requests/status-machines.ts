import type { RecordCodePrefix } from './record-codes.ts';

/**
 * Each kind of request's statuses and the moves between them, as data (docs/domain.md "Request lifecycles"): the
 * server's one `transition()` checks a move against its kind's table, the pages take labels and which actions
 * to offer from it. A new kind of request is a new table here, not new rules spread over the code.
 */

/** Who makes a move: the member who owns the request, staff, or the system (a payment, a job). */
export type Actor = 'member' | 'staff' | 'system';

export type Transition<S extends string> = {
  from: S;
  to: S;
  /** Who may make the move. */
  by: readonly Actor[];
  /** What the move is called where it is offered (a staff button, the timeline). */
  action: string;
};

export type StatusMachine<S extends string = string> = {
  kind: string;
  prefix: RecordCodePrefix | undefined;
  /** Every status with its label, in the order lists and filters show them; the first is the initial one. */
  statuses: Readonly<Record<S, string>>;
  initial: S;
  /** Where the member may still edit (and cancel) the request: only the initial status. */
  editable: readonly S[];
  /** Where the member may select the request to pay for it (the lists' multi-select and Pay Now). */
  selectable: readonly S[];
  transitions: readonly Transition<S>[];
  /**
   * How far along each status is, for the badge's colour: a status not listed is open; 'done' (completed, paid)
   * and 'cancelled' are the ends a member reads at a glance.
   */
  tones?: Readonly<Partial<Record<S, Exclude<StatusTone, 'open'>>>>;
};

/** Where a request stands: still open, done (completed or paid), or cancelled. */
export type StatusTone = 'open' | 'done' | 'cancelled';

function machine<const S extends string>(definition: StatusMachine<S>): StatusMachine<S> {
  return definition;
}

const cancel = <S extends string>(
  from: S,
  to: S,
  by: readonly Actor[] = ['member', 'staff'],
): Transition<S> => ({
  from,
  to,
  by,
  action: 'Cancel',
});

/**
 * The moves a payment makes on what it pays for (an OFM prepayment, a shipping request): a bank deposit waits for
 * confirmation and may be sent back; a confirmed payment moves it on. The paying code makes them: the wait for a
 * deposit as the member who submitted it (their timeline says it was theirs), the others as the system.
 */
function paymentMoves<S extends string>(unpaid: S, pending: S, paid: S): Transition<S>[] {
  return [
    { from: unpaid, to: pending, by: ['member'], action: 'Deposit submitted' },
    { from: pending, to: unpaid, by: ['system'], action: 'Deposit not confirmed' },
    { from: unpaid, to: paid, by: ['system'], action: 'Payment confirmed' },
    { from: pending, to: paid, by: ['system'], action: 'Payment confirmed' },
  ];
}

export const incomingMachine = machine({
  kind: 'incoming',
  prefix: 'IN',
  statuses: {
    SCIN01: 'Registered',
    SCIN02: 'Arrived',
    SCIN03: 'Partially arrived',
    SCIN09: 'Cancelled',
  },
  initial: 'SCIN01',
  editable: ['SCIN01'],
  selectable: [],
  tones: { SCIN02: 'done', SCIN09: 'cancelled' },
  transitions: [
    // The system moves it when the member registers a parcel staff had already received for them (its R package).
    { from: 'SCIN01', to: 'SCIN02', by: ['staff', 'system'], action: 'Receive the parcel' },
    { from: 'SCIN01', to: 'SCIN03', by: ['staff'], action: 'Receive the parcel, items missing' },
    { from: 'SCIN03', to: 'SCIN02', by: ['staff'], action: 'Receive the missing items' },
    // The intake desk's undo of a receive made by mistake (`modules/intake/intake-undo.ts`), never by hand.
    { from: 'SCIN02', to: 'SCIN01', by: ['system'], action: 'Receive undone' },
    { from: 'SCIN03', to: 'SCIN01', by: ['system'], action: 'Receive undone' },
    cancel('SCIN01', 'SCIN09'),
  ],
});

export const ofmMachine = machine({
  kind: 'ofm',
  prefix: 'OF',
  statuses: {
    SCOM01: 'Awaiting payment',
    SCOM02: 'Payment pending confirmation',
    SCOM03: 'Paid, purchasing',
    SCOM04: 'Purchased, awaiting arrival',
    SCOM11: 'Completed',
    SCOM12: 'Completed with refund',
    SCOM09: 'Cancelled',
  },
  initial: 'SCOM01',
  editable: ['SCOM01'],
  selectable: ['SCOM01'],
  tones: { SCOM11: 'done', SCOM12: 'done', SCOM09: 'cancelled' },
  transitions: [
    ...paymentMoves('SCOM01', 'SCOM02', 'SCOM03'),
    { from: 'SCOM03', to: 'SCOM04', by: ['staff'], action: 'Record the purchase' },
    { from: 'SCOM03', to: 'SCOM12', by: ['staff'], action: 'Complete with refund' },
    { from: 'SCOM04', to: 'SCOM11', by: ['staff'], action: 'Complete' },
    { from: 'SCOM04', to: 'SCOM12', by: ['staff'], action: 'Complete with refund' },
    // Unpaid shop checkouts are cancelled by the system after 24 hours (their stock released).
    cancel('SCOM01', 'SCOM09', ['member', 'staff', 'system']),
  ],
});

export const claimMachine = machine({
  kind: 'claim',
  prefix: 'PC',
  statuses: { SCPC01: 'Pending', SCPC02: 'Approved', SCPC03: 'Rejected', SCPC09: 'Cancelled' },
  initial: 'SCPC01',
  editable: ['SCPC01'],
  selectable: [],
  tones: { SCPC02: 'done', SCPC09: 'cancelled' },
  transitions: [
    { from: 'SCPC01', to: 'SCPC02', by: ['staff'], action: 'Approve' },
    { from: 'SCPC01', to: 'SCPC03', by: ['staff'], action: 'Reject' },
    cancel('SCPC01', 'SCPC09', ['member']),
  ],
});

/**
 * The warehouse jobs that go requested → processing → completed (or cancelled while still requested); every one
 * labels its four statuses alike.
 */
function warehouseJob<const S extends string>(
  kind: string,
  prefix: RecordCodePrefix,
  [requested, processing, completed, cancelled]: readonly [S, S, S, S],
): StatusMachine<S> {
  const statuses = {
    [requested]: 'Requested',
    [processing]: 'Processing',
    [completed]: 'Completed',
    [cancelled]: 'Cancelled',
  } as Record<S, string>;
  const tones: Partial<Record<S, 'done' | 'cancelled'>> = {};
  tones[completed] = 'done';
  tones[cancelled] = 'cancelled';
  return machine<S>({
    kind,
    prefix,
    statuses,
    initial: requested,
    editable: [requested],
    selectable: [],
    tones,
    transitions: [
      { from: requested, to: processing, by: ['staff'], action: 'Start' },
      { from: processing, to: completed, by: ['staff'], action: 'Complete' },
      cancel(requested, cancelled),
    ],
  });
}

export const unboxingMachine = warehouseJob('unboxing', 'UB', ['SCUN01', 'SCUN02', 'SCUN03', 'SCUN09']);

export const inclusionMachine = warehouseJob('inclusion', 'IC', ['SCIL01', 'SCIL02', 'SCIL04', 'SCIL09']);

export const splitMachine = warehouseJob('split', 'SP', ['SCSP01', 'SCSP02', 'SCSP03', 'SCSP09']);

export const packingMachine = warehouseJob('packing', 'PA', ['SCPA01', 'SCPA02', 'SCPA04', 'SCPA09']);

export const repackingMachine = warehouseJob('repacking', 'RP', ['SCRE01', 'SCRE02', 'SCRE03', 'SCRE09']);

export const shippingMachine = machine({
  kind: 'shipping',
  prefix: 'SH',
  statuses: {
    SCSH01: 'Unpaid',
    SCSH02: 'Payment pending confirmation',
    SCSH03: 'Paid',
    SCSH04: 'Preparing shipment',
    SCSH05: 'Shipped',
    SCSH09: 'Cancelled',
  },
  initial: 'SCSH01',
  editable: ['SCSH01'],
  selectable: ['SCSH01'],
  tones: { SCSH05: 'done', SCSH09: 'cancelled' },
  transitions: [
    ...paymentMoves('SCSH01', 'SCSH02', 'SCSH03'),
    { from: 'SCSH03', to: 'SCSH04', by: ['staff'], action: 'Prepare the shipment' },
    { from: 'SCSH04', to: 'SCSH05', by: ['staff'], action: 'Ship with tracking number' },
    cancel('SCSH01', 'SCSH09'),
  ],
});

export const orderMachine = machine({
  kind: 'order',
  prefix: 'OR',
  statuses: {
    OR01: 'Awaiting payment',
    OR02: 'Deposit submitted',
    OR03: 'Paid',
    OR09: 'Cancelled',
  },
  initial: 'OR01',
  editable: [],
  selectable: [],
  tones: { OR03: 'done', OR09: 'cancelled' },
  transitions: [
    { from: 'OR01', to: 'OR02', by: ['member'], action: 'Submit the deposit' },
    { from: 'OR02', to: 'OR01', by: ['staff'], action: 'Reject the deposit' },
    { from: 'OR01', to: 'OR03', by: ['system'], action: 'Payment confirmed' },
    { from: 'OR02', to: 'OR03', by: ['staff'], action: 'Confirm the deposit' },
    // A member cancels an unpaid invoice; the system cancels one whose fees were cancelled.
    { from: 'OR01', to: 'OR09', by: ['member', 'system'], action: 'Cancel' },
  ],
});

/** Every kind's table, by kind. */
export const statusMachines = {
  incoming: incomingMachine,
  ofm: ofmMachine,
  claim: claimMachine,
  unboxing: unboxingMachine,
  inclusion: inclusionMachine,
  split: splitMachine,
  packing: packingMachine,
  repacking: repackingMachine,
  shipping: shippingMachine,
  order: orderMachine,
} as const;

/** The move from `from` to `to` if `actor` may make it, or undefined. */
export function findTransition<S extends string>(
  statusMachine: StatusMachine<S>,
  from: S,
  to: S,
  actor: Actor,
): Transition<S> | undefined {
  return statusMachine.transitions.find(
    (transition) => transition.from === from && transition.to === to && transition.by.includes(actor),
  );
}

/** The moves `actor` may make from a status (the actions a page offers). */
export function movesFrom<S extends string>(
  statusMachine: StatusMachine<S>,
  from: S,
  actor: Actor,
): Transition<S>[] {
  return statusMachine.transitions.filter(
    (transition) => transition.from === from && transition.by.includes(actor),
  );
}

/** Whether the request can still be cancelled by `actor` in its status. */
export function isCancellable<S extends string>(
  statusMachine: StatusMachine<S>,
  status: S,
  actor: Actor,
): boolean {
  return movesFrom(statusMachine, status, actor).some((transition) => transition.action === 'Cancel');
}

/** Whether the member may select a request in this status to pay for it. */
export function isSelectable<S extends string>(statusMachine: StatusMachine<S>, status: string): boolean {
  return (statusMachine.selectable as readonly string[]).includes(status);
}

/** A status's label, or the code itself for a status the table does not know. */
export function statusLabel<S extends string>(statusMachine: StatusMachine<S>, status: string): string {
  return (statusMachine.statuses as Record<string, string>)[status] ?? status;
}

/** A status's tone on its own table: what `tones` says, else open. */
export function statusTone<S extends string>(statusMachine: StatusMachine<S>, status: string): StatusTone {
  const tones: Partial<Record<string, StatusTone>> = statusMachine.tones ?? {};
  return tones[status] ?? 'open';
}

/**
 * The table a status code belongs to (codes are unique across kinds: SCOM01, OR03), for places that show a status
 * without its kind (the status badge); undefined for a code no request table has (a package's status).
 */
export function machineOfStatus(status: string): StatusMachine | undefined {
  return Object.values(statusMachines).find((candidate) => Object.hasOwn(candidate.statuses, status));
}

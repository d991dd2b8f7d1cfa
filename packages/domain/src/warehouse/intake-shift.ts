/**
 * The intake desk's shift view and its undo (issue 23): the parcels a worker received today (the Korean day),
 * newest first, and the undo of the last one within 5 minutes of its receive, when nothing else happened to it.
 */
import { z } from 'zod';

/** How long after a receive its worker may undo it. */
export const INTAKE_UNDO_MINUTES = 5;
const UNDO_MS = INTAKE_UNDO_MINUTES * 60 * 1000;

export const intakeUndoMessages = {
  notDesk: 'Only a parcel received at the intake desk can be undone here.',
  otherWorker: 'Only the worker who received this parcel can undo it.',
  notLast: 'Only your last received parcel can be undone.',
  tooLate: `A receive can be undone only within ${INTAKE_UNDO_MINUTES} minutes. Change the package on its page instead.`,
  requestDone: (code: string) =>
    `Request ${code} this package was bought for is no longer in progress: the receive can no longer be undone here.`,
  changed:
    'Something else happened to this package since it was received (a request, unboxing, a change): it can no longer be undone here.',
} as const;

/** What the undo's guard reads of the package, its receive and the worker asking. */
export type UndoCheck = {
  /** The worker who made the package (its creation row), and the worker asking. */
  receivedBy: number | null;
  staffMemberId: number;
  receivedAt: Date;
  now: Date;
  /** The worker's newest receive is this package. */
  isLastOfWorker: boolean;
  /** Nothing but its creation in the package's history, still in the status it was made in, held by no request. */
  untouched: boolean;
};

/** Why the receive cannot be undone, or undefined when it can (the server answers 409 with the message). */
export function intakeUndoBlocker(check: UndoCheck): string | undefined {
  if (check.receivedBy !== check.staffMemberId) return intakeUndoMessages.otherWorker;
  if (check.now.getTime() - check.receivedAt.getTime() > UNDO_MS) return intakeUndoMessages.tooLate;
  if (!check.untouched) return intakeUndoMessages.changed;
  if (!check.isLastOfWorker) return intakeUndoMessages.notLast;
  return undefined;
}

/** Until when a receive may be undone. */
export function undoUntil(receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + UNDO_MS);
}

const shiftParcelSchema = z.object({
  packageCode: z.string(),
  trackingNo: z.string().nullable(),
  receivedAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  /** 'expected': an OFM's result package awaiting receipt, received (decision 027). */
  destination: z.enum(['incoming', 'member', 'pool', 'expected']),
  incomingCode: z.string().nullable(),
  /** The member it was received for, with their country (ISO 3166 code); null for the pool. */
  member: z.object({ code: z.string(), name: z.string(), countryCode: z.string() }).nullable(),
});
export type ShiftParcel = z.output<typeof shiftParcelSchema>;

/** `GET /api/staff/intake/shift`: the asking worker's receives of the Korean day, newest first. */
export const intakeShiftSchema = z.object({
  /** The Korean day, `YYYY-MM-DD`. */
  day: z.string(),
  count: z.number().int(),
  parcels: z.array(shiftParcelSchema),
  /** The last receive, while its worker may still undo it. */
  undo: z.object({ packageCode: z.string(), until: z.string() }).nullable(),
});
export type IntakeShift = z.output<typeof intakeShiftSchema>;

/** `POST /api/staff/intake/{code}/undo`: the package, now VOIDED. */
export const intakeUndoResultSchema = z.object({
  packageCode: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  incomingCode: z.string().nullable(),
});
export type IntakeUndoResult = z.output<typeof intakeUndoResultSchema>;

/**
 * The intake desk's shift view and undo (issue 23). The undo reverses exactly what a receive wrote
 * (`intake.service.ts`): the package it made moves to VOIDED ('Receive undone') with a history row, no longer
 * the member's (its photos staff-only again, its storage ended) and no longer the incoming's, and an incoming it was
 * received for moves back to SCIN01 with its own history row and the member's notice. It is a guarded move: refused
 * (409) after 5 minutes, to another worker, for anything but the worker's last receive, and once anything else
 * happened to the package; under the package's row lock and the moves' status guards, of two undos one wins. An
 * OFM's result package received at the desk goes back to AWAITING_RECEIPT instead (decision 027, `undoExpected`).
 */
import type { Transaction } from '@fanship/db/client';
import { fullName } from '@fanship/domain/member';
import { incomingMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  type IntakeShift,
  type IntakeUndoResult,
  intakeUndoBlocker,
  intakeUndoMessages,
  undoUntil,
} from '@fanship/domain/warehouse/intake-shift';
import { kstDate, packageMachine } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  detachPackagePhotos,
  givePackageFiles,
  lockPackage,
  movePackage,
  type PackageRow,
} from '../packages/index.ts';
import { lockRequestRow, transition } from '../requests/index.ts';
import { latestReceiveOf, listShiftParcels, receiveTrail } from './intake-shift.repository.ts';

type Staff = { memberId: number };

/** Midnight of the Korean day of `now`. */
function kstDayStart(now: Date): { day: string; start: Date } {
  const day = kstDate(now);
  return { day, start: new Date(`${day}T00:00:00+09:00`) };
}

/** `GET /api/staff/intake/shift`: the worker's receives of the Korean day, and the undo of the last one. */
export async function intakeShift(context: AppContext, staff: Staff): Promise<IntakeShift> {
  const now = context.clock.now();
  const { day, start } = kstDayStart(now);
  const { rows, total } = await listShiftParcels(context.db, staff.memberId, start);
  const [last] = rows;
  const until = last ? undoUntil(last.createdAt) : null;
  return {
    day,
    count: total,
    parcels: rows.map((row) => ({
      packageCode: row.code,
      trackingNo: row.trackingNo,
      receivedAt: row.createdAt.toISOString(),
      status: row.status,
      statusLabel: statusLabel(packageMachine, row.status),
      destination:
        row.type === 'M' ? 'expected' : row.incomingCode ? 'incoming' : row.member ? 'member' : 'pool',
      incomingCode: row.incomingCode,
      member: row.member
        ? { code: row.member.code, name: fullName(row.member), countryCode: row.member.countryCode }
        : null,
    })),
    undo: last && until && until >= now ? { packageCode: last.code, until: until.toISOString() } : null,
  };
}

/** `POST /api/staff/intake/{code}/undo`: takes back the worker's last receive (see the file's comment). */
export function undoReceive(context: AppContext, staff: Staff, code: string): Promise<IntakeUndoResult> {
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const pkg = await lockPackage(tx, code);
    const trail = await receiveTrail(tx, pkg.id);
    const { receipt } = trail;
    if (
      receipt?.actor !== 'staff' ||
      (!trail.expected && (!pkg.trackingNo || !['R', 'L'].includes(pkg.type)))
    ) {
      throw new AppError('CONFLICT', intakeUndoMessages.notDesk);
    }
    const blocker = intakeUndoBlocker({
      receivedBy: receipt.actorMemberId,
      staffMemberId: staff.memberId,
      receivedAt: receipt.createdAt,
      now,
      untouched:
        trail.eventsAfter === 0 &&
        !trail.held &&
        pkg.status === receipt.toStatus &&
        pkg.updatedAt.getTime() === receipt.createdAt.getTime(),
      isLastOfWorker: (await latestReceiveOf(tx, staff.memberId)) === pkg.id,
    });
    if (blocker) throw new AppError('CONFLICT', blocker);
    if (trail.expected) return undoExpected(tx, pkg, staff, { now, receiptAt: receipt.createdAt });
    const incoming = pkg.incomingRequestId === null ? null : await lockRequestRow(tx, pkg.incomingRequestId);
    const owner = pkg.memberId;
    const moved = await movePackage(tx, pkg, {
      to: 'VOIDED',
      actor: 'system',
      actorMemberId: staff.memberId,
      note: `Receive undone at the intake desk${incoming ? ` (was received for ${incoming.code})` : ''}`,
      now,
      extra: {
        memberId: null,
        incomingRequestId: null,
        sourceRequestId: null,
        ...(pkg.storageStartedAt ? { storageEndedAt: now } : {}),
      },
    });
    if (owner !== null) await givePackageFiles(tx, pkg.id, null);
    if (incoming) {
      await transition(context, tx, incomingMachine, incoming, {
        to: 'SCIN01',
        actor: 'system',
        actorMemberId: staff.memberId,
        reason: `The receive as ${pkg.code} was undone: the parcel is not here yet`,
        now,
      });
    }
    return {
      packageCode: moved.code,
      status: moved.status,
      statusLabel: statusLabel(packageMachine, moved.status),
      incomingCode: incoming?.code ?? null,
    };
  });
}

/**
 * The undo of an expected package's receipt (decision 027): back to AWAITING_RECEIPT, its measurements, the photos
 * the receipt attached (not those staff added while it was awaited) and storage start taken off, while the OFM it was bought for is still in progress: under that request's row lock
 * (which its completion takes too), so a request never completes with a package awaiting receipt.
 */
async function undoExpected(
  tx: Transaction,
  pkg: PackageRow,
  staff: Staff,
  { now, receiptAt }: { now: Date; receiptAt: Date },
): Promise<IntakeUndoResult> {
  const request = pkg.sourceRequestId === null ? null : await lockRequestRow(tx, pkg.sourceRequestId);
  if (request && request.status !== 'SCOM04') {
    throw new AppError('CONFLICT', intakeUndoMessages.requestDone(request.code));
  }
  const moved = await movePackage(tx, pkg, {
    to: 'AWAITING_RECEIPT',
    actor: 'system',
    actorMemberId: staff.memberId,
    note: 'Receive undone at the intake desk: the goods are not here yet',
    now,
    extra: {
      weightGrams: null,
      widthTenths: null,
      lengthTenths: null,
      heightTenths: null,
      storageStartedAt: null,
      storageEndedAt: null,
    },
  });
  await detachPackagePhotos(tx, pkg.id, receiptAt);
  return {
    packageCode: moved.code,
    status: moved.status,
    statusLabel: statusLabel(packageMachine, moved.status),
    incomingCode: null,
  };
}

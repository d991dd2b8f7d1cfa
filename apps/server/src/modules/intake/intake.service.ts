import { fullName } from '@fanship/domain/member';
/**
 * The intake desk (docs/domain.md "Request lifecycles": staff intake the parcel by tracking number): the lookup of a
 * scanned tracking number, and receiving the parcel into a member's incoming (the R package, the incoming moved
 * on), into a member's locker without a registration, or into the lost-and-found pool. An unknown tracking number
 * never loses the parcel: the pool is always there. A number already on a package is received again only with
 * staff's override and its reason (`intake-rescans.ts`, decision 024). An OFM's result package awaiting receipt is
 * found by its code or shop tracking number and received into ARRIVED (`expected-receipts.ts`, decision 027).
 */
import { incomingMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import {
  type IntakeDestination,
  type IntakeLookup,
  type IntakeResult,
  type IntakeValues,
  intakeMessages,
} from '@fanship/domain/warehouse/intake';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolationOf } from '../../lib/database-errors.ts';
import { findIncomingDetails, receiveIncoming } from '../incomings/index.ts';
import { enqueueNotice } from '../notification-channels/index.ts';
import { createPackage, measuredParcel, type PackageRow, parcelArrivedMail } from '../packages/index.ts';
import { findMember, findRequest, lockRequestRow } from '../requests/index.ts';
import { receiveExpected } from './expected-receipts.ts';
import {
  findExpectedPackages,
  findIncomingPackageCode,
  findMemberByCode,
  findOpenIncomings,
  findPackagesByTracking,
  listIncomingItems,
  type OwnerRow,
} from './intake.repository.ts';
import { guardRescan, intakeTransaction, withRescan } from './intake-rescans.ts';
import { putParcelInPool } from './pool-parcels.ts';

const owner = (row: OwnerRow) => ({ code: row.code, name: fullName(row), email: row.email });

/** What the desk knows about a tracking number: the incomings it may be, and packages that already carry it. */
export async function lookUpTracking(context: AppContext, trackingNo: string): Promise<IntakeLookup> {
  const [incomings, existing, expected] = await Promise.all([
    findOpenIncomings(context.db, trackingNo),
    findPackagesByTracking(context.db, trackingNo),
    findExpectedPackages(context.db, trackingNo),
  ]);
  const items = await listIncomingItems(
    context.db,
    incomings.map((incoming) => incoming.id),
  );
  return {
    trackingNo,
    incomings: incomings.map((incoming) => ({
      code: incoming.code,
      status: incoming.status,
      statusLabel: statusLabel(incomingMachine, incoming.status),
      createdAt: incoming.createdAt.toISOString(),
      member: owner(incoming.member),
      sellerName: incoming.sellerName,
      carrierName: incoming.carrierName,
      memberNote: incoming.memberNote,
      items: items
        .filter((item) => item.requestId === incoming.id)
        .map((item) => ({
          name: item.name,
          categoryCode: item.categoryCode,
          unitPriceKrw: item.unitPriceKrw,
          quantity: item.quantity,
          memberNote: item.memberNote,
        })),
      packageCode: incoming.packageCode,
    })),
    packages: existing.map((row) => ({
      code: row.code,
      type: row.type,
      status: row.status,
      statusLabel: statusLabel(packageMachine, row.status),
      createdAt: row.createdAt.toISOString(),
      owner: row.owner ? owner(row.owner) : null,
    })),
    expected: expected.map((row) => ({
      code: row.code,
      type: row.type,
      status: row.status,
      statusLabel: statusLabel(packageMachine, row.status),
      createdAt: row.createdAt.toISOString(),
      name: row.name,
      trackingNo: row.trackingNo,
      sourceCode: row.sourceCode,
      owner: owner(row.owner),
    })),
  };
}

type Staff = { memberId: number };

/**
 * Receives the parcel for a member's incoming, in one transaction under the incoming's row lock: refused (409
 * naming the package) when the incoming already has one, so of many staff receiving it at once exactly one makes
 * the package; the package is the R package of the incoming's items, ARRIVED or PARTIALLY_ARRIVED, its storage
 * counting from now; the incoming moves to SCIN02 or SCIN03 and the member is told the package code.
 */
async function receiveForIncoming(
  context: AppContext,
  staff: Staff,
  values: IntakeValues,
  destination: Extract<IntakeDestination, { kind: 'incoming' }>,
): Promise<IntakeResult> {
  const now = context.clock.now();
  const incoming = await findRequest(context.db, incomingMachine.kind, destination.incomingCode);
  if (!incoming) {
    const message = intakeMessages.incomingUnknown(destination.incomingCode);
    throw new AppError('BAD_REQUEST', message, { 'destination.incomingCode': message });
  }
  const alreadyReceived = async () => {
    const existing = await findIncomingPackageCode(context.db, incoming.id);
    return new AppError('CONFLICT', intakeMessages.alreadyReceived(existing ?? 'already'));
  };
  const partial = destination.arrival === 'PARTIAL';
  try {
    return await intakeTransaction(context, values.trackingNo, async (tx) => {
      const locked = await lockRequestRow(tx, incoming.id);
      if (!locked) throw await alreadyReceived();
      const existing = await findIncomingPackageCode(tx, incoming.id);
      if (existing) throw new AppError('CONFLICT', intakeMessages.alreadyReceived(existing));
      if (locked.status !== 'SCIN01') {
        throw new AppError(
          'CONFLICT',
          intakeMessages.incomingNotOpen(locked.code, statusLabel(incomingMachine, locked.status)),
        );
      }
      // After the incoming's own refusals, which say more about this parcel than 'already on a package'.
      const rescan = await guardRescan(tx, values);
      const details = await findIncomingDetails(tx, incoming.id);
      const items = await listIncomingItems(tx, [incoming.id]);
      const status = partial ? 'PARTIALLY_ARRIVED' : 'ARRIVED';
      const pkg = await createPackage(tx, {
        ...measuredParcel(values),
        memberId: locked.memberId,
        type: 'R',
        status,
        sourceRequestId: incoming.id,
        incomingRequestId: incoming.id,
        carrierName: details?.carrierName ?? null,
        items: items.map((item) => ({
          name: item.name,
          categoryCode: item.categoryCode,
          unitPriceKrw: item.unitPriceKrw,
          quantity: item.quantity,
          memberNote: item.memberNote,
        })),
        storageStartedAt: now,
        actor: 'staff',
        actorMemberId: staff.memberId,
        note: withRescan(`Arrived for ${locked.code}${partial ? ', items missing' : ''}`, rescan),
        now,
      });
      await receiveIncoming(context, tx, locked, {
        packageCode: pkg.code,
        trackingNo: values.trackingNo,
        partial,
        staffMemberId: staff.memberId,
        now,
      });
      const member = await findMember(tx, locked.memberId);
      return result(
        pkg,
        'incoming',
        locked.code,
        member ? { code: member.code, name: fullName(member) } : null,
      );
    });
  } catch (error) {
    // The UNIQUE incoming_request_id is the second guard: whatever got past the lock, one package per incoming.
    if (isUniqueViolationOf(error, 'incomingRequestId')) throw await alreadyReceived();
    throw error;
  }
}

function result(
  pkg: PackageRow,
  destination: IntakeResult['destination'],
  incomingCode: string | null,
  member: IntakeResult['member'],
): IntakeResult {
  return {
    packageCode: pkg.code,
    status: pkg.status,
    statusLabel: statusLabel(packageMachine, pkg.status),
    destination,
    incomingCode,
    member,
  };
}

/** A parcel for a known member who did not register it: an R package with no source, and 'A parcel arrived'. */
async function receiveForMember(
  context: AppContext,
  staff: Staff,
  values: IntakeValues,
  memberCode: string,
): Promise<IntakeResult> {
  const now = context.clock.now();
  const member = await findMemberByCode(context.db, memberCode);
  if (!member) {
    const message = intakeMessages.memberUnknown(memberCode);
    throw new AppError('BAD_REQUEST', message, { 'destination.memberCode': message });
  }
  return intakeTransaction(context, values.trackingNo, async (tx) => {
    const rescan = await guardRescan(tx, values);
    const pkg = await createPackage(tx, {
      ...measuredParcel(values),
      memberId: member.id,
      type: 'R',
      status: 'ARRIVED',
      storageStartedAt: now,
      actor: 'staff',
      actorMemberId: staff.memberId,
      note: withRescan('Arrived without a registered incoming', rescan),
      now,
    });
    await enqueueNotice(
      tx,
      member,
      parcelArrivedMail(member.email, {
        packageCode: pkg.code,
        trackingNo: values.trackingNo,
        incomingCode: null,
        partial: false,
        publicUrl: context.config.publicUrl,
      }),
      now,
    );
    return result(pkg, 'member', null, { code: member.code, name: fullName(member) });
  });
}

/** `POST /api/staff/intake`: receives a parcel where the desk sent it. */
export async function receiveParcel(
  context: AppContext,
  staff: Staff,
  values: IntakeValues,
): Promise<IntakeResult> {
  const { destination } = values;
  switch (destination.kind) {
    case 'incoming':
      return receiveForIncoming(context, staff, values, destination);
    case 'member':
      return receiveForMember(context, staff, values, destination.memberCode);
    case 'expected':
      return receiveExpected(context, destination.packageCode, values, staff);
    case 'pool': {
      const pkg = await putParcelInPool(context, staff.memberId, {
        trackingNo: values.trackingNo,
        carrierName: destination.carrierName,
        receiverName: destination.receiverName,
        weightGrams: values.weightGrams,
        widthCm: values.widthCm,
        lengthCm: values.lengthCm,
        heightCm: values.heightCm,
        staffNote: values.staffNote,
        photos: values.photos,
        override: values.override,
      });
      return result(pkg, 'pool', null, null);
    }
  }
}

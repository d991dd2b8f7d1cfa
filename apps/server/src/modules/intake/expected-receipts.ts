/**
 * Receiving an expected package at the intake desk (decision 027): an OFM's result package waits in
 * AWAITING_RECEIPT until its goods reach the desk, which finds it by package code or the shop's tracking number
 * staff recorded. The receive records weight, size and photos like any parcel and moves it to ARRIVED, its storage
 * counting from now; the member is told. Under the package's row lock and the move's status guard, of many receives
 * of one package exactly one succeeds (409 for the others), with one history row.
 */
import { fullName } from '@fanship/domain/member';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { type IntakeResult, type IntakeValues, intakeMessages } from '@fanship/domain/warehouse/intake';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueNotice } from '../notification-channels/index.ts';
import {
  attachPackagePhotos,
  findPackage,
  lockPackage,
  movePackage,
  parcelArrivedMail,
} from '../packages/index.ts';
import { findMember } from '../requests/index.ts';
import { intakeTransaction } from './intake-rescans.ts';

type Staff = { memberId: number };

/** `POST /api/staff/intake` to an expected package: AWAITING_RECEIPT → ARRIVED with what the desk measured. */
export async function receiveExpected(
  context: AppContext,
  packageCode: string,
  values: IntakeValues,
  staff: Staff,
): Promise<IntakeResult> {
  const found = await findPackage(context.db, packageCode);
  if (!found || found.memberId === null) {
    const message = intakeMessages.expectedUnknown(packageCode);
    throw new AppError('BAD_REQUEST', message, { 'destination.packageCode': message });
  }
  return intakeTransaction(context, values.trackingNo, async (tx) => {
    const now = context.clock.now();
    const pkg = await lockPackage(tx, found.code);
    if (pkg.status !== 'AWAITING_RECEIPT') {
      throw new AppError(
        'CONFLICT',
        intakeMessages.notAwaitingReceipt(pkg.code, statusLabel(packageMachine, pkg.status)),
      );
    }
    // The scanned number is the shop's tracking number unless it is the package's own code.
    const scannedTracking = values.trackingNo === pkg.code ? null : values.trackingNo;
    const moved = await movePackage(tx, pkg, {
      to: 'ARRIVED',
      actor: 'staff',
      actorMemberId: staff.memberId,
      note: 'Received at the intake desk',
      now,
      extra: {
        trackingNo: pkg.trackingNo ?? scannedTracking,
        weightGrams: values.weightGrams,
        widthTenths: values.widthCm,
        lengthTenths: values.lengthCm,
        heightTenths: values.heightCm,
        storageStartedAt: now,
        ...(values.staffNote ? { staffNote: values.staffNote } : {}),
      },
    });
    await attachPackagePhotos(tx, moved, values.photos, now);
    const member = await findMember(tx, found.memberId as number);
    if (member) {
      await enqueueNotice(
        tx,
        member,
        parcelArrivedMail(member.email, {
          packageCode: moved.code,
          trackingNo: moved.trackingNo ?? moved.code,
          incomingCode: null,
          partial: false,
          publicUrl: context.config.publicUrl,
        }),
        now,
      );
    }
    return {
      packageCode: moved.code,
      status: moved.status,
      statusLabel: statusLabel(packageMachine, moved.status),
      destination: 'expected',
      incomingCode: null,
      member: member ? { code: member.code, name: fullName(member) } : null,
    };
  });
}

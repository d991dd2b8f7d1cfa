import type { Transaction } from '@fanship/db/client';
import type { AppContext } from './app-context.ts';

/** A package whose last missing items staff recorded as arrived (PARTIALLY_ARRIVED → ARRIVED). */
export type PackageArrival = {
  packageCode: string;
  /** The incoming request the parcel was received for, if any. */
  incomingRequestId: number | null;
  staffMemberId: number;
  now: Date;
};

/**
 * What a kind of request does, in the same transaction, when a package of its request has every item at last (the
 * incoming kind moves SCIN03 → SCIN02 and tells the member). The packages module calls the hooks the app root hands
 * it (`AppContext.packageArrivalHooks`, from the kinds' `onPackageArrived`) and names no kind.
 */
export type PackageArrivalHook = (
  context: AppContext,
  tx: Transaction,
  arrival: PackageArrival,
) => Promise<void>;

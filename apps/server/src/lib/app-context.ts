import type { Database, Transaction } from '@fanship/db/client';
import type { FileStorage } from '../adapters/file-storage/file-storage.ts';
import type { MessageSender } from '../adapters/messaging/message-sender.ts';
import type { PaymentProviders } from '../adapters/payments/payment-providers.ts';
import type { Config } from '../config.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { Clock } from './clock.ts';
import type { PayableKind } from './payable-kind.ts';

/**
 * What services need from the running app: the database, the clock, the configuration, file storage, the
 * cache of public catalogue reads, the payment providers and the kinds of request a member pays for.
 */
export type AppContext = {
  db: Database;
  clock: Clock;
  config: Config;
  fileStorage: FileStorage;
  catalogueCache: CatalogueCache;
  /** Sends text messages (phone codes; the outbox worker's messaging notices): Twilio, or the dev mailbox. */
  messenger: MessageSender;
  /** The payment window providers (the sandbox unless configured otherwise). */
  payments: PaymentProviders;
  /** The kinds of request a member pays for, handed in by the app root (app.ts): the paying code names none. */
  payableKinds: readonly PayableKind[];
  /** What the kinds do when a package of theirs has every item at last, from the app root's kinds. */
  packageArrivalHooks: readonly PackageArrivalHook[];
  /** The kinds a package's page offers to ask for (its `actions`), from the app root's kinds. */
  packageActions: readonly PackageActionOffer[];
  /** What other modules do when an order settles (the inviter's referral reward), from the app root. */
  orderSettledHooks: readonly OrderSettledHook[];
};

/**
 * What a module does, in the settling transaction, when a member's order settles (paid by any method, credit only
 * included): the payments module calls every hook the app root hands it (`AppContext.orderSettledHooks`) and names
 * no module. A hook runs on every settlement; one that acts once (the referral reward) keeps that rule itself.
 */
export type OrderSettledHook = (
  context: AppContext,
  tx: Transaction,
  settled: { memberId: number; orderCode: string; now: Date },
) => Promise<void>;

/** What a package's page knows of a package when it decides which kinds to offer for it. */
export type PackageFacts = { type: string; status: string; hasSource: boolean };

/**
 * A kind of request a package's page offers for the package (`action`: the kind's name, the web's button and form)
 * when `offers` says so: the packages module asks every kind the app root hands it and names none.
 */
export type PackageActionOffer = { action: string; offers(pkg: PackageFacts): boolean };

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

import type { Database } from '@fanship/db/client';
import type { FileStorage } from '../adapters/file-storage/file-storage.ts';
import type { PaymentProviders } from '../adapters/payments/payment-providers.ts';
import type { Config } from '../config.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import type { Clock } from './clock.ts';
import type { PackageArrivalHook } from './package-arrival.ts';
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
  /** The payment window providers (the sandbox unless configured otherwise). */
  payments: PaymentProviders;
  /** The kinds of request a member pays for, handed in by the app root (app.ts): the paying code names none. */
  payableKinds: readonly PayableKind[];
  /** What the kinds do when a package of theirs has every item at last, from the app root's kinds. */
  packageArrivalHooks: readonly PackageArrivalHook[];
};

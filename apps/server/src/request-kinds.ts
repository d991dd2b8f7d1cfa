import type { PackageActionOffer, PackageArrivalHook } from './lib/app-context.ts';
import { claimKind } from './modules/claims/index.ts';
import { inclusionKind } from './modules/inclusions/index.ts';
import { incomingKind } from './modules/incomings/index.ts';
import { ofmKind } from './modules/ofm/index.ts';
import { packingKind } from './modules/packings/index.ts';
import { orderKind, type PayableKind } from './modules/payments/index.ts';
import { repackingKind } from './modules/repackings/index.ts';
import type { RequestKindDefinition } from './modules/requests/index.ts';
import { shippingKind } from './modules/shippings/index.ts';
import { splitKind } from './modules/splits/index.ts';
import { unboxingKind } from './modules/unboxing/index.ts';

/**
 * The server's kinds of request (each one `defineRequestKind` in its module): `app.ts` registers their routes in
 * one loop, and the paying code is handed the payable ones. A new kind is one more line here.
 */
export const requestKinds: readonly RequestKindDefinition<PayableKind>[] = [
  incomingKind,
  ofmKind,
  orderKind,
  claimKind,
  unboxingKind,
  splitKind,
  inclusionKind,
  packingKind,
  repackingKind,
  shippingKind,
];

/** The kinds a member pays for (OFM's prepayment, shipping), for the paying code (`AppContext.payableKinds`). */
export function payableKindsOf(kinds: readonly RequestKindDefinition<PayableKind>[]): readonly PayableKind[] {
  return kinds.flatMap((kind) => (kind.payable ? [kind.payable] : []));
}

/** What the kinds do when a package has every item at last, for the packages module (`AppContext.packageArrivalHooks`). */
export function packageArrivalHooksOf(
  kinds: readonly RequestKindDefinition<PayableKind>[],
): readonly PackageArrivalHook[] {
  return kinds.flatMap((kind) => (kind.onPackageArrived ? [kind.onPackageArrived] : []));
}

/** The kinds a package's page may offer, in the kinds' order, for the packages module (`AppContext.packageActions`). */
export function packageActionsOf(
  kinds: readonly RequestKindDefinition<PayableKind>[],
): readonly PackageActionOffer[] {
  return kinds.flatMap((kind) =>
    kind.packageAction ? [{ action: kind.machine.kind, offers: kind.packageAction }] : [],
  );
}

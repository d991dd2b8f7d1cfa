import { claimKind } from '../features/claims/index.ts';
import { inclusionKind } from '../features/inclusions/index.ts';
import { incomingKind } from '../features/incomings/index.ts';
import { ofmKind } from '../features/ofm/index.ts';
import { packingKind } from '../features/packings/index.ts';
import { orderKind } from '../features/payments/index.ts';
import { repackingKind } from '../features/repackings/index.ts';
import { shippingKind } from '../features/shippings/index.ts';
import { splitKind } from '../features/splits/index.ts';
import { staffNavSections, type WebRequestKind } from '../features/staff-requests/index.ts';
import { unboxingKind } from '../features/unboxing/index.ts';

/**
 * The web app's request kinds, composed here at the app root (the scaffold in `features/requests` imports none of
 * them): the staff console's queues, request pages and navigation come from this list. A new kind is one more
 * entry. Its order is the navigation's: the member kinds, then orders, then lost-and-found claims. A kind the domain
 * has not switched on yet (`built: false` in `request-kinds.ts`) is left out, so its pages can land before it is.
 */
export const webRequestKinds: readonly WebRequestKind[] = [
  incomingKind,
  ofmKind,
  splitKind,
  inclusionKind,
  packingKind,
  repackingKind,
  shippingKind,
  unboxingKind,
  orderKind,
  claimKind,
].filter((kind) => kind.config.built);

/** The staff console's navigation of the kinds, one section per heading. */
export const staffRequestNav = staffNavSections(webRequestKinds);

/** A kind by its name ('ofm'), or undefined for a kind the web app does not have. */
export function webRequestKind(name: string): WebRequestKind | undefined {
  return webRequestKinds.find((kind) => kind.name === name);
}

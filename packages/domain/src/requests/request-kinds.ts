import { ofmTypeLabels } from '../pricing/ofm-type-labels.ts';
import { packingTypeLabels, shippingCarrierLabels } from '../warehouse/forwarding-code-lists.ts';
/**
 * The request kinds as the pages and notices name them (the request scaffold's configuration): each kind's
 * status table, its title, where the member finds it, and whether it is built yet. The member's tab bar lists
 * the built kinds in the spec's order (Incoming, OFM, Split, Inclusion, Packing, Repacking, Shipping); a new kind
 * is switched on here once its pages exist.
 */
import {
  claimMachine,
  inclusionMachine,
  incomingMachine,
  ofmMachine,
  orderMachine,
  packingMachine,
  repackingMachine,
  type StatusMachine,
  shippingMachine,
  splitMachine,
  unboxingMachine,
} from './status-machines.ts';

export type RequestKindConfig = {
  machine: StatusMachine;
  /** How titles and notices name it: '[OFM] OF2611230001'. */
  title: string;
  /** The member's list; a request's page is `${path}/${code}`. */
  path: string;
  /** Whether its pages and API exist (only built kinds are in the tab bar and the staff queue). */
  built: boolean;
  /** How the staff queue names the kind's list, when not '{title} requests' ('Orders'). */
  listTitle?: string;
  /** Members see its requests only in its list (claims, by numeric id): notices link to `path` itself. */
  listOnly?: boolean;
  /** False when its requests carry no money (claims, inclusions): the staff queue has no Amount column. */
  amounts?: false;
  /**
   * Its staff queue sorts by the amount it shows (`sort=amount,…`): the server's kind gives the amount as SQL
   * (`staff.amountSql`); the Amount heading and the phone's Sort select offer it only then.
   */
  sortsByAmount?: true;
  /**
   * Its types by code with their labels, when its requests have one (OFM, packing; shipping's carriers): the staff
   * queue filters by them.
   */
  types?: Readonly<Record<string, string>>;
  /**
   * Its button on a package page that the server offers it on, when not 'Request {title}' (spec §2 Packages); its
   * form opens with the package chosen (`?packageCode=`), or with the parcel's tracking number (`byTrackingNo`).
   */
  packageAction?: { label: string; byTrackingNo?: true };
};

/** The tab bar's kinds, in the spec's order. */
export const requestKinds = [
  {
    machine: incomingMachine,
    title: 'Incoming',
    path: '/incomings',
    built: true,
    sortsByAmount: true,
    packageAction: { label: 'Add Item Information', byTrackingNo: true },
  },
  {
    machine: ofmMachine,
    title: 'OFM',
    path: '/ofm',
    built: true,
    types: ofmTypeLabels,
    sortsByAmount: true,
  },
  {
    machine: splitMachine,
    title: 'Split',
    path: '/splits',
    built: true,
    sortsByAmount: true,
    packageAction: { label: 'Split' },
  },
  { machine: inclusionMachine, title: 'Inclusion', path: '/inclusions', built: true, amounts: false },
  { machine: packingMachine, title: 'Packing', path: '/packings', built: true, types: packingTypeLabels },
  {
    machine: repackingMachine,
    title: 'Repacking',
    path: '/repackings',
    built: true,
    packageAction: { label: 'Repack' },
  },
  {
    machine: shippingMachine,
    title: 'Shipping',
    path: '/shippings',
    built: true,
    types: shippingCarrierLabels,
    packageAction: { label: 'Ship' },
  },
] as const satisfies readonly RequestKindConfig[];

/** The kinds members can use today, in tab order. */
export const builtRequestKinds: readonly RequestKindConfig[] = requestKinds.filter((kind) => kind.built);

/**
 * Orders (invoices) live on the request scaffold (record code, status table, history, staff queue) but are not a
 * request tab: the member finds them at /invoices, and staff under 'Orders' beside 'Requests'.
 */
export const orderRequestKind: RequestKindConfig = {
  machine: orderMachine,
  title: 'Order',
  path: '/invoices',
  built: true,
  listTitle: 'Orders',
  sortsByAmount: true,
};

/**
 * Unboxing videos are asked for on a package's page (the 'Request Unboxing Video' modal), not a request tab; staff
 * find them under Requests. A notice about one links to its package's page (the caller gives the link).
 */
export const unboxingRequestKind: RequestKindConfig = {
  machine: unboxingMachine,
  title: 'Unboxing',
  path: '/packages',
  built: true,
  sortsByAmount: true,
};

/**
 * Lost-and-found claims (kind 'claim', PC...): not a request tab; the member's claims table is /lost-and-found
 * (members name a claim by its numeric id, so there is no page per claim), staff review them under 'Lost & found'.
 */
export const claimRequestKind: RequestKindConfig = {
  machine: claimMachine,
  title: 'Claim',
  path: '/lost-and-found',
  built: true,
  listTitle: 'Claims',
  listOnly: true,
  amounts: false,
};

/** Every kind the staff console has a queue and a request page for: the built member kinds, then orders, unboxing, claims. */
export const staffRequestKinds: readonly RequestKindConfig[] = [
  ...builtRequestKinds,
  orderRequestKind,
  unboxingRequestKind,
  claimRequestKind,
];

/** A kind's configuration by its machine's kind name ('ofm', 'order'). */
export function requestKind(kind: string): RequestKindConfig | undefined {
  return [...requestKinds, orderRequestKind, unboxingRequestKind, claimRequestKind].find(
    (candidate) => candidate.machine.kind === kind,
  );
}

/** How the staff console heads a kind's queue: 'OFM requests', 'Orders'. */
export function requestListTitle(kind: RequestKindConfig): string {
  return kind.listTitle ?? `${kind.title} requests`;
}

import { type RequestKindConfig, requestKind } from '@fanship/domain/requests/request-kinds';
import type { ReactNode } from 'react';
import { requestKeys } from '../../lib/query-keys.ts';
import type { StaffQueueExtras } from './staff/queue-bulk.tsx';
import { StaffRequestDetailPage } from './staff/staff-request-detail.tsx';
import type { StaffRequestDetail } from './staff/staff-requests-api.ts';

/** One link of the staff console's navigation. */
export type StaffNavLink = {
  label: string;
  to: string;
  /**
   * Whether the link is the current page, when that is not simply "the address starts with `to`" (the orders
   * queue and its deposits shortcut share a path and differ by the status filter).
   */
  isCurrent?: (location: { pathname: string; search: string }) => boolean;
};

/** A heading of the staff console's navigation ('Requests', 'Orders') with its links, in registry order. */
export type StaffNavSection = { section: string; links: StaffNavLink[] };

/** What a kind writes: its domain configuration, its part of the staff page and where staff find it. */
export type RequestKindDefinition<Detail> = {
  /** The kind's configuration in the domain (`request-kinds.ts`): status table, title, member path. */
  config: RequestKindConfig;
  /**
   * The kind's own part of the staff request page (its fields, items, amounts and steps), given the request as the
   * staff API answers it (`StaffRequestDetail` plus the kind's schema type). The rest of the page is the scaffold's.
   */
  staffBody?: (detail: StaffRequestDetail & Detail) => ReactNode;
  /** Where the staff console lists it: under which heading, with which links (default: its queue under 'Requests'). */
  staffNav?: StaffNavSection;
  /** What its queue shows and does beyond the scaffold's: columns of its own, a bulk action (orders: deposits). */
  staffQueue?: StaffQueueExtras;
};

/**
 * A kind as the web app knows it, with its type parameter closed over: the registry (composed at the app root,
 * `app/request-kinds.ts`) holds kinds of different detail types side by side without casts.
 */
export type WebRequestKind = {
  config: RequestKindConfig;
  /** The kind's name ('ofm'): its staff path segment and the first part of its query keys. */
  name: string;
  /** The kind's member query keys (list, detail): `requestKeys(name)`. */
  keys: ReturnType<typeof requestKeys>;
  staffNav: StaffNavSection;
  staffQueue?: StaffQueueExtras;
  /** `/staff/requests/{kind}/{code}` for this kind: the shared staff request page with the kind's body. */
  staffPage: (code: string) => ReactNode;
};

/** A kind's queue, one link under 'Requests'. */
export function staffQueueLink(config: RequestKindConfig): StaffNavLink {
  return { label: config.title, to: `/staff/requests/${config.machine.kind}` };
}

/** Makes a kind of the web app from what the kind writes (`Detail` is the kind's staff schema type). */
export function defineRequestKind<Detail>(definition: RequestKindDefinition<Detail>): WebRequestKind {
  const { config, staffBody } = definition;
  return {
    config,
    name: config.machine.kind,
    keys: requestKeys(config.machine.kind),
    staffNav: definition.staffNav ?? { section: 'Requests', links: [staffQueueLink(config)] },
    staffQueue: definition.staffQueue,
    staffPage: (code) => <StaffRequestDetailPage<Detail> kind={config} code={code} body={staffBody} />,
  };
}

/** The staff navigation of a list of kinds: one section per heading, in the order the headings first appear. */
export function staffNavSections(kinds: readonly WebRequestKind[]): StaffNavSection[] {
  const sections = new Map<string, StaffNavLink[]>();
  for (const kind of kinds) {
    const links = sections.get(kind.staffNav.section) ?? [];
    sections.set(kind.staffNav.section, [...links, ...kind.staffNav.links]);
  }
  return [...sections].map(([section, links]) => ({ section, links }));
}

/** A kind's configuration in the domain by its name; a name the domain does not know is a programming error. */
export function kindConfig(name: string): RequestKindConfig {
  const config = requestKind(name);
  if (!config) throw new Error(`No request kind '${name}' in the domain's request-kinds.ts`);
  return config;
}

import * as catalogueTables from '@fanship/db/catalogue-schema';
import * as paymentTables from '@fanship/db/payment-schema';
import * as requestTables from '@fanship/db/request-schema';
import * as rouletteTables from '@fanship/db/roulette-schema';
import * as accountTables from '@fanship/db/schema';
import * as warehouseTables from '@fanship/db/warehouse-schema';
import { staffHelpCategorySchema, staffHelpTopicSchema } from '@fanship/domain/catalogue/help';
import { staffInterestKeywordSchema } from '@fanship/domain/catalogue/interests';
import { staffPostSchema } from '@fanship/domain/catalogue/posts';
import { staffSitePageSchema } from '@fanship/domain/catalogue/site-pages';
import {
  staffArtistGroupSchema,
  staffArtistMemberSchema,
  staffFansignEventSchema,
  staffMarketplaceListingSchema,
  staffShopProductSchema,
  staffTrendingProductSchema,
} from '@fanship/domain/catalogue/staff-catalogue';
import { creditAdjustmentSchema } from '@fanship/domain/payments/credit-contract';
import { refundToCreditSchema, rejectDepositSchema } from '@fanship/domain/payments/payment-contract';
import { rateCardSchema } from '@fanship/domain/pricing/shipping-quote';
import { ofmItemInputSchema, ofmRequestInputSchema } from '@fanship/domain/requests/ofm';
import {
  ofmCompleteWithRefundSchema,
  ofmPackageInputSchema,
  ofmPurchaseItemInputSchema,
} from '@fanship/domain/requests/ofm-fulfilment';
import { staffCancelSchema } from '@fanship/domain/requests/request-contract';
import { addressSchema } from '@fanship/domain/schemas/address';
import { applicationInfoSchema } from '@fanship/domain/schemas/application-info';
import { emailOnlySchema } from '@fanship/domain/schemas/email';
import {
  activateNotificationChannelSchema,
  toggleNotificationChannelSchema,
} from '@fanship/domain/schemas/notification-channels';
import { rouletteRewardInputSchema } from '@fanship/domain/schemas/roulette';
import { signUpSchema } from '@fanship/domain/schemas/sign-up';
import { claimInputSchema, rejectClaimSchema } from '@fanship/domain/warehouse/claims';
import { incomingItemInputSchema, incomingRequestInputSchema } from '@fanship/domain/warehouse/incoming';
import {
  intakeSchema,
  packageStatusChangeSchema,
  poolDestinationSchema,
} from '@fanship/domain/warehouse/intake';
import { resultPackageInputSchema } from '@fanship/domain/warehouse/package-services';
import { packageItemInputSchema, packageNoteSchema } from '@fanship/domain/warehouse/packages';
import { poolParcelSchema } from '@fanship/domain/warehouse/parcels';
import { unboxingRequestSchema } from '@fanship/domain/warehouse/unboxing';
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// Issue 7, finding 7: rate cards accepted a 50-character carrier for a varchar(30) column (a 500). Each
// request contract is checked against the columns it writes, read from the Drizzle schema, so the two
// cannot drift apart again.

/** Which contract writes which table. */
const writers: [Table, z.ZodType][] = [
  [accountTables.members, signUpSchema],
  [accountTables.emailVerifications, emailOnlySchema],
  [accountTables.addresses, addressSchema],
  [accountTables.applicationInfos, applicationInfoSchema],
  [accountTables.notificationChannels, activateNotificationChannelSchema],
  [accountTables.notificationChannels, toggleNotificationChannelSchema],
  [catalogueTables.artistGroups, staffArtistGroupSchema],
  [catalogueTables.artistMembers, staffArtistMemberSchema],
  [catalogueTables.shopProducts, staffShopProductSchema],
  [catalogueTables.marketplaceListings, staffMarketplaceListingSchema],
  [catalogueTables.fansignEvents, staffFansignEventSchema],
  [catalogueTables.trendingProducts, staffTrendingProductSchema],
  [catalogueTables.posts, staffPostSchema],
  [catalogueTables.helpCategories, staffHelpCategorySchema],
  [catalogueTables.helpTopics, staffHelpTopicSchema],
  [catalogueTables.rateCards, rateCardSchema],
  [catalogueTables.sitePages, staffSitePageSchema],
  [catalogueTables.interestKeywords, staffInterestKeywordSchema],
  [requestTables.ofmRequests, ofmRequestInputSchema],
  [requestTables.ofmItems, ofmItemInputSchema],
  [requestTables.requestHistory, staffCancelSchema],
  [requestTables.ofmPurchaseItems, ofmPurchaseItemInputSchema],
  [warehouseTables.packages, ofmPackageInputSchema],
  // The staff's reason is written after the refunded amount ('₩1,000 of the prepayment was refunded… <reason>').
  [requestTables.requestHistory, ofmCompleteWithRefundSchema],
  [paymentTables.creditEntries, creditAdjustmentSchema],
  [paymentTables.creditEntries, refundToCreditSchema],
  [requestTables.requestHistory, rejectDepositSchema],
  [warehouseTables.unboxingRequests, unboxingRequestSchema],
  [warehouseTables.packageClaims, claimInputSchema],
  [requestTables.requestHistory, rejectClaimSchema],
  // The intake desk: the parcel's tracking number and staff's note; the pool's label name and carrier.
  [warehouseTables.packages, intakeSchema],
  [warehouseTables.packages, poolDestinationSchema],
  [warehouseTables.packages, poolParcelSchema],
  [warehouseTables.incomingRequests, incomingRequestInputSchema],
  [warehouseTables.incomingItems, incomingItemInputSchema],
  // 'Add Item Information': a received parcel's items become its incoming's.
  [warehouseTables.packageItems, incomingItemInputSchema],
  [warehouseTables.packages, packageNoteSchema],
  [warehouseTables.packageItems, packageItemInputSchema],
  // The new packages a package service makes (split): measured by staff like a received parcel.
  [warehouseTables.packages, resultPackageInputSchema],
  [rouletteTables.rouletteRewards, rouletteRewardInputSchema],
];

/** Length-limited columns the server fills itself, never from a request field of the same name. */
const serverWritten = new Set([
  'members.code',
  'members.password_hash',
  'members.role',
  'sessions.token_hash',
  'sessions.ip',
  'email_verifications.code_hash',
  'password_reset_requests.id_hash',
  'mail_outbox.to_address',
  'mail_outbox.status',
  'mail_outbox.dedupe_key',
  'mail_outbox.channel',
  // A catalogue cache scope's name, one of the server's own (lib/catalogue-cache.ts).
  'catalogue_versions.scope',
  // A phone code's number is the activation's checked idCode (at most 16: checked above on the channel's id_code).
  'phone_verifications.phone',
  'phone_verifications.code_hash',
  'sign_in_throttles.account_key',
  'job_schedules.name',
  'job_schedules.last_error',
  'record_code_counters.prefix',
  'record_code_counters.day',
  'artist_groups.search_term',
  'cart_items.type',
  'stored_files.storage_key',
  'stored_files.content_type',
  'stored_files.original_name',
  // The page's slug is its address (terms, privacy), chosen by the server, never by a request body.
  'site_pages.slug',
  // OFM cart lines are copied from a trending product (its own columns are checked above).
  'cart_items.name',
  'cart_items.link',
  'cart_items.image_url',
  'cart_items.shop_name',
  // The request scaffold: kinds, codes and statuses come from the status tables, actors from the session.
  'requests.kind',
  'requests.code',
  'requests.status',
  'request_history.from_status',
  'request_history.to_status',
  'request_history.actor',
  'stock_reservations.status',
  // Member uploads: names, keys and types are the server's, the domain and tag from a closed list.
  'member_files.filename',
  'member_files.domain',
  'member_files.tag',
  'member_files.storage_key',
  'member_files.content_type',
  // An unboxing remembers the package's status (from the package table) to put it back.
  'unboxing_requests.package_status_before',
  // Packages: codes, types and statuses come from the package table and the record counters; file kinds and
  // history events are the server's; a history note is the server's own text or a staff reason (the status
  // change's reason fits the column: checked in 'keeps staff reasons within the history note' below).
  'packages.code',
  'packages.type',
  'packages.status',
  'package_files.kind',
  'package_history.event',
  'package_history.from_status',
  'package_history.to_status',
  'package_history.actor',
  'package_history.note',
  // Package services: the split type comes from the split's closed list, a link's role is the server's.
  'packages.split_type',
  'request_packages.role',
  // A roulette play copies the reward it drew from the wheel (written by the staff's contract above).
  'roulette_plays.reward_name',
  'roulette_plays.reward_type',
]);

type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string } } };

/** The fields of an object contract, through refinements, transforms and pipes. */
function objectShape(schema: unknown): Record<string, unknown> {
  const { def } = (schema as ZodInternals)._zod;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'pipe') return objectShape(def.in);
  throw new Error(`not an object contract: ${def.type}`);
}

/** The longest text a field accepts, or undefined when it is not text (or has no limit). */
function maxLength(schema: unknown): number | undefined {
  const { def } = (schema as ZodInternals)._zod;
  switch (def.type) {
    case 'string':
      return (schema as { maxLength: number | null }).maxLength ?? Number.POSITIVE_INFINITY;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return maxLength(def.innerType);
    case 'pipe': {
      const limits = [maxLength(def.in), maxLength(def.out)].filter((limit) => limit !== undefined);
      return limits.length > 0 ? Math.min(...limits) : undefined;
    }
    case 'union': {
      const limits = (def.options as unknown[]).map(maxLength).filter((limit) => limit !== undefined);
      return limits.length > 0 ? Math.max(...limits) : undefined;
    }
    case 'enum':
      return Math.max(
        ...Object.values(def.entries as Record<string, string>).map((value) => String(value).length),
      );
    default:
      return undefined;
  }
}

type LimitedColumn = { name: string; length?: number; columnType: string };

function limitedColumns(table: Table): [string, LimitedColumn][] {
  return Object.entries(getTableColumns(table) as Record<string, LimitedColumn>).filter(
    ([, column]) => column.columnType === 'PgVarchar' || column.columnType === 'PgChar',
  );
}

describe('request contracts and the columns they write', () => {
  it('accept no text longer than its column', () => {
    const tooLong: string[] = [];
    for (const [table, contract] of writers) {
      const shape = objectShape(contract);
      for (const [field, column] of limitedColumns(table)) {
        if (!(field in shape) || column.length === undefined) continue;
        const limit = maxLength(shape[field]);
        if (limit !== undefined && limit > column.length) {
          tooLong.push(`${getTableName(table)}.${column.name}: column ${column.length}, contract ${limit}`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });

  it('cover every length-limited column (a new one is either written by a contract or listed here)', () => {
    // A table several contracts write (packages: the pool registration, the intake, OFM's packages) is covered by all.
    const written = new Map<Table, Record<string, unknown>>();
    for (const [table, contract] of writers) {
      written.set(table, { ...written.get(table), ...objectShape(contract) });
    }
    const uncovered: string[] = [];
    const tables = [
      ...Object.values(accountTables),
      ...Object.values(catalogueTables),
      ...Object.values(requestTables),
      ...Object.values(warehouseTables),
      ...Object.values(rouletteTables),
    ].filter(isTable);
    for (const table of tables) {
      for (const [field, column] of limitedColumns(table)) {
        const name = `${getTableName(table)}.${column.name}`;
        if (serverWritten.has(name)) continue;
        if (!(field in (written.get(table) ?? {}))) uncovered.push(name);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it('reads limits through the wrappers contracts use', () => {
    expect(maxLength(objectShape(rateCardSchema).carrier)).toBe(30);
    expect(maxLength(objectShape(addressSchema).line2)).toBe(100);
  });

  it('keeps staff reasons within the history note', () => {
    const limit = (warehouseTables.packageHistory.note as unknown as LimitedColumn).length ?? 0;
    expect(limit).toBe(1_000);
    expect(maxLength(objectShape(packageStatusChangeSchema).reason)).toBeLessThanOrEqual(limit);
  });

  it('keeps a made package’s description within its name', () => {
    const limit = (warehouseTables.packages.name as unknown as LimitedColumn).length ?? 0;
    expect(maxLength(objectShape(resultPackageInputSchema).description)).toBeLessThanOrEqual(limit);
  });
});

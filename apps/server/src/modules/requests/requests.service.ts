import {
  type HistoryEntry,
  type QueueDeposit,
  type RequestListQuery,
  type StaffQueue,
  type StaffRequestQueueQuery,
  staffQueueNoAmountMessage,
} from '@fanship/domain/requests/request-contract';
import { type Actor, type StatusMachine, statusLabel } from '@fanship/domain/requests/status-machines';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countByStatus,
  type HistoryRow,
  listMemberRequests,
  listQueue,
  type QueueRow,
  type RequestRow,
} from './requests.repository.ts';

/** The timeline of a request from its history rows, with each status's label. */
export function toHistoryEntries(machine: StatusMachine, rows: HistoryRow[]): HistoryEntry[] {
  return rows.map((row) => ({
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    toLabel: statusLabel(machine, row.toStatus),
    actor: row.actor as Actor,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Refuses a status filter the kind does not have. */
export function assertKnownStatus(machine: StatusMachine, status: string | undefined): void {
  if (status !== undefined && !Object.hasOwn(machine.statuses, status)) {
    throw new AppError('VALIDATION', 'Unknown status', { status: 'Unknown status' });
  }
}

/**
 * A page of one member's requests of a kind, newest first (every kind's member list): the request rows of the
 * page, turned into the kind's list rows by `toRows` (which reads the kind's own tables for those rows at once).
 */
export async function memberRequestPage<Row>(
  context: AppContext,
  machine: StatusMachine,
  memberId: number,
  query: RequestListQuery,
  toRows: (requests: RequestRow[]) => Promise<Row[]>,
): Promise<{ content: Row[]; currentPage: number; totalPages: number; totalElements: number }> {
  const { rows, total } = await listMemberRequests(context.db, {
    kind: machine.kind,
    memberId,
    status: query.status,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
  return {
    content: await toRows(rows),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
  };
}

/**
 * The staff queue of one kind: a page of requests (filtered by status, searched by code or member) with each
 * row's summary from the kind (`summarize`), and how many requests are in each status. The kind's `own` staff side
 * adds what its search finds, its types and its amount as SQL (without which `sort=amount` is a 400).
 */
export async function staffQueue(
  context: AppContext,
  machine: StatusMachine,
  query: StaffRequestQueueQuery,
  summarize: (
    rows: QueueRow[],
  ) => Promise<Map<number, { summary: string; amountKrw: number | null; deposit?: QueueDeposit | null }>>,
  own: {
    search?: (pattern: string) => SQL;
    types?: { labels: Readonly<Record<string, string>>; where(type: string): SQL };
    amountSql?: SQL;
  } = {},
): Promise<StaffQueue> {
  const { search: searchMore, types, amountSql } = own;
  assertKnownStatus(machine, query.status);
  if (query.type !== undefined && !types?.labels[query.type]) {
    throw new AppError('VALIDATION', 'Unknown type', { type: 'Unknown type' });
  }
  if (query.sort.field === 'amount' && !amountSql) {
    throw new AppError('VALIDATION', staffQueueNoAmountMessage, { sort: staffQueueNoAmountMessage });
  }
  const [{ rows, total }, counts] = await Promise.all([
    listQueue(
      context.db,
      {
        kind: machine.kind,
        status: query.status,
        search: query.search,
        sort: query.sort,
        where: query.type !== undefined ? types?.where(query.type) : undefined,
        amount: amountSql,
        offset: (query.page - 1) * query.size,
        limit: query.size,
      },
      searchMore,
    ),
    countByStatus(context.db, machine.kind),
  ]);
  const summaries = await summarize(rows);
  return {
    content: rows.map((row) => ({
      code: row.code,
      status: row.status,
      statusLabel: statusLabel(machine, row.status),
      createdAt: row.createdAt.toISOString(),
      member: {
        code: row.member.code,
        name: `${row.member.firstName} ${row.member.lastName}`,
        email: row.member.email,
      },
      summary: summaries.get(row.id)?.summary ?? '',
      amountKrw: summaries.get(row.id)?.amountKrw ?? null,
      ...(summaries.get(row.id)?.deposit !== undefined ? { deposit: summaries.get(row.id)?.deposit } : {}),
    })),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total / query.size)),
    totalElements: total,
    counts: Object.entries(machine.statuses).map(([status, label]) => ({
      status,
      label: label as string,
      count: counts.find((entry) => entry.status === status)?.count ?? 0,
    })),
  };
}

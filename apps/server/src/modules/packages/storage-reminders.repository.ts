import type { Database } from '@fanship/db/client';
import { members } from '@fanship/db/schema';
import { packageHistory, packages } from '@fanship/db/warehouse-schema';
import { DEFAULT_FREE_STORAGE_DAYS } from '@fanship/domain/pricing/service-fees';
import { storedStatuses } from '@fanship/domain/warehouse/package-statuses';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';

/**
 * One page of candidates after `afterId`: members' packages in a stored status, storage counting, near or past the
 * end of their free days, without the last reminder of this free period yet.
 */
export function listReminderCandidates(
  db: Database,
  query: { now: Date; afterId: number; limit: number; lookAheadDays: number },
) {
  const { now, afterId } = query;
  const freeDays = sql`coalesce(${packages.freeStorageDays}, ${DEFAULT_FREE_STORAGE_DAYS})`;
  return db
    .select({
      id: packages.id,
      code: packages.code,
      storageStartedAt: packages.storageStartedAt,
      freeStorageDays: packages.freeStorageDays,
      memberId: packages.memberId,
      email: members.email,
    })
    .from(packages)
    .innerJoin(members, eq(members.id, packages.memberId))
    .where(
      and(
        gt(packages.id, afterId),
        inArray(packages.status, [...storedStatuses]),
        isNotNull(packages.storageStartedAt),
        isNull(packages.storageEndedAt),
        lte(
          packages.storageStartedAt,
          sql`${now.toISOString()}::timestamptz - make_interval(days => greatest(${freeDays} - ${query.lookAheadDays}, 0))`,
        ),
        notExists(
          db
            .select({ id: packageHistory.id })
            .from(packageHistory)
            .where(
              and(
                eq(packageHistory.packageId, packages.id),
                eq(packageHistory.event, 'NOTICE'),
                eq(packageHistory.note, 'STORAGE_FEE_STARTED'),
                gte(packageHistory.createdAt, packages.storageStartedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(packages.id))
    .limit(query.limit);
}

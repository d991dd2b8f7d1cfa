import type { Database, Transaction } from '@fanship/db/client';
import { notificationChannels, phoneVerifications } from '@fanship/db/schema';
import type { NotificationChannelType } from '@fanship/domain/schemas/notification-channels';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { updateRow } from '../../lib/table-rows.ts';

type Executor = Database | Transaction;

export type ChannelRow = typeof notificationChannels.$inferSelect;
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

export function listChannelRows(db: Executor, memberId: number): Promise<ChannelRow[]> {
  return db.select().from(notificationChannels).where(eq(notificationChannels.memberId, memberId));
}

/** Writes the member's row of a channel (one per member and type), replacing what it said. */
export async function upsertChannel(
  db: Executor,
  row: {
    memberId: number;
    type: NotificationChannelType;
    idCode: string | null;
    enabled: boolean;
    verified: boolean;
  },
  now: Date,
): Promise<void> {
  const verifiedAt = row.verified ? now : null;
  await db
    .insert(notificationChannels)
    .values({ ...row, verifiedAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationChannels.memberId, notificationChannels.type],
      set: { idCode: row.idCode, enabled: row.enabled, verified: row.verified, verifiedAt, updatedAt: now },
    });
}

/** Turns a channel on or off, only when its row says it is verified; answers whether it did. */
export async function setChannelEnabled(
  db: Executor,
  memberId: number,
  type: NotificationChannelType,
  enabled: boolean,
  now: Date,
): Promise<boolean> {
  const verifiedRow = and(
    eq(notificationChannels.memberId, memberId),
    eq(notificationChannels.type, type),
    eq(notificationChannels.verified, true),
  );
  return (await updateRow(db, notificationChannels, verifiedRow, { enabled, updatedAt: now })) !== undefined;
}

/** The newest code sent for the member, if any. */
export function latestPhoneVerification(
  db: Executor,
  memberId: number,
): Promise<PhoneVerificationRow | undefined> {
  return db.query.phoneVerifications.findFirst({
    where: eq(phoneVerifications.memberId, memberId),
    orderBy: [desc(phoneVerifications.sentAt), desc(phoneVerifications.id)],
  });
}

/** How many codes went to the member, and to the phone, since `since`. */
export async function countCodesSince(
  db: Executor,
  memberId: number,
  phone: string,
  since: Date,
): Promise<{ byMember: number; byPhone: number }> {
  const recent = (where: ReturnType<typeof eq>) =>
    db
      .select({ value: count() })
      .from(phoneVerifications)
      .where(and(where, gte(phoneVerifications.sentAt, since)));
  const [[byMember], [byPhone]] = await Promise.all([
    recent(eq(phoneVerifications.memberId, memberId)),
    recent(eq(phoneVerifications.phone, phone)),
  ]);
  return { byMember: byMember?.value ?? 0, byPhone: byPhone?.value ?? 0 };
}

/** Writes a sent code; answers its id. */
export async function insertPhoneVerification(
  db: Executor,
  row: typeof phoneVerifications.$inferInsert,
): Promise<number> {
  const [written] = await db.insert(phoneVerifications).values(row).returning({ id: phoneVerifications.id });
  if (!written) throw new Error('The phone code was not written');
  return written.id;
}

export async function deletePhoneVerification(db: Executor, id: number): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
}

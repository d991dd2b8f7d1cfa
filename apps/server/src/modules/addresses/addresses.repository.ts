import type { Database, Transaction } from '@fanship/db/client';
import { addresses } from '@fanship/db/schema';
import type { AddressFields } from '@fanship/domain/schemas/address';
import { and, desc, eq, sql } from 'drizzle-orm';

type Executor = Database | Transaction;

export type AddressRow = typeof addresses.$inferSelect;

export function listMemberAddresses(db: Executor, memberId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

export function findMemberAddress(
  db: Executor,
  memberId: number,
  id: number,
): Promise<AddressRow | undefined> {
  return db.query.addresses.findFirst({ where: and(eq(addresses.id, id), eq(addresses.memberId, memberId)) });
}

export async function countMemberAddresses(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.memberId, memberId));
  return row?.count ?? 0;
}

export async function insertAddress(db: Executor, memberId: number, fields: AddressFields, now: Date) {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, memberId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Executor,
  memberId: number,
  id: number,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, memberId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}

import type { Database, Transaction } from '@fanship/db/client';
import { addresses } from '@fanship/db/schema';
import type { AddressFields } from '@fanship/domain/schemas/address';
import { and, desc, eq, sql } from 'drizzle-orm';
import { deleteRows, insertRow, updateRow } from '../../lib/table-rows.ts';

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
  return insertRow(db, addresses, { ...fields, memberId, createdAt: now, updatedAt: now });
}

export async function updateAddress(
  db: Executor,
  memberId: number,
  id: number,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow | undefined> {
  return updateRow(db, addresses, and(eq(addresses.id, id), eq(addresses.memberId, memberId)), {
    ...fields,
    updatedAt: now,
  });
}

export async function deleteAddress(db: Executor, memberId: number, id: number): Promise<boolean> {
  return deleteRows(db, addresses, and(eq(addresses.id, id), eq(addresses.memberId, memberId)));
}

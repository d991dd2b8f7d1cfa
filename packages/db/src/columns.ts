import { type AnyPgColumn, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The row's id: `id integer primary key generated always as identity`. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/**
 * A row's required link to the row it belongs to, `<name> integer not null references <table>(id) on delete cascade`:
 * the row goes when that one does.
 */
export const cascadingReference = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** When a row was written: `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed (the code sets it on update): `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An item as the member declares it (a package's contents, an incoming's expected items): its place in the list,
 * name, customs category, unit price in won, quantity and the member's note.
 */
export const declaredItemColumns = () => ({
  position: integer('position').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  categoryCode: varchar('category_code', { length: 30 }).notNull(),
  unitPriceKrw: integer('unit_price_krw').notNull(),
  quantity: integer('quantity').notNull(),
  memberNote: varchar('member_note', { length: 3000 }),
});

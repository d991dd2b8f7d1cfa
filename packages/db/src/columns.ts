import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row last changed (the code sets it on update): `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

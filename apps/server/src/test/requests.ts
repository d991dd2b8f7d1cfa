import { requestHistory } from '@fanship/db/request-schema';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** POSTs `payload` to `url` with the session `cookie`, expects 201 Created and answers the response. */
export async function postCreated(t: TestApp, url: string, cookie: string, payload: unknown) {
  const response = await t.post(url, payload as object, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** A request's status moves, oldest first. */
export function requestHistoryOf(t: TestApp, requestId: number) {
  return t.database.db
    .select()
    .from(requestHistory)
    .where(eq(requestHistory.requestId, requestId))
    .orderBy(asc(requestHistory.id));
}

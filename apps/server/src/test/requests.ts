import { expect } from 'vitest';
import type { TestApp } from './app.ts';

/** POSTs `payload` to `url` with the session `cookie`, expects 201 Created and answers the response. */
export async function postCreated(t: TestApp, url: string, cookie: string, payload: unknown) {
  const response = await t.post(url, payload as object, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

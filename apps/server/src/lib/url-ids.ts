import { notFound } from './app-error.ts';

/** Parses a row id from the URL (`/addresses/{id}`); anything that is not a positive integer is simply not found. */
export function parseUrlId(id: string): number {
  if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound();
  return Number(id);
}

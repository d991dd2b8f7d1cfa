/**
 * The prefill of `/ofm/new?defaultValues=` (spec "storefront and account" §2): base64 of the URL-encoded JSON of
 * the request's fields. Trending products and fansign events link to the form with it; the form reads it back.
 * Zod-free, so the catalogue pages that build the link load no schema library.
 */
import type { OfmItemInput, OfmRequestInput } from './ofm.ts';

/** Any of the form's fields; items may be partial (a trending product gives name, URL and price). */
export type OfmDefaults = Omit<Partial<OfmRequestInput>, 'items'> & { items?: Partial<OfmItemInput>[] };

/** `btoa(encodeURIComponent(JSON))`: ASCII only, so Korean names survive base64. */
export function encodeOfmDefaults(values: OfmDefaults): string {
  return btoa(encodeURIComponent(JSON.stringify(values)));
}

/** The prefill a `defaultValues` parameter carries, or null when it is missing or not one (never throws). */
export function decodeOfmDefaults(parameter: string | null | undefined): OfmDefaults | null {
  if (!parameter || parameter.length > 20_000) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(atob(parameter)));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as OfmDefaults)
      : null;
  } catch {
    return null;
  }
}

/** The link to the OFM form prefilled with `values`. */
export function ofmNewLink(values: OfmDefaults): string {
  return `/ofm/new?defaultValues=${encodeURIComponent(encodeOfmDefaults(values))}`;
}

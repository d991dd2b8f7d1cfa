/**
 * What the catalogue pages put in the OFM form's prefill (`/ofm/new?defaultValues=`, `ofm-defaults.ts`): a
 * trending product (spec "forwarding and proxy purchase" §2 "Trending catalogue": 'Purchase via OFM') and a
 * fansign event (a PROXY_FANSIGN request, spec §3 "Fansign event", "Application info"). The form lets the member
 * check and change every field; the server prices the source's item itself (decision 016).
 * Zod-free and type-only imports, so the public pages that build these links load no schema library. Values the
 * form's limits may refuse (a shop name over 20 characters) are passed as they are: the form shows and cuts them.
 */
import type { FansignEvent } from '../catalogue/fansign-events.ts';
import type { TrendingProduct } from '../catalogue/trending-products.ts';
import { type OfmDefaults, ofmNewLink } from './ofm-defaults.ts';

const KST_OFFSET_MS = 9 * 60 * 60_000;

/**
 * An instant as the OFM form's Korean time (`2026-11-24T19:00+09:00`, the shape the contract takes), or null
 * for a missing or invalid timestamp. Seconds are dropped: the form is to the minute.
 */
export function toKoreanTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return `${new Date(time + KST_OFFSET_MS).toISOString().slice(0, 16)}+09:00`;
}

/**
 * A trending product bought through OFM: the product's shop and its close time, and the product itself as the
 * one item at its catalogue price and the chosen quantity. ONLINE_REGULAR like the cart's OFM lines; the close
 * time is kept for when the member picks a type that takes shop times.
 */
export function trendingOfmDefaults(
  product: Pick<TrendingProduct, 'id' | 'name' | 'unitPriceKrw' | 'purchaseUrl' | 'shopName' | 'shopCloseAt'>,
  quantity: number,
): OfmDefaults {
  return {
    type: 'ONLINE_REGULAR',
    sourceType: 'OFM_PRODUCT',
    sourceId: String(product.id),
    shopName: product.shopName,
    shopCloseAt: toKoreanTime(product.shopCloseAt),
    items: [
      {
        url: product.purchaseUrl,
        name: product.name,
        unitPrice: product.unitPriceKrw,
        quantity,
      },
    ],
  };
}

/**
 * A fansign event joined through OFM (PROXY_FANSIGN, source FANSIGN_PORTAL): the event's shop, its entry period
 * as the shop's open and close times, the event's purchase as the one item at its unit price. A video-call event
 * is a video call (the member gives their call details in the form). The spec ties apply/attend to no event type,
 * so the prefill takes its calculator's 'apply' and the member may choose to attend. The applicant starts as the
 * member's own name (the spec's applicant information records are not built yet); the form can change it.
 */
export function fansignOfmDefaults(
  event: Pick<
    FansignEvent,
    'id' | 'title' | 'unitPriceKrw' | 'shopName' | 'type' | 'entryStartDate' | 'entryEndDate' | 'purchaseUrl'
  >,
  applicant: { firstName: string; lastName: string } | null,
): OfmDefaults {
  const applicantName = applicant ? `${applicant.firstName} ${applicant.lastName}`.trim() : '';
  return {
    type: 'PROXY_FANSIGN',
    sourceType: 'FANSIGN_PORTAL',
    sourceId: String(event.id),
    shopName: event.shopName,
    shopOpenAt: toKoreanTime(event.entryStartDate),
    shopCloseAt: toKoreanTime(event.entryEndDate),
    videoCall: event.type === 'VIDEO_CALL',
    fansignParticipation: 'APPLY',
    ...(applicantName ? { applicantName } : {}),
    items: [
      {
        url: event.purchaseUrl,
        name: event.title,
        unitPrice: event.unitPriceKrw,
        quantity: 1,
      },
    ],
  };
}

/** The OFM form's link for a trending product at a quantity. */
export function trendingOfmLink(
  product: Parameters<typeof trendingOfmDefaults>[0],
  quantity: number,
): string {
  return ofmNewLink(trendingOfmDefaults(product, quantity));
}

/** The OFM form's link for a fansign event and the member applying. */
export function fansignOfmLink(
  event: Parameters<typeof fansignOfmDefaults>[0],
  applicant: Parameters<typeof fansignOfmDefaults>[1],
): string {
  return ofmNewLink(fansignOfmDefaults(event, applicant));
}

import type { Transaction } from '@fanship/db/client';
import { calculateOfmPrepayment, countOfmShops } from '@fanship/domain/pricing/ofm-prepayment';
import { type OfmRequestValues, ofmMessages, ofmOrderValue } from '@fanship/domain/requests/ofm';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { getFansignEvent } from '../fansign-events/index.ts';
import { getMarketplaceListing } from '../marketplace/index.ts';
import { attachMemberFiles } from '../member-files/index.ts';
import { getTrendingProduct } from '../trending-products/index.ts';
import type { OfmDetailsValues, OfmItemValues } from './ofm.repository.ts';

export const ofmPricingMessages = {
  listingSold: 'This item has already been sold.',
  sourceMissing: 'The product this request was made from is no longer available.',
  eventEnded: 'The entry period of this fansign event is over.',
  sourceNeeded: 'A marketplace purchase needs the listing it is for.',
} as const;

/** An item as the request will store it: catalogue prices already put in. */
export type PricedItem = Omit<OfmItemValues, 'imageFileIds'> & { imageFilenames: string[] };

/**
 * The request's items with the server's prices: a marketplace purchase is the listing itself (price and its
 * shipping fee, `listingShippingKrw`, from the source, never from the client); a fansign purchase takes the event's price and shop; a
 * trending product must still exist. Anything else is the member's own list of what to buy.
 */
export async function resolveItems(
  context: AppContext,
  values: OfmRequestValues,
): Promise<{ items: PricedItem[]; listingShippingKrw: number; shopName: string }> {
  const items: PricedItem[] = values.items.map((item) => ({
    url: item.url,
    name: item.name,
    unitPriceKrw: item.unitPrice,
    quantity: item.quantity,
    memberNote: item.memberNote,
    imageFilenames: item.images.map((image) => image.filename),
  }));
  if (values.type === 'BUNJANG_KFD') {
    if (values.sourceType !== 'BUNJANG_KFD' || !values.sourceId) {
      throw new AppError('BAD_REQUEST', ofmPricingMessages.sourceNeeded);
    }
    const listing = await getMarketplaceListing(context, values.sourceId).catch(() => {
      throw new AppError('BAD_REQUEST', ofmPricingMessages.sourceMissing);
    });
    if (listing.saleStatus !== 'SELLING') throw new AppError('CONFLICT', ofmPricingMessages.listingSold);
    const first = items[0];
    return {
      items: [
        {
          url: `${context.config.publicUrl}/bunjang-products/${encodeURIComponent(listing.pid)}`,
          name: listing.name.slice(0, 500),
          unitPriceKrw: listing.priceKrw,
          quantity: 1,
          memberNote: first?.memberNote ?? null,
          imageFilenames: [],
        },
      ],
      listingShippingKrw: listing.shippingFeeKrw,
      shopName: values.shopName,
    };
  }
  if (values.sourceType === 'FANSIGN_PORTAL' && values.sourceId) {
    const id = Number(values.sourceId);
    const event = Number.isSafeInteger(id)
      ? await getFansignEvent(context, id).catch(() => undefined)
      : undefined;
    if (!event) throw new AppError('BAD_REQUEST', ofmPricingMessages.sourceMissing);
    if (event.ended) throw new AppError('CONFLICT', ofmPricingMessages.eventEnded);
    for (const item of items) {
      if (item.url === event.purchaseUrl) item.unitPriceKrw = event.unitPriceKrw;
    }
  }
  if (values.sourceType === 'OFM_PRODUCT' && values.sourceId) {
    const id = Number(values.sourceId);
    const product = Number.isSafeInteger(id)
      ? await getTrendingProduct(context, id).catch(() => undefined)
      : undefined;
    if (!product) throw new AppError('BAD_REQUEST', ofmPricingMessages.sourceMissing);
    for (const item of items) {
      if (item.url === product.purchaseUrl) item.unitPriceKrw = product.unitPriceKrw;
    }
  }
  return { items, listingShippingKrw: 0, shopName: values.shopName };
}

/**
 * The request's own fields with the prepayment the server computes from its items and the fee rules
 * (`calculateOfmPrepayment`): order value, domestic shipping (the listing's own fee, or ₩4,000 for each shop the
 * items' links are from) and the service fee, each stored as a fee line of its own (`ofm-fees.ts`).
 */
export function pricedDetails(
  values: Pick<
    OfmRequestValues,
    | 'type'
    | 'shopOpenAt'
    | 'shopCloseAt'
    | 'videoCall'
    | 'videoCallInfo'
    | 'memberNote'
    | 'sourceType'
    | 'sourceId'
    | 'visitMinutes'
    | 'fansignParticipation'
    | 'applicantName'
    | 'applicantData'
  >,
  resolved: {
    items: { url: string; unitPriceKrw: number; quantity: number }[];
    listingShippingKrw: number;
    shopName: string;
  },
): OfmDetailsValues {
  const orderValueKrw = ofmOrderValue(
    resolved.items.map((item) => ({ unitPrice: item.unitPriceKrw, quantity: item.quantity })),
  );
  const prepayment = calculateOfmPrepayment({
    type: values.type,
    orderValueKrw,
    shopCount: countOfmShops(resolved.items.map((item) => item.url)),
    listingShippingKrw: resolved.listingShippingKrw,
    visitMinutes: values.visitMinutes ?? undefined,
    fansignParticipation: values.fansignParticipation ?? undefined,
  });
  return {
    type: values.type,
    shopName: resolved.shopName,
    shopOpenAt: values.shopOpenAt ? new Date(values.shopOpenAt) : null,
    shopCloseAt: values.shopCloseAt ? new Date(values.shopCloseAt) : null,
    videoCall: values.videoCall,
    videoCallInfo: values.videoCallInfo,
    memberNote: values.memberNote,
    sourceType: values.sourceType,
    sourceId: values.sourceId,
    visitMinutes: values.visitMinutes,
    fansignParticipation: values.fansignParticipation,
    applicantName: values.applicantName,
    applicantData: values.applicantData,
    orderValueKrw,
    domesticShippingKrw: prepayment.domesticShippingKrw,
    feeKrw: prepayment.fee.serviceFeeKrw,
    prepaymentKrw: prepayment.prepaymentKrw,
    feeLines: prepayment.lines,
  };
}

/** Attaches the member's uploaded images to the items (refusing names that are not their OFM uploads). */
export async function withImages(
  tx: Transaction,
  memberId: number,
  items: PricedItem[],
  now: Date,
): Promise<OfmItemValues[]> {
  const files = await attachMemberFiles(
    tx,
    memberId,
    'ofm',
    items.flatMap((item) => item.imageFilenames),
    now,
  );
  return items.map(({ imageFilenames, ...item }) => ({
    ...item,
    imageFileIds: imageFilenames.map((filename) => {
      const file = files.get(filename);
      if (!file) throw new AppError('BAD_REQUEST', ofmMessages.uploadFailed);
      return file.id;
    }),
  }));
}

import { listingImageTemplates, type MarketplaceListing } from '@fanship/domain/catalogue/marketplace';
import { decodeSliceCursor, encodeSliceCursor, invalidCursorMessage } from '@fanship/domain/catalogue/paging';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  effectiveCategoryId,
  type MarketplaceSearch,
  type MarketplaceSource,
  marketplaceUnreachable,
} from './marketplace-source.ts';

/**
 * A listing as the Bunjang-style API answers it: price and shipping fee may come as text, `status` is
 * '0' selling, '1' reserved, anything else sold; `used` is 2 for almost new, 1 for used;
 * `product_image` is the image URL template with {res} and {cnt}.
 */
const upstreamListingSchema = z.object({
  pid: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  price: z.coerce.number().int().nonnegative(),
  shipping_fee: z.coerce.number().int().nonnegative().default(0),
  status: z.union([z.string(), z.number()]).transform(String),
  product_image: z.string(),
  image_count: z.number().int().nonnegative().default(1),
  description: z.string().default(''),
  used: z.number().int().default(1),
});

/** GET {base}/api/1/find_v2.json?q=&f_category_id=&page=&n=&order=date */
const upstreamSearchSchema = z.object({
  list: z.array(upstreamListingSchema),
  num_found: z.number().int().nonnegative(),
});

/** GET {base}/api/1/product/{pid}/detail_info.json (404 when unknown) */
const upstreamDetailSchema = z.object({ item_info: upstreamListingSchema });

const upstreamStatuses: Record<string, string> = { '0': 'SELLING', '1': 'RESERVED' };

function toListing(item: z.output<typeof upstreamListingSchema>): MarketplaceListing {
  return {
    pid: item.pid,
    name: item.name,
    priceKrw: item.price,
    shippingFeeKrw: item.shipping_fee,
    saleStatus: upstreamStatuses[item.status] ?? 'SOLD_OUT',
    imageUrlTemplate: item.product_image,
    imageCount: item.image_count,
    imageUrls: listingImageTemplates(item.product_image, item.image_count),
    description: item.description,
    condition: item.used === 2 ? 'LIKE_NEW' : 'USED',
  };
}

/** Fetches JSON with a timeout; a network failure, timeout, unexpected status or body is a 502. */
async function fetchJson<T>(url: string, schema: z.ZodType<T>, timeoutMs: number): Promise<T | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw marketplaceUnreachable();
  }
  if (response.status === 404) return null;
  if (!response.ok) throw marketplaceUnreachable();
  try {
    const parsed = schema.safeParse(await response.json());
    if (!parsed.success) throw marketplaceUnreachable();
    return parsed.data;
  } catch {
    throw marketplaceUnreachable();
  }
}

/** A source reading a Bunjang-style public search API at `baseUrl` (MARKETPLACE_API_URL). */
export function createHttpMarketplaceSource(baseUrl: string, timeoutMs: number): MarketplaceSource {
  return {
    async search(query: MarketplaceSearch) {
      let page = 0;
      if (query.cursor !== undefined) {
        const key = decodeSliceCursor(query.cursor, ['integer']);
        if (!key || key[0] < 1) throw new AppError('BAD_REQUEST', invalidCursorMessage);
        page = key[0];
      }
      const params = new URLSearchParams({
        q: query.keyword ?? query.artist?.name ?? '',
        f_category_id: effectiveCategoryId(query),
        page: String(page),
        n: String(query.size),
        order: 'date',
      });
      const answer = await fetchJson(
        `${baseUrl}/api/1/find_v2.json?${params}`,
        upstreamSearchSchema,
        timeoutMs,
      );
      if (!answer) throw marketplaceUnreachable();
      const listings = answer.list.map(toListing);
      const hasNext = (page + 1) * query.size < answer.num_found && answer.list.length > 0;
      return {
        data: query.isSellingOnly ? listings.filter((listing) => listing.saleStatus === 'SELLING') : listings,
        hasNext,
        nextCursor: hasNext ? encodeSliceCursor([page + 1]) : null,
      };
    },
    async getListing(pid: string) {
      const url = `${baseUrl}/api/1/product/${encodeURIComponent(pid)}/detail_info.json`;
      const answer = await fetchJson(url, upstreamDetailSchema, timeoutMs);
      return answer ? toListing(answer.item_info) : null;
    },
  };
}

import { MARKETPLACE_CARE_CATEGORY } from '@fanship/domain/catalogue/marketplace-rules';

/** The marketplace list, or its care category ('/bunjang-products?category=care'). */
export function marketplaceListPath(isCare: boolean): string {
  return isCare ? `/bunjang-products?category=${MARKETPLACE_CARE_CATEGORY}` : '/bunjang-products';
}

/** A listing's page; from the care list it keeps `category=care`, so its way back leads to the care list. */
export function listingPath(pid: string, isCare: boolean): string {
  const path = `/bunjang-products/${encodeURIComponent(pid)}`;
  return isCare ? `${path}?category=${MARKETPLACE_CARE_CATEGORY}` : path;
}

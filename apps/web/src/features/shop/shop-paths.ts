/** The address of the full shop search for a text. */
export function shopSearchPath(text: string): string {
  return `/shop-products?${new URLSearchParams({ keyword: text.trim() }).toString()}`;
}

/** The address of a shop product's page. */
export function shopProductPath(id: number): string {
  return `/shop-products/${id}`;
}

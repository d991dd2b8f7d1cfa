/** A shop product as the API lists it: the light stick the shop tests show and sell. */
export function lightStick(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'Light stick v3',
    priceKrw: 45_000,
    thumbnailPath: '/media/generated/ls.svg',
    stockQuantity: 3,
    category: 'LIGHTSTICK',
    type: 'RESTOCK',
    artistGroup: { code: 'SVT', name: 'SEVENTEEN' },
    artistMember: null,
    originShop: 'WEVERSE',
    ...overrides,
  };
}

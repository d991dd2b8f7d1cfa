import type { IncomingItem, IncomingRequest } from '@fanship/domain/warehouse/incoming';

/** An incoming's item: two mini albums at 18,000 won. */
export function incomingItemFixture(fields: Partial<IncomingItem> = {}): IncomingItem {
  return {
    id: 1,
    name: 'Mini album',
    categoryCode: 'ALBUM',
    unitPrice: 18_000,
    quantity: 2,
    amount: 36_000,
    memberNote: null,
    ...fields,
  };
}

/** The history row of an incoming just registered by its member. */
export const registeredRow = {
  fromStatus: null,
  toStatus: 'SCIN01',
  toLabel: 'Registered',
  actor: 'member',
  reason: null,
  createdAt: '2026-03-01T09:00:00.000Z',
} as const;

/** An incoming as `GET /api/incoming-services/{code}` answers it: registered, two items, editable. */
export function incomingRequestFixture(fields: Partial<IncomingRequest> = {}): IncomingRequest {
  return {
    code: 'IN2603010001',
    status: 'SCIN01',
    statusLabel: 'Registered',
    editable: true,
    cancellable: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    trackingNo: 'CJ1234567890',
    carrierName: 'HANJIN',
    sellerName: 'Album Shop',
    memberNote: 'Fragile',
    arrivedPackageCode: null,
    totalValue: 51_000,
    items: [
      incomingItemFixture({ memberNote: 'https://shop.example.kr/album/1' }),
      {
        id: 2,
        name: 'Poster',
        categoryCode: 'MERCH',
        unitPrice: 5_000,
        quantity: 3,
        amount: 15_000,
        memberNote: null,
      },
    ],
    history: [registeredRow],
    ...fields,
  };
}

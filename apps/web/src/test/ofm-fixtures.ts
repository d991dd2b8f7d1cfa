import type { OfmRequest } from '@fanship/domain/requests/ofm';

/** A private upload's name and address as the API gives them ('a' → aaaa…a.png). */
export function uploadedImage(letter: string) {
  const filename = `${letter.repeat(32)}.png`;
  return { filename, tag: 'USER_REQUEST', url: `/api/files/${filename}` };
}

/** An OFM request as `GET /api/ofm-services/{code}` answers it: awaiting payment, one item, no history yet. */
export function ofmRequestFixture(overrides: Partial<OfmRequest> = {}): OfmRequest {
  return {
    code: 'OF2603010001',
    type: 'ONLINE_REGULAR',
    status: 'SCOM01',
    statusLabel: 'Awaiting payment',
    editable: true,
    cancellable: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    shopName: 'Album Shop',
    shopOpenAt: null,
    shopCloseAt: null,
    videoCall: false,
    videoCallInfo: null,
    memberNote: null,
    sourceType: null,
    sourceId: null,
    visitMinutes: null,
    fansignParticipation: null,
    applicantName: null,
    applicantData: null,
    orderValueKrw: 36_000,
    domesticShippingKrw: 0,
    feeKrw: 7_000,
    prepaymentKrw: 43_000,
    feeLines: [{ label: 'Service fee', amountKrw: 7_000, rule: 'Order value under ₩100,000: ₩7,000' }],
    purchaseAmount: null,
    feeAmount: null,
    managerUpdatedAt: null,
    images: [],
    resultPackageCodes: [],
    awaitingPackageCodes: [],
    refundAmount: null,
    items: [
      {
        id: 1,
        url: 'https://shop.example.kr/1',
        name: 'Mini album',
        unitPrice: 18_000,
        quantity: 2,
        memberNote: null,
        images: [],
      },
    ],
    history: [],
    ...overrides,
  } as OfmRequest;
}

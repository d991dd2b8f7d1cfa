/** A priority unboxing video request of package PK2603010001 as the API answers it, its two fees unpaid. */
export function unboxingRequest(overrides: Record<string, unknown> = {}) {
  return {
    code: 'UB2603010001',
    status: 'SCUN01',
    statusLabel: 'Requested',
    createdAt: '2026-03-01T09:00:00.000Z',
    packageCode: 'PK2603010001',
    priority: true,
    memberNote: 'Film the photocards',
    free: false,
    feeKrw: 7_500,
    fees: [
      { name: 'Unboxing video', amountKrw: 2_500, status: 'UNPAID' as const },
      { name: 'Priority unboxing', amountKrw: 5_000, status: 'UNPAID' as const },
    ],
    cancellable: true,
    videos: [],
    ...overrides,
  };
}

import type { PackageDetail, PackageSummary } from '@fanship/domain/warehouse/packages';

/** Shared web test data: the member's packages. */

/** What a package's list row and its page say alike: an arrived parcel of 1.25 kg. */
const arrived = {
  name: null,
  type: 'R',
  status: 'ARRIVED',
  createdAt: '2026-03-01T09:00:00.000Z',
  trackingNo: 'CJ123',
  weightGrams: 1_250,
} as const;

/** A row of the member's package list (`PK26030100{index}`). */
export const packageSummary = (index: number, fields: Partial<PackageSummary> = {}): PackageSummary => ({
  code: `PK26030100${String(index).padStart(2, '0')}`,
  ...arrived,
  itemCount: 3,
  firstItemName: 'Mini album',
  totalValueKrw: 45_000,
  storage: {
    daysStored: 10,
    freeDays: 45,
    daysLeft: 35,
    lastFreeDay: '2026-04-14',
    warning: false,
    chargeableDays: 0,
    feeKrw: 0,
  },
  ...fields,
});

/** A member's package page: an arrived R parcel with two items, an unboxing fee and two timeline rows. */
export const packageDetail = (fields: Partial<PackageDetail> = {}): PackageDetail => ({
  code: 'PK2603010001',
  ...arrived,
  widthTenths: 305,
  lengthTenths: 200,
  heightTenths: 100,
  items: [
    { id: 11, name: 'Mini album', category: 'ALBUM', unitPrice: 20_000, quantity: 2, memberNote: null },
    { id: 12, name: 'Photocard set', category: 'PHOTOCARD', unitPrice: 5_000, quantity: 1, memberNote: null },
  ],
  totalValueKrw: 45_000,
  images: [{ id: 1, url: '/api/files/a.png' }],
  videos: [],
  memberNote: null,
  sourceCode: 'OF2603010001',
  sourcePath: '/ofm/OF2603010001',
  tags: [],
  storageStartedAt: '2026-03-01T09:00:00.000Z',
  storageEndedAt: null,
  freeStorageDuration: 45,
  countdown: {
    daysStored: 41,
    freeDays: 45,
    daysLeft: 4,
    lastFreeDay: '2026-04-14',
    warning: true,
    chargeableDays: 0,
    feeKrw: 0,
  },
  fees: [{ id: 1, name: 'Unboxing video', amountKrw: 2_500, status: 'UNPAID', originCode: 'UB2603010001' }],
  timeline: [
    {
      time: '2026-03-01T09:00:00.000Z',
      event: 'CREATED',
      actor: 'staff',
      fromLabel: null,
      toLabel: 'Arrived',
      note: null,
    },
    {
      time: '2026-04-07T00:00:00.000Z',
      event: 'NOTICE',
      actor: 'system',
      fromLabel: null,
      toLabel: null,
      note: 'Reminder sent: free storage ends in 7 days',
    },
  ],
  canEditItems: true,
  actions: ['split', 'inclusion', 'packing'],
  parentPackages: [],
  ...fields,
});

/** One page of a list answer holding `content` (`GET /api/packages`, a kind's list). */
export const onePage = <T>(content: T[]) => ({
  content,
  currentPage: 1,
  totalPages: 1,
  totalElements: content.length,
});

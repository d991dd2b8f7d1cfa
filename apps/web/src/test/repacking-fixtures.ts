import type { Repacking, RepackingSummary, StaffRepacking } from '@fanship/domain/warehouse/repacking';
import { packingDetail } from './packing-fixtures.ts';

/** Shared web test data: a row of the member's repackings: box PK2603010004 with three items added, requested. */
export const repackingSummary = (fields: Partial<RepackingSummary> = {}): RepackingSummary => ({
  code: 'RP2603090001',
  status: 'SCRE01',
  statusLabel: 'Requested',
  createdAt: '2026-03-09T01:00:00.000Z',
  targetPackage: { code: 'PK2603010004' },
  firstItemName: 'Mini album',
  itemCount: 3,
  ...fields,
});

/** The repacking's page: two packages (1.25 kg and 0.8 kg) to add into the box, requested. */
export const repackingDetail = (fields: Partial<Repacking> = {}): Repacking => ({
  ...repackingSummary(),
  memberNote: 'Please keep the posters flat',
  closedAt: null,
  // The packing fixtures' two arrived packages: 1.25 kg with two items, 0.8 kg with one.
  resourcePackages: packingDetail().targetPackages,
  resultPackageCode: null,
  videos: [],
  fees: [],
  feeKrw: 0,
  editable: true,
  cancellable: true,
  history: [
    {
      fromStatus: null,
      toStatus: 'SCRE01',
      toLabel: 'Requested',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-09T01:00:00.000Z',
    },
  ],
  ...fields,
});

/** The repacking completed (SCRE03): the new box PK2603100001 and one video. */
export const completedRepacking = () =>
  repackingDetail({
    status: 'SCRE03',
    statusLabel: 'Completed',
    editable: false,
    cancellable: false,
    closedAt: '2026-03-10T05:30:00.000Z',
    resultPackageCode: 'PK2603100001',
    videos: [{ id: 7, url: 'https://videos.example/repack-7.mp4' }],
  });

const staffRef = (
  code: string,
  type: 'F' | 'R' | 'M',
  weightGrams: number,
  firstItemName: string | null,
) => ({
  code,
  type,
  status: 'IN_SERVICE',
  statusLabel: 'In service',
  weightGrams,
  widthTenths: 400,
  lengthTenths: 300,
  heightTenths: 200,
  itemCount: 1,
  firstItemName,
});

/** The repacking as the staff page answers it, processing (Complete allowed), the new box not recorded yet. */
export const staffRepacking = (fields: Partial<StaffRepacking> = {}) => ({
  ...repackingDetail({ status: 'SCRE02', statusLabel: 'Processing', editable: false, cancellable: false }),
  member: { code: 'ABC1234', name: 'Min Ji', email: 'a@b.co' },
  actions: [{ to: 'SCRE03', action: 'Complete' }],
  history: [],
  targetPackageDetail: staffRef('PK2603010004', 'F', 3_000, null),
  resourcePackageDetails: [
    staffRef('PK2603010001', 'R', 1_250, 'Mini album'),
    staffRef('PK2603010002', 'M', 800, 'Light stick'),
  ],
  expectedPackageCount: 1,
  videoMaxBytes: 1024 * 1024,
  ...fields,
});

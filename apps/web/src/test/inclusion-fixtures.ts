import type { Inclusion, InclusionSummary, StaffInclusion } from '@fanship/domain/warehouse/inclusion';
import { heldPackage, staffSplit } from './split-fixtures.ts';

/** Shared web test data: a member's inclusion of three packages, two versions, requested. */
export const inclusionSummary = (fields: Partial<InclusionSummary> = {}): InclusionSummary => ({
  code: 'IC2603050001',
  status: 'SCIL01',
  statusLabel: 'Requested',
  createdAt: '2026-03-05T01:00:00.000Z',
  albumType: 'STANDARD',
  albumName: 'SEVENTEEN / FML',
  benefitOnly: false,
  firstVersionName: 'Ver. A',
  itemCount: 2,
  ...fields,
});

/** The inclusion's page: the row, its fields, items and timeline. */
export const inclusionDetail = (fields: Partial<Inclusion> = {}): Inclusion => ({
  ...inclusionSummary(),
  editable: true,
  cancellable: true,
  history: [
    {
      fromStatus: null,
      toStatus: 'SCIL01',
      toLabel: 'Requested',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-05T01:00:00.000Z',
    },
  ],
  fees: [],
  feeKrw: 0,
  videos: [],
  keepOptions: ['PHOTOCARD', 'CD'],
  inclusionType: 'Photocards/CD',
  posterOption: 'KEEP_ROLLED',
  memberNote: 'N/A',
  targetPackageCodes: ['PK2603010001', 'PK2603010002', 'PK2603010003'],
  images: [
    { filename: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg', tag: 'USER_REQUEST', url: '/files/a.jpg' },
    { filename: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg', tag: 'USER_REQUEST', url: '/files/b.jpg' },
  ],
  resultPackageCode: null,
  items: [
    {
      id: 1,
      versionName: 'Ver. A',
      requestSignedQty: 2,
      requestSealedQty: 3,
      requestOpenedQty: 5,
      requestOfmQty: 0,
      totalQty: 10,
    },
    {
      id: 2,
      versionName: 'Ver. B',
      requestSignedQty: 0,
      requestSealedQty: 0,
      requestOpenedQty: 4,
      requestOfmQty: 0,
      totalQty: 4,
    },
  ],
  ...fields,
});

/** The inclusion as the staff page answers it, processing (Complete allowed), its result package not recorded yet. */
export const staffInclusion = (fields: Partial<StaffInclusion> = {}) => ({
  ...inclusionDetail({ status: 'SCIL02', statusLabel: 'Processing', editable: false, cancellable: false }),
  member: staffSplit().member,
  actions: [{ to: 'SCIL04', action: 'Complete' }],
  history: [],
  targetPackages: [heldPackage],
  expectedPackageCount: 1,
  videoMaxBytes: 1024 * 1024,
  ...fields,
});

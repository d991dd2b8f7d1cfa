import type { SplitRequestDetail, SplitSummary, StaffSplit } from '@fanship/domain/warehouse/split';

/** Shared web test data: a member's split of PK2603010001 into two K-Packet packages, requested. */
export const splitSummary = (fields: Partial<SplitSummary> = {}): SplitSummary => ({
  code: 'SP2603050001',
  status: 'SCSP01',
  statusLabel: 'Requested',
  createdAt: '2026-03-05T01:00:00.000Z',
  type: 'KP',
  typeLabel: 'K-Packet',
  contents: ['Albums of the first box', 'Photocards and posters'],
  memberNote: 'Keep the posters flat',
  targetPackage: { code: 'PK2603010001' },
  resultPackages: [],
  fees: [],
  estimatedFeeKrw: 5_000,
  editable: true,
  cancellable: true,
  ...fields,
});

/** The split's page: the row and its timeline. */
export const splitDetail = (fields: Partial<SplitRequestDetail> = {}): SplitRequestDetail => ({
  ...splitSummary(),
  history: [
    {
      fromStatus: null,
      toStatus: 'SCSP01',
      toLabel: 'Requested',
      actor: 'member',
      reason: null,
      createdAt: '2026-03-05T01:00:00.000Z',
    },
  ],
  ...fields,
});

/** The two packages a completed split made. */
export const splitResults: SplitSummary['resultPackages'] = [
  {
    code: 'PK2603060001',
    type: 'T',
    status: 'ARRIVED',
    statusLabel: 'Arrived',
    name: 'Albums of the first box',
    weightGrams: 1_200,
    widthTenths: 300,
    lengthTenths: 200,
    heightTenths: 100,
  },
  {
    code: 'PK2603060002',
    type: 'T',
    status: 'ARRIVED',
    statusLabel: 'Arrived',
    name: 'Photocards and posters',
    weightGrams: 400,
    widthTenths: 250,
    lengthTenths: 150,
    heightTenths: 50,
  },
];

/** PK2603010001 as a staff page finds it: held by the service (IN_SERVICE), weighed and measured. */
export const heldPackage = {
  code: 'PK2603010001',
  type: 'R' as const,
  status: 'IN_SERVICE',
  statusLabel: 'In service',
  weightGrams: 1_650,
  widthTenths: 305,
  lengthTenths: 200,
  heightTenths: 100,
  itemCount: 3,
  firstItemName: 'Mini album',
};

/** The split as the staff page answers it, processing (Complete allowed), its new packages not recorded yet. */
export const staffSplit = (fields: Partial<StaffSplit> = {}) => ({
  ...splitSummary({ status: 'SCSP02', statusLabel: 'Processing', editable: false, cancellable: false }),
  member: { code: 'ABC1234', name: 'Min Ji', email: 'a@b.co' },
  actions: [{ to: 'SCSP03', action: 'Complete' }],
  history: [],
  targetPackageDetail: heldPackage,
  expectedPackageCount: 2,
  ...fields,
});

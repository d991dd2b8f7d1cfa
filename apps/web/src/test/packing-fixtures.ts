import type { Packing, StaffPacking } from '@fanship/domain/warehouse/packing';
import { savedAddress } from './address-fixtures.ts';

/** Shared web test data: a member's packing of two arrived packages to Ana's home in São Paulo, requested. */
export const packingDetail = (fields: Partial<Packing> = {}): Packing => {
  const { createdAt: _created, updatedAt: _updated, ...address } = savedAddress();
  return {
    code: 'PA2603070001',
    status: 'SCPA01',
    statusLabel: 'Requested',
    createdAt: '2026-03-07T01:00:00.000Z',
    requestType: 'STANDARD',
    priority: true,
    freebie: false,
    vacuumOption: 'PACKER_DECIDES',
    posterOption: 'KEEP_ROLLED',
    memberNote: 'Please pack the albums upright',
    address,
    targetPackages: [
      {
        code: 'PK2603010001',
        weightGrams: 1_250,
        items: [
          { name: 'Mini album', type: 'GENERAL', quantity: 2, unitPrice: 20_000 },
          { name: 'Photocard set', type: 'GENERAL', quantity: 1, unitPrice: 5_000 },
        ],
      },
      {
        code: 'PK2603010002',
        weightGrams: 800,
        items: [{ name: 'Light stick', type: 'GENERAL', quantity: 1, unitPrice: 45_000 }],
      },
    ],
    forwardPackages: [],
    videos: [],
    fees: [],
    feeKrw: 0,
    managerUpdatedAt: null,
    editable: true,
    cancellable: true,
    history: [
      {
        fromStatus: null,
        toStatus: 'SCPA01',
        toLabel: 'Requested',
        actor: 'member',
        reason: null,
        createdAt: '2026-03-07T01:00:00.000Z',
      },
    ],
    ...fields,
  };
};

/** The F box a completed packing made. */
export const packedBox: Packing['forwardPackages'][number] = {
  code: 'PK2603080001',
  type: 'F',
  status: 'ARRIVED',
  statusLabel: 'Arrived',
  name: null,
  weightGrams: 2_300,
  widthTenths: 400,
  lengthTenths: 300,
  heightTenths: 200,
};

/** The packing as the staff page answers it, processing (Complete allowed), its boxes not recorded yet. */
export const staffPacking = (fields: Partial<StaffPacking> = {}) => ({
  ...packingDetail({ status: 'SCPA02', statusLabel: 'Processing', editable: false, cancellable: false }),
  member: { code: 'ABC1234', name: 'Min Ji', email: 'a@b.co' },
  actions: [{ to: 'SCPA04', action: 'Complete' }],
  history: [],
  targetPackageDetails: [
    {
      code: 'PK2603010001',
      type: 'R' as const,
      status: 'IN_SERVICE',
      statusLabel: 'In service',
      weightGrams: 1_250,
      widthTenths: 305,
      lengthTenths: 200,
      heightTenths: 100,
      itemCount: 2,
      firstItemName: 'Mini album',
    },
    {
      code: 'PK2603010002',
      type: 'M' as const,
      status: 'IN_SERVICE',
      statusLabel: 'In service',
      weightGrams: 800,
      widthTenths: 200,
      lengthTenths: 150,
      heightTenths: 100,
      itemCount: 1,
      firstItemName: 'Light stick',
    },
  ],
  plannedBoxes: [{ packageCodes: ['PK2603010001', 'PK2603010002'], weightGrams: 2_050, overLimit: false }],
  videoMaxBytes: 1024 * 1024,
  ...fields,
});

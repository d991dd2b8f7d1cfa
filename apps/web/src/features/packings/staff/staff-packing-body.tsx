import { formatKrw } from '@fanship/domain/pricing/money';
import { VACUUM_FEE_PER_BAG_KRW } from '@fanship/domain/pricing/service-fees';
import { formatWeightKg } from '@fanship/domain/warehouse/packages';
import { packingBoxesSchema, type StaffPacking } from '@fanship/domain/warehouse/packing';
import { PackageServiceBody, type StaffRequestDetail, staffPackagePath } from '../../staff-requests/index.ts';
import { PackingRequestBody } from '../components/packing-request-body.tsx';

/** A planned box's line: its packages and weight, flagged when one package alone is over the limit. */
const boxHeading = (box: StaffPacking['plannedBoxes'][number]) =>
  `Planned: ${box.packageCodes.join(', ')} · ${formatWeightKg(box.weightGrams)}${box.overLimit ? ' (over the box limit: split the contents by hand)' : ''}`;

const vacuumBags = [
  {
    name: 'vacuumBags',
    label: 'Vacuum bags used',
    description: `${formatKrw(VACUUM_FEE_PER_BAG_KRW)} each; 0 when none`,
  },
];

/**
 * A packing's part of the staff request page: the packages to pack, the steps (start; record the forward boxes,
 * one row per planned box to start from, rows added or removed as packed, and the vacuum bags used; complete), the
 * packers' videos (uploaded once the boxes are recorded), and the member's packing with the boxes and fees.
 */
export function StaffPackingBody({ request }: { request: StaffRequestDetail & StaffPacking }) {
  return (
    <PackageServiceBody
      kind="packing"
      request={request}
      tables={[{ title: 'Packages to pack', packages: request.targetPackageDetails }]}
      hasResults={request.forwardPackages.length > 0}
      results={{
        rows: request.plannedBoxes.map((box) => ({ heading: boxHeading(box) })),
        canAddRows: true,
        schema: packingBoxesSchema,
        extraFields: vacuumBags,
      }}
      videos={{ list: request.videos, label: 'Packing video', maxBytes: request.videoMaxBytes }}
    >
      <PackingRequestBody data={request} packagePath={staffPackagePath} showBoxes />
    </PackageServiceBody>
  );
}

import { formatKrw } from '@fanship/domain/pricing/money';
import { REPACKING_FEE_PER_KG_KRW } from '@fanship/domain/pricing/service-fees';
import { repackingResultSchema, type StaffRepacking } from '@fanship/domain/warehouse/repacking';
import { PackageServiceBody, type StaffRequestDetail, staffPackagePath } from '../../staff-requests/index.ts';
import { RepackingRequestBody } from '../components/repacking-request-body.tsx';

const removedWeight = [
  {
    name: 'removedGrams',
    label: 'Removed weight (g)',
    description: `What was taken out of the box, in grams (${formatKrw(REPACKING_FEE_PER_KG_KRW)} per started kg); 0 when none`,
  },
];

/**
 * A repacking's part of the staff request page: the box and the packages to add (as the warehouse finds them), the
 * steps (start; record the one repacked box with the weight taken out of it; complete), the videos of the work
 * (uploaded once the box is recorded), and the member's repacking with the new box and fees.
 */
export function StaffRepackingBody({ request }: { request: StaffRequestDetail & StaffRepacking }) {
  const added = request.resourcePackages.length;
  return (
    <PackageServiceBody
      kind="repacking"
      request={request}
      tables={[
        { title: 'Box to repack', packages: [request.targetPackageDetail] },
        { title: 'Packages to add', packages: request.resourcePackageDetails },
      ]}
      hasResults={request.resultPackageCode !== null}
      results={{
        rows: [
          {
            heading: `${request.targetPackage.code} repacked with ${added} package${added === 1 ? '' : 's'}`,
          },
        ],
        schema: repackingResultSchema,
        extraFields: removedWeight,
      }}
      videos={{ list: request.videos, label: 'Repacking video', maxBytes: request.videoMaxBytes }}
    >
      <RepackingRequestBody data={request} packagePath={staffPackagePath} showResult />
    </PackageServiceBody>
  );
}

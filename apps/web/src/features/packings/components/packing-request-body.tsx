import { formatKrw } from '@fanship/domain/pricing/money';
import { VACUUM_FEE_PER_BAG_KRW } from '@fanship/domain/pricing/service-fees';
import { type Packing, packingRequestFee } from '@fanship/domain/warehouse/packing';
import { Card, SimpleGrid, Stack } from '@mantine/core';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { AddressLines } from '../../addresses/index.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import { ForwardingPackageList, ResultPackageList, ServiceFeeList } from '../../requests/index.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * A packing's own part, shown alike to its member (`/packings/{code}`) and to staff: Created, the packing type and
 * options, the note, the delivery address, the packages to pack (links to their pages: `packagePath` is the
 * member's or staff's), and once packed (SCPA04) the forward boxes and the packers' videos, then the fees (an
 * estimate until staff record the boxes).
 */
export function PackingRequestBody({
  data,
  packagePath,
  showBoxes = false,
}: {
  data: Packing;
  packagePath: (code: string) => string;
  /**
   * Whether the boxes show as soon as they are recorded (staff, whose page lists the videos where they upload them),
   * not only once completed with the videos (the member, spec §2).
   */
  showBoxes?: boolean;
}) {
  const typeLabel = useCodeLabel('packingTypes');
  const vacuumLabel = useCodeLabel('vacuumOptions');
  const posterLabel = useCodeLabel('posterOptions');
  const estimate = packingRequestFee(
    { targetPackageCodes: data.targetPackages.map((pkg) => pkg.code), priority: data.priority },
    { boxCount: 1, vacuumBags: 0 },
  );
  const isPacked = data.status === 'SCPA04' || (showBoxes && data.forwardPackages.length > 0);
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Packing Type">{typeLabel(data.requestType)}</Field>
          <Field label="Priority Packing">{yesNo(data.priority)}</Field>
          <Field label="Vacuum Packing">{vacuumLabel(data.vacuumOption)}</Field>
          <Field label="Posters">{posterLabel(data.posterOption)}</Field>
          <Field label="Freebies">{yesNo(data.freebie)}</Field>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Field label="Note">{data.memberNote ?? '-'}</Field>
          <Field label={`Address · ${data.address.nickname}`}>
            <AddressLines address={data.address} />
          </Field>
        </Stack>
      </Card>
      <ForwardingPackageList
        title="Target packages"
        listLabel="Packages to pack"
        packages={data.targetPackages}
        packagePath={packagePath}
      />
      {isPacked && (
        <>
          <ResultPackageList
            title="Pack result"
            packages={data.forwardPackages}
            packagePath={packagePath}
            empty="No boxes were recorded."
          />
          {!showBoxes && (
            <SectionCard title="Packing videos">
              <VideoList videos={data.videos} label="Packing video" empty="No videos of this packing." />
            </SectionCard>
          )}
        </>
      )}
      <ServiceFeeList
        fees={data.fees}
        estimate={`Estimated ${formatKrw(estimate.totalKrw)} (${estimate.items.map((line) => `${line.label.toLowerCase()}: ${line.rule}`).join('; ')}). The vacuum bags used (${formatKrw(VACUUM_FEE_PER_BAG_KRW)} each)${data.priority ? ' and priority for each further box' : ''} are added when the boxes are packed.`}
      />
    </>
  );
}

import { formatKrw } from '@fanship/domain/pricing/money';
import { type Repacking, repackingRequestFee } from '@fanship/domain/warehouse/repacking';
import { Anchor, Card, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { ForwardingPackageList, ServiceFeeList } from '../../requests/index.ts';

type PackagePath = (code: string) => string;

function PackageLink({ code, packagePath }: { code: string; packagePath: PackagePath }) {
  return (
    <Anchor component={Link} to={packagePath(code)} inherit ff="monospace">
      {code}
    </Anchor>
  );
}

/**
 * SCRE03's 'Repacking Completed': when, the repacked box (a link to its page) and the videos of the work (not for
 * staff, whose page lists them where they upload them).
 */
function RepackingCompleted({
  data,
  packagePath,
  showVideos,
}: {
  data: Repacking;
  packagePath: PackagePath;
  showVideos: boolean;
}) {
  return (
    <SectionCard title="Repacking Completed">
      <SimpleGrid cols={{ base: 1, xs: 2 }} mb="md">
        <Field label="Completed">{data.closedAt ? formatKstDateTime(data.closedAt) : '-'}</Field>
        <Field label="Package">
          {data.resultPackageCode ? (
            <PackageLink code={data.resultPackageCode} packagePath={packagePath} />
          ) : (
            '-'
          )}
        </Field>
      </SimpleGrid>
      {showVideos && (
        <VideoList videos={data.videos} label="Repacking video" empty="No videos of this repacking." />
      )}
    </SectionCard>
  );
}

/**
 * A repacking's own part, shown alike to its member (`/repackings/{code}`) and to staff: Created, the box to repack
 * (a link to its page: `packagePath` is the member's or staff's), the note, the packages going into it with their
 * total, once completed (SCRE03, or as soon as staff recorded the box for staff) 'Repacking Completed', and the fees
 * (an estimate for the weight added until staff record the box).
 */
export function RepackingRequestBody({
  data,
  packagePath,
  showResult = false,
}: {
  data: Repacking;
  packagePath: PackagePath;
  /**
   * Whether the new box shows as soon as it is recorded (staff, whose page lists the videos where they upload them),
   * not only once completed with the videos (the member, spec §2).
   */
  showResult?: boolean;
}) {
  const estimate = repackingRequestFee(data.resourcePackages);
  const isDone = data.status === 'SCRE03' || (showResult && data.resultPackageCode !== null);
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Package">
            <PackageLink code={data.targetPackage.code} packagePath={packagePath} />
          </Field>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Field label="Note">{data.memberNote ?? '-'}</Field>
        </Stack>
      </Card>
      <ForwardingPackageList
        title="Added packages"
        listLabel="Packages to add"
        packages={data.resourcePackages}
        packagePath={packagePath}
      />
      {isDone && <RepackingCompleted data={data} packagePath={packagePath} showVideos={!showResult} />}
      <ServiceFeeList
        fees={data.fees}
        estimate={`Estimated ${formatKrw(estimate.totalKrw)} for the weight added (${estimate.items[0]?.rule ?? '-'}); any weight taken out of the box is added when it is repacked.`}
      />
    </>
  );
}

import { formatKrw } from '@fanship/domain/pricing/money';
import { SPLIT_FEE_PER_PACKAGE_KRW } from '@fanship/domain/pricing/service-fees';
import type { SplitSummary } from '@fanship/domain/warehouse/split';
import { Anchor, Card, List, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { ResultPackageList, ServiceFeeList } from '../../requests/index.ts';

/**
 * A split's own part, shown alike to its member (`/splits/{code}`) and to staff: Created, Type, the package to
 * split (a link to its page: `packagePath` is the member's or staff's), the contents asked for, the note, the new
 * packages once recorded, and the fees (an estimate of ₩2,500 per package until staff record them).
 */
export function SplitRequestBody({
  data,
  packagePath,
}: {
  data: SplitSummary;
  packagePath: (code: string) => string;
}) {
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Type">{data.typeLabel}</Field>
          <Field label="Package">
            <Anchor component={Link} to={packagePath(data.targetPackage.code)} inherit ff="monospace">
              {data.targetPackage.code}
            </Anchor>
          </Field>
        </SimpleGrid>
      </Card>
      <SectionCard title="Contents">
        <List type="ordered" spacing={4} size="sm">
          {data.contents.map((content, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the contents are an ordered list of texts
            <List.Item key={index} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {content}
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed" mt="md">
          Note
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {data.memberNote ?? '-'}
        </Text>
      </SectionCard>
      <ResultPackageList
        packages={data.resultPackages}
        packagePath={packagePath}
        empty="No new packages yet: they appear here once the package is split."
      />
      <ServiceFeeList
        fees={data.fees}
        estimate={`Estimated ${formatKrw(data.estimatedFeeKrw)} (${formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)} × ${data.contents.length} packages), charged when the new packages are made.`}
      />
    </>
  );
}

import type { Inclusion } from '@fanship/domain/warehouse/inclusion';
import { requestPackageText } from '@fanship/domain/warehouse/inclusion-rules';
import { Anchor, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { ImageLinks } from '../../../components/request-kit/image-links.tsx';
import { Field } from '../../../components/request-kit/record-field.tsx';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { formatKstDateTime } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';
import { ServiceFeeList } from '../../requests/index.ts';

type PackagePath = (code: string) => string;

/** Image (spec §2): the first image and how many more, opening the gallery of all of them. */
function ImageField({ data }: { data: Inclusion }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const [first] = data.images;
  if (!first) return '-';
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open} px={0}>
        {data.images.length > 1 ? `1 image +${data.images.length - 1}` : '1 image'}
      </Button>
      <Modal opened={isOpen} onClose={close} title="Images">
        <ImageLinks images={data.images} alt={(index) => `Image ${index + 1}`} size={96} gap="xs" />
      </Modal>
    </>
  );
}

/** Request Package (spec §2): the first two codes and '+N', opening 'Package Items' with every code as a link. */
function RequestPackageField({ data, packagePath }: { data: Inclusion; packagePath: PackagePath }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" onClick={open} ff="monospace" ta="left" inherit>
        {requestPackageText(data.targetPackageCodes)}
      </Anchor>
      <Modal opened={isOpen} onClose={close} title="Package Items">
        <Stack gap="xs">
          {data.targetPackageCodes.map((code) => (
            <Anchor key={code} component={Link} to={packagePath(code)} ff="monospace">
              {code}
            </Anchor>
          ))}
        </Stack>
      </Modal>
    </>
  );
}

/** 'Inclusion Completed' (SCIL04 with its result package): the package link and the videos in a popup. */
function CompletedBlock({ data, packagePath }: { data: Inclusion; packagePath: PackagePath }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  if (data.status !== 'SCIL04' || !data.resultPackageCode) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Inclusion Completed">
      <Title order={2} fz="lg" mb="xs">
        Inclusion Completed
      </Title>
      <Group justify="space-between" wrap="wrap">
        <Field label="Result package">
          <Anchor component={Link} to={packagePath(data.resultPackageCode)} ff="monospace" inherit>
            {data.resultPackageCode}
          </Anchor>
        </Field>
        <Button variant="light" onClick={open}>
          Videos ({data.videos.length})
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title="Inclusion videos" size="lg">
        <VideoList videos={data.videos} label="Inclusion video" empty="No videos of this inclusion yet." />
      </Modal>
    </Card>
  );
}

/** The items asked for (spec §2): Version Name, Total Number of Albums, Signed, Kept sealed, Opened. */
function ItemsTable({ data }: { data: Inclusion }) {
  if (data.benefitOnly) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Items">
      <Title order={2} fz="lg" mb="xs">
        Items
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Version Name</Table.Th>
              <Table.Th>Total Number of Albums</Table.Th>
              <Table.Th>Signed</Table.Th>
              <Table.Th>Kept sealed</Table.Th>
              <Table.Th>Opened</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.versionName}</Table.Td>
                <Table.Td>{item.totalQty}</Table.Td>
                <Table.Td>{item.requestSignedQty}</Table.Td>
                <Table.Td>{item.requestSealedQty}</Table.Td>
                <Table.Td>{item.requestOpenedQty}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/**
 * An inclusion's own part, shown alike to its member (`/inclusions/{code}`) and to staff (spec §2): Created, Album
 * Type, Artist/Album, POB Only, Inclusion Type, Poster, Image, Request Package, the note, 'Inclusion Completed' once
 * completed, the items, and the fees (charged when staff record the result package).
 */
export function InclusionRequestBody({ data, packagePath }: { data: Inclusion; packagePath: PackagePath }) {
  const albumTypeLabel = useCodeLabel('albumTypes');
  const posterLabel = useCodeLabel('posterOptions');
  return (
    <>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Field label="Created">{formatKstDateTime(data.createdAt)}</Field>
          <Field label="Album Type">{albumTypeLabel(data.albumType)}</Field>
          <Field label="Artist/Album">{data.albumName}</Field>
          <Field label="POB Only">{data.benefitOnly ? 'Yes' : 'No'}</Field>
          <Field label="Inclusion Type">{data.inclusionType}</Field>
          <Field label="Poster">{data.posterOption ? posterLabel(data.posterOption) : '-'}</Field>
          <Field label="Image">
            <ImageField data={data} />
          </Field>
          <Field label="Request Package">
            <RequestPackageField data={data} packagePath={packagePath} />
          </Field>
        </SimpleGrid>
        <Stack gap="md" mt="md">
          <Field label="Special requests">{data.memberNote}</Field>
        </Stack>
      </Card>
      <CompletedBlock data={data} packagePath={packagePath} />
      <ItemsTable data={data} />
      <ServiceFeeList
        fees={data.fees}
        estimate="The inclusion fee (per album by its size, or per box for POB only) is charged when the result package is made."
      />
    </>
  );
}

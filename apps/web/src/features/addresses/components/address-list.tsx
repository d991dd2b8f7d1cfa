import type { Address } from '@fanship/domain/schemas/address';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { countryName } from '../../../lib/countries.ts';
import { useAddresses } from '../api/get-addresses.ts';

function formatAddress(address: Address): string {
  const parts = [
    address.line1,
    address.line2,
    address.city,
    address.state,
    address.zipCode,
    countryName(address.countryCode),
  ];
  return parts.filter(Boolean).join(', ');
}

function EditLink({ id }: { id: number }) {
  return (
    <Anchor component={Link} to={`/addresses/edit/${id}`} fw={600}>
      Edit
    </Anchor>
  );
}

const addressColumns: TableColumn<Address>[] = [
  { header: 'Nickname', cell: (address) => address.nickname, tdProps: { fw: 600 } },
  { header: 'Recipient', cell: (address) => address.recipientName },
  { header: 'Address', cell: (address) => formatAddress(address) },
  { header: 'Phone', cell: (address) => address.phone },
  { header: 'Edit', cell: (address) => <EditLink id={address.id} /> },
];

function AddressCards({ addresses }: { addresses: Address[] }) {
  return (
    <Stack gap="sm">
      {addresses.map((address) => (
        <Card key={address.id} padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={700}>{address.nickname}</Text>
              <Text size="sm">{address.recipientName}</Text>
              <Text size="sm" c="dimmed">
                {formatAddress(address)}
              </Text>
              <Text size="sm" c="dimmed">
                {address.phone}
              </Text>
            </Stack>
            <EditLink id={address.id} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The member's shipping addresses: a table on wide screens, cards on phones. */
export function AddressList() {
  const addresses = useAddresses();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  let content: React.ReactNode;
  if (addresses.isPending) content = <SkeletonRows rows={2} />;
  else if (addresses.isError)
    content = <ErrorState message={errorMessageOf(addresses.error)} onRetry={() => addresses.refetch()} />;
  else if (addresses.data.length === 0) content = <EmptyState message="No addresses yet." />;
  else if (isWide)
    content = (
      <ColumnTable
        verticalSpacing="sm"
        highlightOnHover
        columns={addressColumns}
        rows={addresses.data}
        rowKey={(address) => address.id}
      />
    );
  else content = <AddressCards addresses={addresses.data} />;

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz={20}>
            Addresses
          </Title>
          <Button component={Link} to="/addresses/new" size="sm">
            New Address
          </Button>
        </Group>
        {content}
      </Stack>
    </Card>
  );
}

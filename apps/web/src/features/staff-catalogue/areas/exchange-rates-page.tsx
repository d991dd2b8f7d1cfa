import {
  type ExchangeRateHistoryEntry,
  exchangeRateInputSchema,
} from '@fanship/domain/catalogue/exchange-rates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { apiRequest, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { AdminOnly } from '../components/admin-only.tsx';
import { fieldErrorSetter, reportSaveFailure } from '../components/staff-form-page.tsx';

type FormInput = z.input<typeof exchangeRateInputSchema>;
type Output = z.output<typeof exchangeRateInputSchema>;
type HistoryRow = ExchangeRateHistoryEntry;

const historyKey = queryKeys.staffCatalogue.list({ resource: 'exchange-rates' });

/** Sets both rates; the current exchange rate (every USD price) is refreshed after a save. */
function ExchangeRateForm({ current }: { current?: HistoryRow }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(exchangeRateInputSchema),
    defaultValues: {
      baseRate: current ? String(current.baseRate) : '',
      wiseRate: current ? String(current.wiseRate) : '',
    },
  });
  const save = useMutation({
    mutationFn: (body: Output) => apiRequest('/staff/exchange-rates', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: historyKey });
      await queryClient.invalidateQueries({ queryKey: ['exchange-rates'] });
    },
  });
  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Exchange rates saved.' }),
      onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
    });
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Could not save">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Base rate (KRW per USD)"
            withAsterisk
            inputMode="decimal"
            error={errors.baseRate?.message}
            {...form.register('baseRate')}
          />
          <TextInput
            label="Wise rate (KRW per USD)"
            withAsterisk
            inputMode="decimal"
            error={errors.wiseRate?.message}
            {...form.register('wiseRate')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Set rates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ExchangeRates() {
  const history = useQuery({
    queryKey: historyKey,
    queryFn: () => apiRequest<HistoryRow[]>('/staff/exchange-rates'),
  });
  let table: ReactNode;
  if (history.isPending) table = <SkeletonRows rows={4} />;
  else if (history.isError)
    table = <ErrorState message={errorMessageOf(history.error)} onRetry={() => history.refetch()} />;
  else if (history.data.length === 0) table = <EmptyState message="No rates have been set yet." />;
  else
    table = (
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Set at</Table.Th>
              <Table.Th>Base rate</Table.Th>
              <Table.Th>Wise rate</Table.Th>
              <Table.Th>Set by</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{row.baseRate}</Table.Td>
                <Table.Td>{row.wiseRate}</Table.Td>
                <Table.Td ff="monospace">{row.setBy ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  const current = history.data?.[0];
  return (
    <Stack gap="md" maw={880}>
      <PageHeader
        title="Exchange rates"
        description="Won per US dollar; every USD price uses the newest rate."
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Current
          </Title>
          {current ? (
            <Text>
              Base {current.baseRate} · Wise {current.wiseRate}{' '}
              <Text span c="dimmed" size="sm">
                (set {formatDateTime(current.createdAt)})
              </Text>
            </Text>
          ) : (
            <Text c="dimmed">
              {history.isPending ? 'Loading…' : 'The default rates apply until a rate is set.'}
            </Text>
          )}
          {!history.isPending && <ExchangeRateForm key={current?.id ?? 'none'} current={current} />}
        </Stack>
      </Card>
      <Title order={2} fz="lg">
        History
      </Title>
      <Card padding="xs">{table}</Card>
    </Stack>
  );
}

/** /staff/exchange-rates (admin): the current rates, the form that sets them and the history. */
export function ExchangeRatesPage() {
  return (
    <AdminOnly>
      <ExchangeRates />
    </AdminOnly>
  );
}

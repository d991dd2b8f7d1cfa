import {
  type ExchangeRateBounds,
  type ExchangeRateHistoryEntry,
  type exchangeRateInputSchema,
  exchangeRateInputSchemaWithin,
  LARGE_RATE_CHANGE,
  rateChange,
} from '@fanship/domain/catalogue/exchange-rates';
import type { ShopProductSlice } from '@fanship/domain/catalogue/shop-products';
import { formatKrw, formatUsdCents, krwToUsdCents } from '@fanship/domain/pricing/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, List, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { NumberTextField } from '../../../components/forms/number-text-field.tsx';
import { fieldErrorSetter, reportSaveFailure } from '../../../components/forms/staff-form-frame.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { apiRequest, errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { AdminOnly } from '../components/admin-only.tsx';

type FormInput = z.input<typeof exchangeRateInputSchema>;
type Output = z.output<typeof exchangeRateInputSchema>;
type HistoryRow = ExchangeRateHistoryEntry;

const historyKey = queryKeys.staffCatalogue.list({ resource: 'exchange-rates' });
const boundsKey = queryKeys.staffCatalogue.detail('exchange-rate-bounds');
const sampleKey = queryKeys.staffCatalogue.detail('exchange-rate-sample-product');

/** The price shown when the shop has no product to take as the sample. */
const FALLBACK_SAMPLE = { name: 'An item', priceKrw: 25_000 };

function percent(change: number): string {
  return `${change > 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
}

/** The rates that move more than 5% from the current ones, with their change. */
function largeChanges(current: HistoryRow | undefined, next: Output) {
  if (!current) return [];
  return [
    { label: 'Base rate', from: current.baseRate, to: next.baseRate },
    { label: 'Wise rate', from: current.wiseRate, to: next.wiseRate },
  ]
    .map((entry) => ({ ...entry, change: rateChange(entry.from, entry.to) }))
    .filter((entry) => Math.abs(entry.change) > LARGE_RATE_CHANGE);
}

type ConfirmProps = {
  current: HistoryRow;
  next: Output | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a rate moves more than 5%: what changes, and a product's USD price before and after. */
function LargeChangeDialog({ current, next, onCancel, onConfirm }: ConfirmProps) {
  const sample = useQuery({
    queryKey: sampleKey,
    queryFn: () => apiRequest<ShopProductSlice>('/shop-products?size=1'),
    enabled: next !== null,
  });
  const product = sample.data?.content[0] ?? (sample.isPending ? null : FALLBACK_SAMPLE);
  return (
    <Modal opened={next !== null} onClose={onCancel} title="Confirm a large rate change" centered>
      {next && (
        <Stack gap="sm">
          <Text size="sm">These rates move more than {LARGE_RATE_CHANGE * 100}% from the current ones:</Text>
          <List size="sm">
            {largeChanges(current, next).map((entry) => (
              <List.Item key={entry.label}>
                {entry.label}: {entry.from} → {entry.to} ({percent(entry.change)})
              </List.Item>
            ))}
          </List>
          {product ? (
            <Text size="sm" data-testid="sample-price">
              {product.name} ({formatKrw(product.priceKrw)}) costs{' '}
              {formatUsdCents(krwToUsdCents(product.priceKrw, current.baseRate))} now and would cost{' '}
              <Text span fw={700} inherit>
                {formatUsdCents(krwToUsdCents(product.priceKrw, next.baseRate))}
              </Text>
              .
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Loading a sample price…
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red" onClick={onConfirm}>
              Set these rates
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * Sets both rates; the current exchange rate (every USD price) is refreshed after a save. Rates outside the
 * server's band are refused on their field; a move of more than 5% is confirmed in a dialog first.
 */
function ExchangeRateForm({ current, bounds }: { current?: HistoryRow; bounds: ExchangeRateBounds }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<Output | null>(null);
  const form = useForm<FormInput, unknown, Output>({
    ...validateOnBlur,
    resolver: zodResolver(exchangeRateInputSchemaWithin(bounds)),
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
  const send = (body: Output) => {
    setAwaitingConfirmation(null);
    setFailure(null);
    save.mutate(body, {
      onSuccess: () => notifications.show({ color: 'green', message: 'Exchange rates saved.' }),
      onError: (error) => reportSaveFailure(error, setFailure, fieldErrorSetter(form)),
    });
  };
  const submit = form.handleSubmit((body) => {
    if (largeChanges(current, body).length > 0) setAwaitingConfirmation(body);
    else send(body);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FailureAlert message={failure} title="Could not save" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberTextField
            form={form}
            name="baseRate"
            label="Base rate"
            unit="KRW per USD"
            decimal
            required
          />
          <NumberTextField
            form={form}
            name="wiseRate"
            label="Wise rate"
            unit="KRW per USD"
            decimal
            required
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          Rates from {bounds.min.toLocaleString('en-US')} to {bounds.max.toLocaleString('en-US')} KRW per USD
          are accepted.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Set rates
          </Button>
        </Group>
      </Stack>
      {current && (
        <LargeChangeDialog
          current={current}
          next={awaitingConfirmation}
          onCancel={() => setAwaitingConfirmation(null)}
          onConfirm={() => awaitingConfirmation && send(awaitingConfirmation)}
        />
      )}
    </form>
  );
}

function ExchangeRates() {
  const history = useQuery({
    queryKey: historyKey,
    queryFn: () => apiRequest<HistoryRow[]>('/staff/exchange-rates'),
  });
  const bounds = useQuery({
    queryKey: boundsKey,
    queryFn: () => apiRequest<ExchangeRateBounds>('/staff/exchange-rates/bounds'),
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
          {bounds.isError && (
            <ErrorState message={errorMessageOf(bounds.error)} onRetry={() => bounds.refetch()} />
          )}
          {!history.isPending && bounds.data && (
            <ExchangeRateForm key={current?.id ?? 'none'} current={current} bounds={bounds.data} />
          )}
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

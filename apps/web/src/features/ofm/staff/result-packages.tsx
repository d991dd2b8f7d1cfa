import type { StaffOfmRequest } from '@fanship/domain/requests/ofm';
import {
  OFM_MAX_RESULT_PACKAGES,
  OFM_PACKAGE_NAME_MAX,
  ofmCreatePackagesSchema,
} from '@fanship/domain/requests/ofm-fulfilment';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { inputProps } from '../../../components/forms/input-props.ts';
import { ListMessage, listMessageOf, RemoveRowButton } from '../../../components/forms/row-list.tsx';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { ColumnTable, type TableColumn } from '../../../components/ui/column-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useCreateOfmPackages } from '../api/staff-ofm-api.ts';

type PackagesFormValues = { packages: { name: string; trackingNo?: string }[] };

/** The name a new package starts with: the first item bought (or asked for), cut to what a name may hold. */
function defaultName(request: StaffOfmRequest): string {
  const first = request.purchaseItems[0]?.name ?? request.items[0]?.name ?? request.shopName;
  return first.slice(0, OFM_PACKAGE_NAME_MAX);
}

const packageColumns: TableColumn<StaffOfmRequest['packages'][number]>[] = [
  {
    header: 'Code',
    cell: (item) => (
      <Anchor component={Link} to={`/staff/packages/${item.code}`} inherit>
        {item.code}
      </Anchor>
    ),
    tdProps: { ff: 'monospace' },
  },
  { header: 'Name', cell: (item) => item.name ?? '-', tdProps: { style: { overflowWrap: 'anywhere' } } },
  { header: 'Status', cell: (item) => <PackageStatus status={item.status} /> },
];

function PackageStatus({ status }: { status: string }) {
  return <StatusBadge status={status} label={statusLabel(packageMachine, status)} />;
}

/**
 * The packages the request made, or (SCOM04, none yet) the form that makes them: how many, their names and the
 * shop's tracking numbers if known. They await receipt at the intake desk (decision 027), which finds them by code
 * or tracking number.
 */
export function ResultPackages({ request }: { request: StaffOfmRequest }) {
  return (
    <SectionCard title="Result packages">
      {request.packages.length > 0 ? (
        <ColumnTable
          aria-label="Packages made"
          columns={packageColumns}
          rows={request.packages}
          rowKey={(item) => item.code}
        />
      ) : (
        <CreatePackagesForm request={request} />
      )}
    </SectionCard>
  );
}

function CreatePackagesForm({ request }: { request: StaffOfmRequest }) {
  const create = useCreateOfmPackages(request.code);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PackagesFormValues>({
    ...validateOnBlur,
    resolver: zodResolver(ofmCreatePackagesSchema),
    defaultValues: { packages: [{ name: defaultName(request) }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'packages' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      notifications.show({
        color: 'green',
        message: `${values.packages.length === 1 ? 'The package was' : `${values.packages.length} packages were`} created, awaiting receipt at the intake desk.`,
      });
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Create packages">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Make one package for each box the shop sends. Each awaits receipt at the intake desk (weight, size,
          photo), found there by its code or the shop's tracking number. Packages are made once; the purchased
          items and their value are recorded on the first.
        </Text>
        <FailureAlert message={failure} title="No packages were made" />
        {rows.fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 2 }}
              label={`Package ${index + 1} name`}
              withAsterisk
              {...inputProps(form, `packages.${index}.name`)}
            />
            <TextInput
              style={{ flex: 1 }}
              label={`Package ${index + 1} shop tracking no.`}
              autoCapitalize="characters"
              {...inputProps(form, `packages.${index}.trackingNo`)}
            />
            {rows.fields.length > 1 && (
              <RemoveRowButton
                mt={28}
                onClick={() => rows.remove(index)}
                label={`Remove package ${index + 1}`}
              />
            )}
          </Group>
        ))}
        <ListMessage message={listMessageOf(errors.packages)} />
        <Group justify="space-between">
          {rows.fields.length < OFM_MAX_RESULT_PACKAGES ? (
            <Button variant="light" size="xs" onClick={() => rows.append({ name: defaultName(request) })}>
              Add package
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={create.isPending}>
            Create {rows.fields.length === 1 ? 'package' : `${rows.fields.length} packages`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

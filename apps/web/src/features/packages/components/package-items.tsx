import { formatKrw } from '@fanship/domain/pricing/money';
import {
  PACKAGE_MAX_ITEMS,
  type PackageDetail,
  type PackageItemsEditInput,
  packageFormMessages,
  packageItemInputSchema,
} from '@fanship/domain/warehouse/packages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { inputProps } from '../../../components/forms/input-props.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { useSubmitLock } from '../../../lib/submit-lock.ts';
import { useCodeLabel, useCodeOptions } from '../../code-lists/index.ts';
import { useSavePackageItems } from '../api/packages-api.ts';

type ItemRow = {
  /** The saved item's id; null for a row added in this edit (not `id`: the field array keeps its own key there). */
  itemId: number | null;
  name: string;
  category: string;
  unitPrice: string;
  quantity: string;
  memberNote: string;
};
type ItemsFields = { items: ItemRow[] };

/** The table as a whole: every row by the item contract, at least one row, at most a package's items. */
const itemsFormSchema = z.object({
  items: z
    .array(packageItemInputSchema.extend({ itemId: z.number().nullable() }))
    .min(1, packageFormMessages.atLeastOneItem)
    .max(PACKAGE_MAX_ITEMS, packageFormMessages.tooManyItems),
});
type ParsedItems = z.output<typeof itemsFormSchema>;

const emptyRow = (): ItemRow => ({
  itemId: null,
  name: '',
  category: '',
  unitPrice: '',
  quantity: '1',
  memberNote: '',
});

const rowsOf = (data: PackageDetail): ItemRow[] =>
  data.items.map((item) => ({
    itemId: item.id,
    name: item.name,
    category: item.category,
    unitPrice: String(item.unitPrice),
    quantity: String(item.quantity),
    memberNote: item.memberNote ?? '',
  }));

/** What the edit changes against the saved items: the one body `PUT /packages/{code}/items` takes. */
export function itemsEdit(
  saved: PackageDetail['items'],
  parsed: ParsedItems['items'],
): PackageItemsEditInput {
  const byId = new Map(saved.map((item) => [item.id, item]));
  const kept = new Set(parsed.flatMap((row) => (row.itemId === null ? [] : [row.itemId])));
  const values = (row: ParsedItems['items'][number]) => ({
    name: row.name,
    category: row.category,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    memberNote: row.memberNote,
  });
  return {
    added: parsed.filter((row) => row.itemId === null).map(values),
    edited: parsed.flatMap((row) => {
      const before = row.itemId === null ? undefined : byId.get(row.itemId);
      if (!before || row.itemId === null) return [];
      const after = values(row);
      const isSame =
        before.name === after.name &&
        before.category === after.category &&
        before.unitPrice === after.unitPrice &&
        before.quantity === after.quantity &&
        (before.memberNote ?? null) === after.memberNote;
      return isSame ? [] : [{ ...after, id: row.itemId }];
    }),
    deletedIds: saved.filter((item) => !kept.has(item.id)).map((item) => item.id),
  };
}

/** The reason a failed save gives beyond the spec's message: the first field the server named, or its message. */
function failureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const first = Object.values(error.fieldErrors)[0];
  const reason = first ?? error.message;
  return reason === packageFormMessages.editFailed ? null : reason;
}

function ItemsTable({ data }: { data: PackageDetail }) {
  const categoryLabel = useCodeLabel('itemCategories');
  if (data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items are recorded for this package.
      </Text>
    );
  }
  return (
    <>
      <Table visibleFrom="sm" aria-label="Items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item Name</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Unit Price</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Amount(KRW)</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
              <Table.Td>{categoryLabel(item.category)}</Table.Td>
              <Table.Td ta="right">{formatKrw(item.unitPrice)}</Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{formatKrw(item.unitPrice * item.quantity)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {item.memberNote ?? '-'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={4}>Total value</Table.Th>
            <Table.Th ta="right">{formatKrw(data.totalValueKrw)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <Stack gap="xs" hiddenFrom="sm" aria-label="Items" role="list">
        {data.items.map((item) => (
          <Card key={item.id} withBorder padding="xs" role="listitem">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Text>
            <Text size="xs" c="dimmed">
              {categoryLabel(item.category)}
            </Text>
            <Text size="sm">
              {formatKrw(item.unitPrice)} × {item.quantity} = {formatKrw(item.unitPrice * item.quantity)}
            </Text>
            {item.memberNote && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {item.memberNote}
              </Text>
            )}
          </Card>
        ))}
        <Text size="sm" fw={700}>
          Total value {formatKrw(data.totalValueKrw)}
        </Text>
      </Stack>
    </>
  );
}

/**
 * The items edit: rows added, changed and removed locally, then saved in one `PUT` that the server applies all
 * together or not at all (decision 019). On failure 'Failed to edit package items' shows and the edit stays.
 */
function ItemsEditor({ data, onDone }: { data: PackageDetail; onDone: () => void }) {
  const save = useSavePackageItems(data.code);
  const submitLock = useSubmitLock();
  const categoryOptions = useCodeOptions('itemCategories');
  const form = useForm<ItemsFields>({
    ...validateOnBlur,
    resolver: zodResolver(itemsFormSchema) as never,
    defaultValues: { items: rowsOf(data) },
  });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const edit = itemsEdit(data.items, (values as unknown as ParsedItems).items);
    if (edit.added?.length === 0 && edit.edited?.length === 0 && edit.deletedIds?.length === 0) {
      onDone();
      return;
    }
    save.mutate(edit, {
      onSuccess: () => {
        submitLock.lock();
        notifications.show({ message: 'Items saved.' });
        onDone();
      },
    });
  });
  const reason = save.isError ? failureReason(save.error) : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Edit items">
      <Stack gap="sm">
        {rows.fields.map((field, index) => {
          const rowErrors = errors.items?.[index];
          const title = field.itemId === null ? `New item ${index + 1}` : `Item ${index + 1}`;
          return (
            <Card key={field.id} withBorder padding="sm" aria-label={title} component="fieldset">
              <Group justify="space-between" mb={4}>
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="subtle"
                  onClick={() => rows.remove(index)}
                  aria-label={`Delete item ${index + 1}`}
                >
                  Delete
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <TextInput label="Item name" withAsterisk {...inputProps(form, `items.${index}.name`)} />
                <Controller
                  control={form.control}
                  name={`items.${index}.category`}
                  render={({ field: category }) => (
                    <Select
                      label="Category"
                      withAsterisk
                      data={categoryOptions}
                      value={category.value || null}
                      onChange={(value) => category.onChange(value ?? '')}
                      onBlur={category.onBlur}
                      error={rowErrors?.category?.message}
                      allowDeselect={false}
                    />
                  )}
                />
                <TextInput
                  label="Unit price (KRW)"
                  withAsterisk
                  inputMode="numeric"
                  {...inputProps(form, `items.${index}.unitPrice`)}
                />
                <TextInput
                  label="Quantity"
                  withAsterisk
                  inputMode="numeric"
                  {...inputProps(form, `items.${index}.quantity`)}
                />
              </SimpleGrid>
              <Textarea
                mt="xs"
                label="Item note"
                autosize
                minRows={1}
                {...inputProps(form, `items.${index}.memberNote`)}
              />
            </Card>
          );
        })}
        {errors.items?.root?.message && (
          <Text c="red.8" size="sm" role="alert">
            {errors.items.root.message}
          </Text>
        )}
        {errors.items?.message && (
          <Text c="red.8" size="sm" role="alert">
            {errors.items.message}
          </Text>
        )}
        <Button
          variant="light"
          onClick={() => rows.append(emptyRow())}
          disabled={rows.fields.length >= PACKAGE_MAX_ITEMS}
          w="fit-content"
        >
          Add item
        </Button>
        {save.isError && (
          <Alert color="red" title={packageFormMessages.editFailed} role="alert">
            {reason ?? 'Nothing was changed. Please check the items and try again.'}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={submitLock.isLocked}>
            Save items
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The package's items: a table (cards on phones), and the edit mode while the package allows it. */
export function PackageItems({ data }: { data: PackageDetail }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-label="Package items">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Items
        </Title>
        {data.canEditItems && !isEditing && (
          <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
            Edit items
          </Button>
        )}
      </Group>
      {isEditing && data.canEditItems ? (
        <ItemsEditor data={data} onDone={() => setIsEditing(false)} />
      ) : (
        <ItemsTable data={data} />
      )}
    </Card>
  );
}

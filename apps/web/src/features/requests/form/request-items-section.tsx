import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListMessage, RemoveRowButton } from '../../../components/forms/row-list.tsx';

type RequestItemsSectionProps = {
  /** The section's heading (default 'Items'). */
  title?: string;
  /** What one entry is called in its heading and buttons ('Item 2', 'Add item'; default 'item'). */
  noun?: string;
  /** The items' field ids, in order (react-hook-form's `useFieldArray().fields`). */
  fields: readonly { id: string }[];
  /** Whether another item may be added (under the kind's maximum, and the kind allows it). */
  canAdd: boolean;
  onAdd: () => void;
  /** Whether items may be removed (a marketplace listing's single item may not). */
  canRemove: boolean;
  onRemove: (index: number) => void;
  isBusy?: boolean;
  /** A line under the heading (why the items cannot change). */
  note?: ReactNode;
  /** The list's own message from its checks. */
  error?: string;
  /**
   * The kind's message for an empty list ('at least one item'), shown as soon as the list is empty: the form's
   * submit is disabled then, so it would never be checked.
   */
  emptyMessage?: string;
  /** The kind's fields of one item. */
  renderItem: (index: number, fieldId: string) => ReactNode;
};

/** Every request form's items: one card per item with its number and Remove, Add item, and the list's message. */
export function RequestItemsSection({
  title = 'Items',
  noun = 'item',
  fields,
  canAdd,
  onAdd,
  canRemove,
  onRemove,
  isBusy = false,
  note,
  error,
  emptyMessage,
  renderItem,
}: RequestItemsSectionProps) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {canAdd && (
          <Button variant="light" size="xs" onClick={onAdd} disabled={isBusy}>
            Add {noun}
          </Button>
        )}
      </Group>
      {note && (
        <Text size="sm" c="dimmed" mb="xs">
          {note}
        </Text>
      )}
      <Stack gap="md">
        {fields.length === 0 && (
          <Text size="sm" c="dimmed">
            No {noun}s yet.
          </Text>
        )}
        {fields.map((field, index) => (
          <Card
            key={field.id}
            withBorder
            padding="sm"
            bg="var(--mantine-color-gray-0)"
            component="fieldset"
            aria-label={`${Noun} ${index + 1}`}
            style={{ minWidth: 0 }}
          >
            <Group justify="space-between" mb={6}>
              <Text fw={600}>
                {Noun} {index + 1}
              </Text>
              {canRemove && (
                <RemoveRowButton
                  onClick={() => onRemove(index)}
                  disabled={isBusy}
                  label={`Remove ${noun} ${index + 1}`}
                >
                  Remove
                </RemoveRowButton>
              )}
            </Group>
            {renderItem(index, field.id)}
          </Card>
        ))}
        <ListMessage message={error ?? (fields.length === 0 ? emptyMessage : undefined)} />
      </Stack>
    </Card>
  );
}

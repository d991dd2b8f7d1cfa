import { packageExportQuerySchema } from '@fanship/domain/warehouse/packages';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useCodeOptions } from '../../code-lists/index.ts';
import { useDownloadPackagesExcel } from '../api/packages-api.ts';

type Fields = { type: string; createdAtFrom: string; createdAtTo: string };

/**
 * 'Download Excel': the member picks a type and the Korean days the packages were registered on (either end may be
 * left open) and gets `package.xlsx`. The dates are checked with the server's own rules before the download starts;
 * a refusal is shown in the dialog, which stays open.
 */
export function PackageExportDialog({
  opened,
  onClose,
  defaultType,
}: {
  opened: boolean;
  onClose: () => void;
  defaultType: string;
}) {
  const [fields, setFields] = useState<Fields>({ type: defaultType, createdAtFrom: '', createdAtTo: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const typeOptions = useCodeOptions('packageTypes');
  const download = useDownloadPackagesExcel();
  const { reset } = download;
  useEffect(() => {
    // Each opening starts from the list's type filter.
    if (opened) {
      setFields({ type: defaultType, createdAtFrom: '', createdAtTo: '' });
      setErrors({});
      reset();
    }
  }, [opened, defaultType, reset]);
  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = packageExportQuerySchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'type'), issue.message]),
        ),
      );
      return;
    }
    download.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Download Excel" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Your packages as package.xlsx, by type and by the day they were registered (Korean time).
          </Text>
          <Select
            label="Type"
            data={[{ value: '', label: 'All types' }, ...typeOptions]}
            value={fields.type}
            onChange={(value) => set('type', value ?? '')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label="Created from"
              value={fields.createdAtFrom}
              onChange={(event) => set('createdAtFrom', event.currentTarget.value)}
              error={errors.createdAtFrom}
            />
            <TextInput
              type="date"
              label="Created to"
              value={fields.createdAtTo}
              onChange={(event) => set('createdAtTo', event.currentTarget.value)}
              error={errors.createdAtTo}
            />
          </SimpleGrid>
          {download.isError && (
            <Alert color="red" title="The file was not downloaded">
              {errorMessageOf(download.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={download.isPending}>
              Download
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import type { ApplicationInfo } from '@fanship/domain/schemas/application-info';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useApplicationInfos } from '../api/application-infos-api.ts';

/**
 * Picks one of the member's saved applicant's information records (a fansign request's applicant): choosing
 * one hands it to `onPick`, which fills the form's applicant fields (still editable); a link adds a new record.
 */
export function ApplicationInfoPick({ onPick }: { onPick: (record: ApplicationInfo) => void }) {
  const records = useApplicationInfos();
  const [picked, setPicked] = useState<string | null>(null);
  const list = records.data ?? [];
  const addLink = (
    <Anchor component={Link} to="/profile/application-info/new" size="sm">
      Add applicant's information
    </Anchor>
  );
  if (records.isSuccess && list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No saved applicant's information yet. {addLink}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Select
        label="Saved applicant's information"
        placeholder={records.isPending ? 'Loading…' : 'Choose a saved applicant'}
        disabled={!records.isSuccess}
        error={records.isError ? errorMessageOf(records.error) : undefined}
        data={list.map((record) => ({ value: String(record.id), label: record.name }))}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          const record = list.find((entry) => String(entry.id) === value);
          if (record) onPick(record);
        }}
        clearable
      />
      {addLink}
    </Stack>
  );
}

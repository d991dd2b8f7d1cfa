import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The buttons under a form of the member's profile (an address, an applicant's information record): Delete on
 * the left while editing (`remove`), Close (back to /profile) and Submit on the right.
 */
export function ProfileFormFooter({
  remove,
  isSaving,
  isLocked,
}: {
  remove?: { label: string; onClick: () => void; isPending: boolean };
  isSaving: boolean;
  isLocked: boolean;
}) {
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      {remove ? (
        <Button variant="subtle" color="red" onClick={remove.onClick} loading={remove.isPending}>
          {remove.label}
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        <Button component={Link} to="/profile" variant="default">
          Close
        </Button>
        <Button type="submit" loading={isSaving} disabled={isLocked}>
          Submit
        </Button>
      </Group>
    </Group>
  );
}

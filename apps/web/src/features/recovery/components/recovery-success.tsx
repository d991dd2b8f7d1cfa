import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';

/** A finished recovery step: what happened, and the way back to login. */
export function RecoverySuccess({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" title="Done">
        {message}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        Login
      </Button>
    </Stack>
  );
}

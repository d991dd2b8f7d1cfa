import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * On an incoming's staff page, the next step of a parcel still to arrive: a registered one is received at the intake
 * desk (opened with its tracking number looked up), where its package, photos and measurements are recorded; a
 * partially arrived one is completed on its package's page ('All items arrived').
 */
export function ReceiveAtIntakeDesk({
  request,
}: {
  request: { status: string; trackingNo: string; arrivedPackageCode: string | null };
}) {
  if (request.status === 'SCIN01') {
    return (
      <Card withBorder padding="md" component="section" aria-label="Receive">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            When the parcel arrives, receive it at the intake desk: it becomes the member’s package.
          </Text>
          <Button
            component={Link}
            to={`/staff/warehouse/intake?trackingNo=${encodeURIComponent(request.trackingNo)}`}
          >
            Receive at the intake desk
          </Button>
        </Group>
      </Card>
    );
  }
  if (request.status === 'SCIN03' && request.arrivedPackageCode) {
    return (
      <Card withBorder padding="md" component="section" aria-label="Receive">
        <Group justify="space-between" gap="sm">
          <Text size="sm">Some items were missing. When they arrive, mark them on the package’s page.</Text>
          <Button component={Link} to={`/staff/packages/${request.arrivedPackageCode}`} variant="light">
            Open {request.arrivedPackageCode}
          </Button>
        </Group>
      </Card>
    );
  }
  return null;
}

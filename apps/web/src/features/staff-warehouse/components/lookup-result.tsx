import { formatKrw } from '@fanship/domain/pricing/money';
import type { IntakeExpectedPackage, IntakeIncoming, IntakeLookup } from '@fanship/domain/warehouse/intake';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/request-kit/status-badge.tsx';
import { formatKstDate } from '../../../lib/kst-format.ts';
import { useCodeLabel } from '../../code-lists/index.ts';

export const staffPackagePath = (code: string) => `/staff/packages/${encodeURIComponent(code)}`;
const staffMemberPath = (code: string) => `/staff/members/${encodeURIComponent(code)}`;

/** A card's first line: the record's code (as given) and its status. */
function CardHead({
  record,
  children,
}: {
  record: { status: string; statusLabel: string };
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs">
      {children}
      <StatusBadge status={record.status} label={record.statusLabel} />
    </Group>
  );
}

function MemberLink({ owner }: { owner: { code: string; name: string } }) {
  return (
    <Anchor component={Link} to={staffMemberPath(owner.code)}>
      {owner.name} ({owner.code})
    </Anchor>
  );
}

/** An incoming the parcel may be: its member, seller and registered items. */
function IncomingCard({ incoming }: { incoming: IntakeIncoming }) {
  const category = useCodeLabel('itemCategories');
  const carrier = useCodeLabel('incomingCarriers');
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Incoming ${incoming.code}`}>
      <Stack gap={6}>
        <CardHead record={incoming}>
          <Text ff="monospace" fw={700}>
            {incoming.code}
          </Text>
        </CardHead>
        <Text size="sm">
          <MemberLink owner={incoming.member} />{' '}
          <Text span c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
            {incoming.member.email}
          </Text>
        </Text>
        <Text size="sm">
          Seller <strong>{incoming.sellerName}</strong>
          {incoming.carrierName ? ` · ${carrier(incoming.carrierName)}` : ''} · registered{' '}
          {formatKstDate(incoming.createdAt)}
        </Text>
        <List size="sm" spacing={2} aria-label="Registered items">
          {incoming.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the registered items have no id of their own
            <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
              {item.name} × {item.quantity}{' '}
              <Text span c="dimmed" size="xs">
                {category(item.categoryCode)} · {formatKrw(item.unitPriceKrw)}
              </Text>
            </List.Item>
          ))}
        </List>
        {incoming.memberNote && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Member note: {incoming.memberNote}
          </Text>
        )}
        {incoming.packageCode && (
          <Alert color="blue" variant="light" p="xs">
            Received as{' '}
            <Anchor component={Link} to={staffPackagePath(incoming.packageCode)} ff="monospace" fw={700}>
              {incoming.packageCode}
            </Anchor>
            , waiting for its missing items: open the package and press 'All items arrived' when they come.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** A package awaiting receipt (an OFM's result, decision 027): whose it is and what it was bought for. */
function ExpectedCard({ pkg }: { pkg: IntakeExpectedPackage }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Package ${pkg.code} awaiting receipt`}>
      <Stack gap={6}>
        <CardHead record={pkg}>
          <Anchor component={Link} to={staffPackagePath(pkg.code)} ff="monospace" fw={700}>
            {pkg.code}
          </Anchor>
        </CardHead>
        <Text size="sm">
          <MemberLink owner={pkg.owner} />
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Bought for <strong>{pkg.sourceCode ?? '-'}</strong>
          {pkg.name ? ` · ${pkg.name}` : ''}
          {pkg.trackingNo ? ` · shop tracking ${pkg.trackingNo}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

type LookupResultProps = {
  lookup: IntakeLookup;
  /** Staff chose 'Receive anyway' for a number already on a package. */
  overriding: boolean;
  onOverride: () => void;
};

/**
 * What the desk knows about the scanned number. A number already on a package stops here (decision 024): the desk
 * says so and links to the package(s), and only 'Receive anyway' (which then asks why) goes on to the incomings it
 * may be and the form. Otherwise: the incomings it may be (registered, or partially arrived and waiting), or 'No
 * registered incoming' (the parcel can still go to a member by ID or to lost & found). A package awaiting receipt
 * (an OFM's result, found by its code or shop tracking number, decision 027) is shown first: the form receives it.
 */
export function LookupResult({ lookup, overriding, onOverride }: LookupResultProps) {
  const received = lookup.packages.length > 0;
  return (
    <Stack gap="sm" aria-label="Lookup result" component="section">
      {received && (
        <Alert
          color="orange"
          variant="light"
          title="This tracking number is already on a package"
          role="alert"
        >
          <Stack gap={4}>
            {lookup.packages.map((pkg) => (
              <Group key={pkg.code} gap="xs">
                <Anchor component={Link} to={staffPackagePath(pkg.code)} ff="monospace" fw={700}>
                  {pkg.code}
                </Anchor>
                <Badge variant="light" color="gray">
                  {pkg.statusLabel}
                </Badge>
                <Text size="sm">
                  {pkg.owner ? `${pkg.owner.name} (${pkg.owner.code})` : 'Lost & found pool'} · received{' '}
                  {formatKstDate(pkg.createdAt)}
                </Text>
              </Group>
            ))}
            {overriding ? (
              <Text size="sm">Receiving it again: say why in the form below.</Text>
            ) : (
              <>
                <Text size="sm">
                  This parcel was received already: open its package instead. Receive it again only if it is
                  another parcel with the same number.
                </Text>
                <Group>
                  <Button variant="default" size="xs" onClick={onOverride}>
                    Receive anyway
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Alert>
      )}
      {lookup.expected.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="md">
            Awaiting receipt: goods bought for a member
          </Title>
          {lookup.expected.map((pkg) => (
            <ExpectedCard key={pkg.code} pkg={pkg} />
          ))}
        </Stack>
      )}
      {received && !overriding ? null : lookup.incomings.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="md">
            Registered incoming{lookup.incomings.length > 1 ? 's' : ''} for {lookup.trackingNo}
          </Title>
          {lookup.incomings.map((incoming) => (
            <IncomingCard key={incoming.code} incoming={incoming} />
          ))}
        </Stack>
      ) : lookup.expected.length > 0 ? null : (
        <Alert color="gray" variant="light" title="No registered incoming">
          No member registered {lookup.trackingNo}. Receive it for a member by their ID, or put it in lost
          &amp; found.
        </Alert>
      )}
    </Stack>
  );
}

import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/api/get-session.ts';

const services = [
  {
    mark: '🛍️',
    title: 'Shop',
    text: 'Albums, light sticks and official goods from our own shop, priced in KRW and paid in USD.',
  },
  {
    mark: '🧾',
    title: 'Order for Me',
    text: 'Send us a link from any Korean store or second-hand market and we buy it for you.',
  },
  {
    mark: '📦',
    title: 'Forwarding',
    text: 'Your parcels arrive at our Korean warehouse; we store, unbox, pack and ship them abroad together.',
  },
];

export function Component() {
  const session = useSession();
  const member = session.data?.member;
  return (
    <Stack gap={48}>
      <Card
        padding={0}
        radius="xl"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-pink-6), var(--mantine-color-violet-6))',
        }}
        withBorder={false}
      >
        <Stack gap="lg" p={{ base: 'xl', sm: 56 }} c="white" maw={720}>
          <Badge color="white" c="pink.7" variant="filled" size="lg" w="fit-content">
            K-pop goods from Korea, to you
          </Badge>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
            {member ? `Welcome back, ${member.firstName}!` : 'Your bias, delivered worldwide.'}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.92}>
            Fanship is the home for overseas fans: shop official goods, let us buy from Korean stores on your
            behalf, and forward your parcels from our Korean warehouse to your door.
          </Text>
          <Group gap="sm">
            {member ? (
              <Button component={Link} to="/profile" size="md" color="white" c="pink.7">
                My account
              </Button>
            ) : (
              <>
                <Button component={Link} to="/signup" size="md" color="white" c="pink.7">
                  Sign Up
                </Button>
                <Button component={Link} to="/login" size="md" variant="outline" color="white">
                  Login
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {services.map((service) => (
          <Card key={service.title}>
            <Stack gap="sm">
              <ThemeIcon size={48} radius="xl" variant="light" fz={24} aria-hidden>
                {service.mark}
              </ThemeIcon>
              <Title order={3}>{service.title}</Title>
              <Text c="dimmed" size="sm">
                {service.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

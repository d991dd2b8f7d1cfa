import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/** An outline icon drawn inline (no emoji font or icon package needed). */
function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const shopIcon = (
  <OutlineIcon>
    <path d="M6 7h12l1 13H5L6 7z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </OutlineIcon>
);

const orderIcon = (
  <OutlineIcon>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </OutlineIcon>
);

const forwardingIcon = (
  <OutlineIcon>
    <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" />
    <path d="M12 12l8-4.5M12 12v9M12 12L4 7.5" />
  </OutlineIcon>
);

type ServiceCard = {
  icon: ReactNode;
  title: string;
  text: string;
  links: { label: string; to: string }[];
};

const services: ServiceCard[] = [
  {
    icon: shopIcon,
    title: 'Shop',
    text: 'Albums, light sticks and official goods from our own shop, priced in KRW and paid in USD.',
    links: [{ label: 'Browse the shop', to: '/shop-products' }],
  },
  {
    icon: orderIcon,
    title: 'Order for Me',
    text: 'Send us a link from any Korean store or second-hand market and we buy it for you.',
    links: [
      { label: 'How it works', to: '/service-overview#ofm' },
      { label: 'Fees', to: '/price-overview#ofm' },
    ],
  },
  {
    icon: forwardingIcon,
    title: 'Forwarding',
    text: 'Your parcels arrive at our Korean warehouse; we store, unbox, pack and ship them abroad together.',
    links: [
      { label: 'How it works', to: '/service-overview#incoming' },
      { label: 'Shipping costs', to: '/price-overview#shipping' },
    ],
  },
];

/** The greeting and its buttons: the only part of the page that changes when the session is known. */
function Hero() {
  const member = useSession().data?.member;
  return (
    <Card
      padding={0}
      radius="xl"
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-pink-6), var(--mantine-color-violet-6))',
      }}
      withBorder={false}
    >
      <Stack gap="lg" p={{ base: 'xl', sm: 56 }} c="white" maw={720}>
        <Badge color="white" c="pink.7" variant="filled" size="md" w="fit-content" maw="100%">
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
  );
}

export function Component() {
  usePageTitle('K-pop goods from Korea, shipped worldwide');
  return (
    <Stack gap={48}>
      <Hero />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {services.map((service) => (
          <Card key={service.title} component="section" aria-label={service.title}>
            <Stack gap="sm" h="100%">
              <ThemeIcon size={48} radius="xl" variant="light">
                {service.icon}
              </ThemeIcon>
              <Title order={2} fz={22}>
                {service.title}
              </Title>
              <Text c="dimmed" size="sm" style={{ flex: 1 }}>
                {service.text}
              </Text>
              <Group gap="lg">
                {service.links.map((link) => (
                  <Anchor key={link.to} component={Link} to={link.to} fw={600} size="sm">
                    {link.label} →
                  </Anchor>
                ))}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

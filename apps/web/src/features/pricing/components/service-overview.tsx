import { List, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { type HashTab, HashTabs } from './hash-tabs.tsx';

function ServiceText({ title, lead, steps }: { title: string; lead: string; steps: readonly string[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text>{lead}</Text>
      <List type="ordered" spacing={6}>
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

const services = [
  {
    value: 'incoming',
    label: 'Incoming',
    title: 'Incoming',
    lead: 'Ship your Korean orders to our warehouse address; we receive, check and store them for you.',
    steps: [
      'Register the incoming with the tracking number and the items you expect.',
      'We receive the parcel, weigh it and photograph it.',
      'It waits in your storage, free for 45 days, until you ask for shipping.',
    ],
  },
  {
    value: 'ofm',
    label: 'OFM',
    title: 'Order for Me (OFM)',
    lead: 'Cannot buy from a Korean store yourself? We buy for you, online, on the second-hand marketplace, at fansigns or in shops.',
    steps: [
      'Send a request with the links, options and quantities.',
      'We check the items and send you an invoice with the service fee.',
      'After payment we buy the goods; they arrive at our warehouse as a package.',
    ],
  },
  {
    value: 'unboxing',
    label: 'Unboxing',
    title: 'Unboxing video',
    lead: 'We film the opening of your package so you can see every item before it travels.',
    steps: [
      'Ask for an unboxing video on a package in your storage.',
      'We film it within 2-3 business days (priority: within 2).',
      'Watch the video online; it is kept for about one month.',
    ],
  },
  {
    value: 'split',
    label: 'Split',
    title: 'Split',
    lead: 'Divide one package into several, for example to ship parts of it to different addresses.',
    steps: [
      'Describe how the items should be divided.',
      'We split the package and each part becomes a package of its own.',
    ],
  },
  {
    value: 'inclusion',
    label: 'Inclusion',
    title: 'Inclusion',
    lead: 'We take the inclusions (photocards, posters, POBs) out of your albums so you ship only what you want.',
    steps: [
      'Choose the albums and tell us what to keep.',
      'We open the albums and sort the inclusions (3-5 business days).',
      'The inclusions join your storage; the rest is handled as you asked.',
    ],
  },
  {
    value: 'packing',
    label: 'Packing',
    title: 'Packing',
    lead: 'We consolidate the packages you choose into one box for international shipping.',
    steps: [
      'Choose the packages and your shipping address.',
      'We pack them (vacuum bags where useful) and weigh the box.',
      'You receive the shipping quote and pay to send the box.',
    ],
  },
  {
    value: 'repacking',
    label: 'Repacking',
    title: 'Repacking',
    lead: 'Change a packed box: add more packages or take items out before it ships.',
    steps: ['Tell us what to add or remove.', 'We repack the box and weigh it again.'],
  },
  {
    value: 'shipping',
    label: 'Shipping',
    title: 'Shipping',
    lead: 'We ship worldwide with express carriers (EMS, DHL, FedEx) and K-Packet for light parcels.',
    steps: [
      'Pick a carrier for your packed box; the price follows its billable weight.',
      'Pay the shipping fee in USD.',
      'We hand the box to the carrier and send you the tracking number.',
    ],
  },
] as const;

const tabs: readonly HashTab[] = services.map((service) => ({
  value: service.value,
  label: service.label,
  content: <ServiceText title={service.title} lead={service.lead} steps={service.steps} />,
}));

/** The service overview: what each service does, one hash tab each (text only). */
export function ServiceOverview() {
  return (
    <Stack gap="md">
      <PageHeader title="Our services" description="How forwarding and Order for Me work, step by step." />
      <HashTabs tabs={tabs} label="Services" />
    </Stack>
  );
}

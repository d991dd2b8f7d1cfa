import { K_PACKET_MAX_WEIGHT_GRAMS } from '@fanship/domain/pricing/k-packet';
import { formatKrw } from '@fanship/domain/pricing/money';
import {
  OFM_PRIORITY_FEE_KRW,
  OFM_TIER_HIGH_LIMIT_KRW,
  OFM_TIER_LOW_FEE_KRW,
  OFM_TIER_LOW_LIMIT_KRW,
  OFM_TIER_MID_FEE_KRW,
} from '@fanship/domain/pricing/ofm-fee-rates';
import {
  CONSOLIDATION_FEE_PER_PACKAGE_KRW,
  DEFAULT_FREE_STORAGE_DAYS,
  INCLUSION_MIN_ALBUMS,
  inclusionPrices,
  PRIORITY_PACKING_FEE_KRW,
  REPACKING_FEE_PER_KG_KRW,
  SPLIT_FEE_PER_PACKAGE_KRW,
  STORAGE_FEE_PER_DAY_KRW,
  UNBOXING_HEAVY_FEE_KRW,
  UNBOXING_LIGHT_FEE_KRW,
  UNBOXING_PRIORITY_FEE_KRW,
  VACUUM_FEE_PER_BAG_KRW,
} from '@fanship/domain/pricing/service-fees';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { type HashTab, HashTabs } from './hash-tabs.tsx';

type Service = {
  value: string;
  label: string;
  title: string;
  lead: string;
  steps: readonly string[];
  /** The fee in one sentence, from the same constants the calculators use. */
  fee: string;
  /** The pricing tab with the details. */
  pricingTab: string;
};

function ServiceText({ service }: { service: Service }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {service.title}
      </Title>
      <Text>{service.lead}</Text>
      <List type="ordered" spacing={6}>
        {service.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text>
        <strong>Fee:</strong> {service.fee}{' '}
        <Anchor component={Link} to={`/price-overview#${service.pricingTab}`}>
          See pricing
        </Anchor>
      </Text>
    </Stack>
  );
}

const services: readonly Service[] = [
  {
    value: 'incoming',
    label: 'Incoming',
    title: 'Incoming',
    lead: 'Ship your Korean orders to our warehouse address; we receive, check and store them for you.',
    steps: [
      'Register the incoming with the tracking number and the items you expect.',
      'We receive the parcel, weigh it and photograph it.',
      `It waits in your storage, free for ${DEFAULT_FREE_STORAGE_DAYS} days, until you ask for shipping.`,
    ],
    fee: `receiving is free; storage is free for ${DEFAULT_FREE_STORAGE_DAYS} days from arrival, then ${formatKrw(STORAGE_FEE_PER_DAY_KRW)} a day.`,
    pricingTab: 'others',
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
    fee: `${formatKrw(OFM_TIER_LOW_FEE_KRW)} under ${formatKrw(OFM_TIER_LOW_LIMIT_KRW)}, ${formatKrw(OFM_TIER_MID_FEE_KRW)} from ${formatKrw(OFM_TIER_LOW_LIMIT_KRW)} to ${formatKrw(OFM_TIER_HIGH_LIMIT_KRW)}, free above; priority adds ${formatKrw(OFM_PRIORITY_FEE_KRW)}.`,
    pricingTab: 'ofm',
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
    fee: `${formatKrw(UNBOXING_LIGHT_FEE_KRW)} under 10 kg, ${formatKrw(UNBOXING_HEAVY_FEE_KRW)} at 10 kg or more; priority ${formatKrw(UNBOXING_PRIORITY_FEE_KRW)} extra.`,
    pricingTab: 'unboxing',
  },
  {
    value: 'split',
    label: 'Split',
    title: 'Split',
    lead: 'Divide one package into several, for example to ship parts of it to different addresses.',
    steps: [
      'Describe how the items should be divided.',
      'We split the package and each part becomes a package of its own, with a new free storage period.',
    ],
    fee: `${formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)} per split package.`,
    pricingTab: 'split',
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
      `Storage days stop counting when you send the request; ${DEFAULT_FREE_STORAGE_DAYS} new free days start when it is completed.`,
    ],
    fee: `from ${formatKrw(inclusionPrices.S.ofmKrw)} to ${formatKrw(inclusionPrices.L.otherKrw)} per album by size; at least ${INCLUSION_MIN_ALBUMS} albums, or 1 package for POB only.`,
    pricingTab: 'inclusion',
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
    fee: `${formatKrw(CONSOLIDATION_FEE_PER_PACKAGE_KRW)} per package from the second; vacuum ${formatKrw(VACUUM_FEE_PER_BAG_KRW)} per bag; priority packing ${formatKrw(PRIORITY_PACKING_FEE_KRW)} per request.`,
    pricingTab: 'packing',
  },
  {
    value: 'repacking',
    label: 'Repacking',
    title: 'Repacking',
    lead: 'Change a packed box: add more packages or take items out before it ships.',
    steps: [
      'Tell us what to add or remove.',
      'We repack the box and weigh it again.',
      'A box can be repacked once, and only before its shipping payment is confirmed.',
    ],
    fee: `${formatKrw(REPACKING_FEE_PER_KG_KRW)} per started kg added or removed.`,
    pricingTab: 'repacking',
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
    fee: `by carrier, destination and billable weight (the greater of actual and volumetric weight); K-Packet up to ${K_PACKET_MAX_WEIGHT_GRAMS / 1000} kg.`,
    pricingTab: 'shipping',
  },
];

const tabs: readonly HashTab[] = services.map((service) => ({
  value: service.value,
  label: service.label,
  content: <ServiceText service={service} />,
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

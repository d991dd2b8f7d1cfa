import { formatKrw } from '@fanship/domain/pricing/money';
import { OFM_TIER_LOW_FEE_KRW, OFM_TIER_MID_FEE_KRW } from '@fanship/domain/pricing/ofm-fee-rates';
import {
  CONSOLIDATION_FEE_PER_PACKAGE_KRW,
  DEFAULT_FREE_STORAGE_DAYS,
  inclusionPrices,
  REPACKING_FEE_PER_KG_KRW,
  SPLIT_FEE_PER_PACKAGE_KRW,
  STORAGE_FEE_PER_DAY_KRW,
  UNBOXING_LIGHT_FEE_KRW,
} from '@fanship/domain/pricing/service-fees';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { FeeSection } from './fee-table.tsx';
import { type HashTab, HashTabs } from './hash-tabs.tsx';
import { OfmFeeCalculator } from './ofm-fee-calculator.tsx';
import { OfmFeeTexts } from './ofm-fee-texts.tsx';
import {
  InclusionFees,
  OtherFees,
  PackingFees,
  RepackingFees,
  ShippingNotes,
  SplitFees,
  UnboxingFees,
} from './service-fee-texts.tsx';
import { ShippingCalculator } from './shipping-calculator.tsx';

function ServicePriceSummary() {
  return (
    <FeeSection
      title="Service prices at a glance"
      lead="Receiving your packages at our Korean warehouse is free; you pay for the services you ask for, and for shipping."
      rows={[
        ['Receiving a package (incoming)', 'Free'],
        [
          'Order for Me (OFM)',
          `${formatKrw(OFM_TIER_LOW_FEE_KRW)}, ${formatKrw(OFM_TIER_MID_FEE_KRW)} or free by order value`,
        ],
        ['Unboxing video', `from ${formatKrw(UNBOXING_LIGHT_FEE_KRW)}`],
        ['Split', `${formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)} per split package`],
        ['Inclusion', `from ${formatKrw(inclusionPrices.S.ofmKrw)} per album`],
        [
          'Packing (consolidation)',
          `${formatKrw(CONSOLIDATION_FEE_PER_PACKAGE_KRW)} per package from the second`,
        ],
        ['Repacking', `${formatKrw(REPACKING_FEE_PER_KG_KRW)} per started kg`],
        [
          'Storage',
          `Free for ${DEFAULT_FREE_STORAGE_DAYS} days, then ${formatKrw(STORAGE_FEE_PER_DAY_KRW)} a day`,
        ],
        ['Shipping', 'By carrier, weight and destination (see the calculator)'],
      ]}
      notes={[
        'Prices are set in KRW; you pay in USD at the current exchange rate.',
        <>
          What each service does is explained in the{' '}
          <Anchor component={Link} to="/service-overview">
            service overview
          </Anchor>
          .
        </>,
      ]}
    />
  );
}

const tabs: readonly HashTab[] = [
  { value: 'service-price', label: 'Service price', content: <ServicePriceSummary /> },
  {
    value: 'ofm',
    label: 'OFM',
    content: (
      <Stack gap="xl">
        <OfmFeeCalculator />
        <OfmFeeTexts />
      </Stack>
    ),
  },
  { value: 'unboxing', label: 'Unboxing', content: <UnboxingFees /> },
  { value: 'split', label: 'Split', content: <SplitFees /> },
  { value: 'inclusion', label: 'Inclusion', content: <InclusionFees /> },
  { value: 'packing', label: 'Packing', content: <PackingFees /> },
  { value: 'repacking', label: 'Repacking', content: <RepackingFees /> },
  {
    value: 'shipping',
    label: 'Shipping',
    content: (
      <Stack gap="xl">
        <ShippingCalculator />
        <ShippingNotes />
      </Stack>
    ),
  },
  { value: 'others', label: 'Others', content: <OtherFees /> },
];

/** The pricing overview: one hash tab per service, with the OFM and shipping calculators. */
export function PriceOverview() {
  return (
    <Stack gap="md">
      <PageHeader title="Pricing" description="Every fee of our services, in KRW." />
      <HashTabs tabs={tabs} label="Pricing sections" />
    </Stack>
  );
}

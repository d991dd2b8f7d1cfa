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
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { FeeSection } from './fee-table.tsx';
import { type HashTab, HashTabs, tabOfHash } from './hash-tabs.tsx';
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

// The calculators (their forms, checks and result tables) are fetched for their own tab, not with the page: the
// server draws the first tab (it never sees the hash), so neither is part of the page's first paint or its
// hydration. A visit that opens on a calculator's tab fetches it at once, alongside the page; pointing at or
// focusing a tab fetches its calculator before the click.
const loadOfmCalculator = () => import('./ofm-fee-calculator.tsx');
const loadShippingCalculator = () => import('./shipping-calculator.tsx');
const OfmFeeCalculator = lazy(() =>
  loadOfmCalculator().then((module) => ({ default: module.OfmFeeCalculator })),
);
const ShippingCalculator = lazy(() =>
  loadShippingCalculator().then((module) => ({ default: module.ShippingCalculator })),
);
const preloadOfmCalculator = () => void loadOfmCalculator().catch(() => {});
const preloadShippingCalculator = () => void loadShippingCalculator().catch(() => {});

if (typeof window !== 'undefined') {
  const openingTab = tabOfHash(window.location.hash);
  if (openingTab === 'ofm') preloadOfmCalculator();
  if (openingTab === 'shipping') preloadShippingCalculator();
}

const calculatorLoading = <LoadingState label="Loading the calculator…" />;

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
    preload: preloadOfmCalculator,
    content: (
      <Stack gap="xl">
        <Suspense fallback={calculatorLoading}>
          <OfmFeeCalculator />
        </Suspense>
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
    preload: preloadShippingCalculator,
    content: (
      <Stack gap="xl">
        <Suspense fallback={calculatorLoading}>
          <ShippingCalculator />
        </Suspense>
        <ShippingNotes />
      </Stack>
    ),
  },
  { value: 'others', label: 'Others', content: <OtherFees /> },
];

/** The pricing overview: one hash tab per service, with the OFM and shipping calculators (each loaded for its tab). */
export function PriceOverview() {
  return (
    <Stack gap="md">
      <PageHeader title="Pricing" description="Every fee of our services, in KRW." />
      <HashTabs tabs={tabs} label="Pricing sections" />
    </Stack>
  );
}

import { K_PACKET_MAX_WEIGHT_GRAMS, kPacketCountries } from '@fanship/domain/pricing/k-packet';
import { formatKrw } from '@fanship/domain/pricing/money';
import {
  CONSOLIDATION_FEE_PER_PACKAGE_KRW,
  DEFAULT_FREE_STORAGE_DAYS,
  INCLUSION_MIN_ALBUMS,
  inclusionPrices,
  inclusionSizes,
  PRIORITY_PACKING_FEE_KRW,
  REPACKING_FEE_PER_KG_KRW,
  SPLIT_FEE_PER_PACKAGE_KRW,
  STORAGE_FEE_PER_DAY_KRW,
  STORAGE_WARNING_DAYS,
  UNBOXING_HEAVY_FEE_KRW,
  UNBOXING_LIGHT_FEE_KRW,
  UNBOXING_PRIORITY_FEE_KRW,
  VACUUM_FEE_PER_BAG_KRW,
} from '@fanship/domain/pricing/service-fees';
import { FeeSection } from './fee-table.tsx';

const sizeName = { S: 'Size S', M: 'Size M', L: 'Size L', POB: 'POB only (per box)' } as const;

export function UnboxingFees() {
  return (
    <FeeSection
      title="Unboxing video"
      lead="We film the opening of your package so you can check every item (from 1 September 2024)."
      rows={[
        ['Package under 10 kg', formatKrw(UNBOXING_LIGHT_FEE_KRW)],
        ['Package of 10 kg or more', formatKrw(UNBOXING_HEAVY_FEE_KRW)],
        ['Priority unboxing (within 2 business days)', `${formatKrw(UNBOXING_PRIORITY_FEE_KRW)} extra`],
      ]}
      notes={[
        'A video takes 2-3 business days and is kept for about one month.',
        'Free priority applies to eligible packages.',
      ]}
    />
  );
}

export function SplitFees() {
  return (
    <FeeSection
      title="Split"
      lead="We divide one package into several, for example to send them to different addresses."
      rows={[['Per split package', formatKrw(SPLIT_FEE_PER_PACKAGE_KRW)]]}
    />
  );
}

export function InclusionFees() {
  return (
    <FeeSection
      title="Inclusion"
      lead="We take out the inclusions (photocards, posters...) of your albums (prices from 1 February 2025, per album)."
      rows={[
        ['Album size', 'Bought through our OFM / otherwise'],
        ...inclusionSizes.map(
          (size) =>
            [
              sizeName[size],
              `${formatKrw(inclusionPrices[size].ofmKrw)} / ${formatKrw(inclusionPrices[size].otherKrw)}`,
            ] as const,
        ),
      ]}
      notes={[
        `Minimum ${INCLUSION_MIN_ALBUMS} albums, or 1 package for POB only.`,
        'Takes 3-5 business days.',
      ]}
    />
  );
}

export function PackingFees() {
  return (
    <FeeSection
      title="Packing"
      lead="We consolidate your packages into one box for international shipping."
      rows={[
        ['Consolidation, per package from the second', formatKrw(CONSOLIDATION_FEE_PER_PACKAGE_KRW)],
        ['Vacuum packing, per bag (from 1 February 2025)', formatKrw(VACUUM_FEE_PER_BAG_KRW)],
        ['Priority packing, per request (each split box)', formatKrw(PRIORITY_PACKING_FEE_KRW)],
      ]}
      notes={[
        'Our packers decide whether vacuum bags are finally used.',
        'Priority packing is invoiced within 2 business days.',
        'One packing request can hold at most 200 kg in total.',
      ]}
    />
  );
}

export function RepackingFees() {
  return (
    <FeeSection
      title="Repacking"
      lead="We add items to, or remove items from, a packed box."
      rows={[['Per started kg added or removed', formatKrw(REPACKING_FEE_PER_KG_KRW)]]}
      notes={[
        'A box can be repacked once, and only before its shipping payment is confirmed.',
        'At most 200 kg in total.',
      ]}
    />
  );
}

export function OtherFees() {
  return (
    <FeeSection
      title="Storage and other fees"
      rows={[
        ['Free storage', `${DEFAULT_FREE_STORAGE_DAYS} days (or your package's own value)`],
        ['Storage after the free period, per day', formatKrw(STORAGE_FEE_PER_DAY_KRW)],
        ['Half-price pick-up, per package', formatKrw(1_500)],
        ['Cash on delivery, each', `${formatKrw(5_000)} plus the actual shipping cost`],
      ]}
      notes={[
        'Storage is counted from warehouse receipt to the forwarding payment date.',
        `A warning starts ${STORAGE_WARNING_DAYS} days before the free period ends.`,
        'Items unclaimed for 3 months may be disposed of.',
      ]}
    />
  );
}

export function ShippingNotes() {
  return (
    <FeeSection
      title="Shipping"
      lead="Shipping fees are charged in KRW from our carriers' rate cards; billable weight is shown in kg."
      rows={[
        ['Express (EMS, DHL, FedEx)', '3-7 days'],
        ['K-Packet', `2-4 weeks, at most ${K_PACKET_MAX_WEIGHT_GRAMS / 1000} kg`],
      ]}
      notes={[
        'Billable weight is the greater of the actual weight and the volumetric weight (L × W × H cm / 5000).',
        `K-Packet ships to ${kPacketCountries.length} listed countries only (${kPacketCountries.join(', ')}); a package that does not qualify falls back to Standard.`,
        'Packages over 25-30 kg are split without notice.',
      ]}
    />
  );
}

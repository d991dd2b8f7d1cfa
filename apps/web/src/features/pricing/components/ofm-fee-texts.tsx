import { formatKrw } from '@fanship/domain/pricing/money';
import {
  OFM_BUNJANG_FEE_KRW,
  OFM_COMMISSION_PERCENT,
  OFM_DOMESTIC_SHIPPING_KRW,
  OFM_OFFLINE_FEE_KRW,
  OFM_PRIORITY_FEE_KRW,
  OFM_PROXY_FANSIGN_FEE_KRW,
  OFM_TIER_HIGH_LIMIT_KRW,
  OFM_TIER_LOW_FEE_KRW,
  OFM_TIER_LOW_LIMIT_KRW,
  OFM_TIER_MID_FEE_KRW,
} from '@fanship/domain/pricing/ofm-fee-rates';
import { FeeSection } from './fee-table.tsx';

const tierRows = [
  [`Order value under ${formatKrw(OFM_TIER_LOW_LIMIT_KRW)}`, formatKrw(OFM_TIER_LOW_FEE_KRW)],
  [
    `${formatKrw(OFM_TIER_LOW_LIMIT_KRW)} to ${formatKrw(OFM_TIER_HIGH_LIMIT_KRW)} (inclusive)`,
    formatKrw(OFM_TIER_MID_FEE_KRW),
  ],
  [`Above ${formatKrw(OFM_TIER_HIGH_LIMIT_KRW)}`, 'Free'],
] as const;

/** The OFM (Order for Me) fees of the spec, stated in words and tables. */
export function OfmFeeTexts() {
  return (
    <>
      <FeeSection
        title="OFM service fee"
        lead="We buy from Korean stores on your behalf. The service fee depends on the order value:"
        rows={tierRows}
        notes={[
          `Priority purchase (within 24 hours) adds ${formatKrw(OFM_PRIORITY_FEE_KRW)}.`,
          'Regular online purchases are made within 2 business days.',
          `Each extra purchase from the same site costs ${formatKrw(3_000)}; domestic shipping is about ${formatKrw(OFM_DOMESTIC_SHIPPING_KRW)} per shop (none for offline purchases).`,
          'Your prepayment is based on the listed price plus domestic shipping; what is not spent comes back as credit.',
          'Products of our own shop are not bought on your behalf: they carry no service fee and no domestic shipping.',
        ]}
      />
      <FeeSection
        title="Other purchase types"
        rows={[
          [
            'Bunjang (second-hand marketplace)',
            `${formatKrw(OFM_BUNJANG_FEE_KRW)} + ${OFM_COMMISSION_PERCENT}% of the order value (no tier fee)`,
          ],
          [
            'Proxy fansign',
            `${formatKrw(OFM_PROXY_FANSIGN_FEE_KRW)} to apply or ${formatKrw(30_000)} to attend, on top of the tier fee`,
          ],
          [
            'Offline purchase',
            `${formatKrw(OFM_OFFLINE_FEE_KRW)} for the first hour + ${formatKrw(15_000)} per extra hour (rounded up to the half-hour) + ${OFM_COMMISSION_PERCENT}% of the item value`,
          ],
        ]}
        notes={[
          'Offline requests must reach us at least 48 hours ahead.',
          'Proxy fansign requests must reach us at least 6 hours before the deadline.',
          `The OFM fee calculator above uses ${formatKrw(OFM_PROXY_FANSIGN_FEE_KRW)} for proxy fansign and ${formatKrw(OFM_OFFLINE_FEE_KRW)} + ${OFM_COMMISSION_PERCENT}% for offline purchases.`,
        ]}
      />
    </>
  );
}

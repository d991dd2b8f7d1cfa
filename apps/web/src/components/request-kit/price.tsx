import { formatKrw, formatUsdCents, krwToUsdCents } from '@fanship/domain/pricing/money';
import { Text, type TextProps } from '@mantine/core';
import { useExchangeRate } from '../../lib/exchange-rate.ts';

type PriceProps = TextProps & {
  krw: number;
  /** 'usd-first' shows '$12.34 (₩16,000)'; 'usd' only dollars; 'krw' only won. */
  display?: 'usd-first' | 'usd' | 'krw';
};

/** A KRW price shown in USD at the current exchange rate (won while the rate is not known yet). */
export function Price({ krw, display = 'usd-first', ...textProps }: PriceProps) {
  const { data: rate } = useExchangeRate();
  const usd = rate ? formatUsdCents(krwToUsdCents(krw, rate.baseRate)) : null;
  const won = formatKrw(krw);
  let label = won;
  if (display === 'usd' && usd) label = usd;
  if (display === 'usd-first' && usd) label = `${usd} (${won})`;
  return (
    <Text component="span" inherit {...textProps}>
      {label}
    </Text>
  );
}

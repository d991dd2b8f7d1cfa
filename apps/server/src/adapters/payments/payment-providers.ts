import type { Database } from '@fanship/db/client';
import type { Config } from '../../config.ts';
import { createCardProvider } from './card/card-payment-provider.ts';
import type { PaymentProvider, WindowPaymentMethod } from './payment-provider.ts';
import { createPayPalProvider } from './paypal/paypal-provider.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider.ts';

/** The providers the paying code uses: one per window method, chosen by configuration. */
export type PaymentProviders = {
  /** The provider of a method, or undefined when that method is not offered (live, not configured). */
  forMethod(method: WindowPaymentMethod): PaymentProvider | undefined;
  /** The provider a payment attempt was made with (by its recorded name). */
  byName(name: string): PaymentProvider | undefined;
  /** The built-in sandbox, whose hosted page the server serves when PAYMENT_PROVIDER=sandbox. */
  sandbox: SandboxPaymentProvider;
};

/**
 * PAYMENT_PROVIDER=sandbox (the default): PayPal and card payments go to the built-in sandbox. live: to PayPal and
 * the card provider where configured. Tests pass their own providers (adapters pointed at fake servers) as
 * `overrides`.
 */
export function createPaymentProviders(
  config: Config,
  db: Database,
  overrides: Partial<Record<WindowPaymentMethod, PaymentProvider>> = {},
): PaymentProviders {
  const sandbox = new SandboxPaymentProvider({
    db,
    pageUrl: (ref) => `${config.publicUrl}/payments/sandbox/${encodeURIComponent(ref)}`,
  });
  const live = config.payments.provider === 'live';
  const { paypal, card } = config.payments;
  const byMethod: Record<WindowPaymentMethod, PaymentProvider | undefined> = {
    PAYPAL: overrides.PAYPAL ?? (live ? paypal && createPayPalProvider(paypal) : sandbox),
    CARD: overrides.CARD ?? (live ? card && createCardProvider(card) : sandbox),
  };
  const all = new Map<string, PaymentProvider>();
  for (const provider of [sandbox, byMethod.PAYPAL, byMethod.CARD])
    if (provider) all.set(provider.name, provider);
  return {
    forMethod: (method) => byMethod[method],
    byName: (name) => all.get(name),
    sandbox,
  };
}

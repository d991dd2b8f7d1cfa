import type { Config } from '../../config.ts';
import type { PaymentProvider, WindowPaymentMethod } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox/sandbox-provider.ts';

/** The providers the paying code uses: one per window method, chosen by configuration. */
export type PaymentProviders = {
  forMethod(method: WindowPaymentMethod): PaymentProvider;
  /** The provider a payment attempt was made with (by its recorded name). */
  byName(name: string): PaymentProvider | undefined;
  /** The built-in sandbox, whose hosted page the server serves. */
  sandbox: SandboxPaymentProvider;
};

/**
 * PayPal and card payments go to the sandbox provider unless the configuration names real ones; tests pass their
 * own providers (a fake server's adapter) as `overrides`.
 */
export function createPaymentProviders(
  config: Config,
  overrides: Partial<Record<WindowPaymentMethod, PaymentProvider>> = {},
): PaymentProviders {
  const sandbox = new SandboxPaymentProvider({
    pageUrl: (ref) => `${config.publicUrl}/payments/sandbox/${encodeURIComponent(ref)}`,
  });
  const byMethod: Record<WindowPaymentMethod, PaymentProvider> = {
    PAYPAL: overrides.PAYPAL ?? sandbox,
    CARD: overrides.CARD ?? sandbox,
  };
  const all = new Map<string, PaymentProvider>(
    [sandbox, byMethod.PAYPAL, byMethod.CARD].map((provider) => [provider.name, provider]),
  );
  return {
    forMethod: (method) => byMethod[method],
    byName: (name) => all.get(name),
    sandbox,
  };
}

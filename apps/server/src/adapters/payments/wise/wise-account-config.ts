import type { WiseAccount } from '@fanship/domain/payments/wise-contract';
import { z } from 'zod';

/**
 * Fanship's Wise account that members send USD bank transfers to (WISE_ACCOUNT_HOLDER, WISE_BANK_NAME,
 * WISE_ACCOUNT_NUMBER, WISE_ROUTING_NUMBER, WISE_IBAN, WISE_SWIFT_CODE, WISE_BANK_ADDRESS). Outside production,
 * with none of them set, a demo account is shown so the flow works on a laptop; in production with none set, bank
 * transfer is not offered. Once any is set, the holder, the bank and an account number or IBAN are required.
 */
export const demoWiseAccount: WiseAccount = {
  accountHolder: 'Fanship Co., Ltd.',
  bankName: 'Demo Bank (not a real account)',
  accountNumber: '000123456789',
  routingNumber: '012345678',
  iban: null,
  swiftCode: 'DEMOUS00',
  bankAddress: '1 Demo Street, New York, NY 10001, United States',
  currency: 'USD',
};

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

const wiseEnvironmentSchema = z.object({
  WISE_ACCOUNT_HOLDER: text(100).optional(),
  WISE_BANK_NAME: text(100).optional(),
  WISE_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,34}$/, 'must be 4 to 34 letters, digits, spaces or dashes')
    .optional(),
  WISE_ROUTING_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'must be 9 digits (an ACH routing number)')
    .optional(),
  WISE_IBAN: z
    .string()
    .transform((value) => value.replaceAll(' ', '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'must be an IBAN (country code, check digits, account)'),
    )
    .optional(),
  WISE_SWIFT_CODE: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code of 8 or 11 characters'),
    )
    .optional(),
  WISE_BANK_ADDRESS: text(200).optional(),
});

const names = Object.keys(wiseEnvironmentSchema.shape) as (keyof typeof wiseEnvironmentSchema.shape)[];

/**
 * Reads the Wise account from the (non-empty) environment; `fail` reports a bad variable (config.ts turns it into
 * its one-line ConfigError). Undefined: bank transfer is not offered.
 */
export function readWiseAccount(
  environment: Record<string, string | undefined>,
  nodeEnv: 'development' | 'production' | 'test',
  fail: (message: string) => never,
): WiseAccount | undefined {
  const result = wiseEnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'WISE_ACCOUNT_HOLDER');
    const value = environment[name];
    return fail(`${name} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got '${value}')`}`);
  }
  const env = result.data;
  if (names.every((name) => env[name] === undefined)) {
    return nodeEnv === 'production' ? undefined : demoWiseAccount;
  }
  if (!env.WISE_ACCOUNT_HOLDER) return fail('WISE_ACCOUNT_HOLDER is required with the other WISE_ variables');
  if (!env.WISE_BANK_NAME) return fail('WISE_BANK_NAME is required with the other WISE_ variables');
  if (!env.WISE_ACCOUNT_NUMBER && !env.WISE_IBAN) {
    return fail('WISE_ACCOUNT_NUMBER or WISE_IBAN is required with the other WISE_ variables');
  }
  return {
    accountHolder: env.WISE_ACCOUNT_HOLDER,
    bankName: env.WISE_BANK_NAME,
    accountNumber: env.WISE_ACCOUNT_NUMBER ?? null,
    routingNumber: env.WISE_ROUTING_NUMBER ?? null,
    iban: env.WISE_IBAN ?? null,
    swiftCode: env.WISE_SWIFT_CODE ?? null,
    bankAddress: env.WISE_BANK_ADDRESS ?? null,
    currency: 'USD',
  };
}

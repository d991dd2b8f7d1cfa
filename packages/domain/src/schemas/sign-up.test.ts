import { describe, expect, it } from 'vitest';
import { issuesOf, messagesAt, parseValid } from '../test/issues.ts';
import {
  countryCodeSchema,
  signUpFormSchema,
  signUpMessages,
  signUpResultSchema,
  signUpSchema,
  verificationCodeSchema,
} from './sign-up.ts';

const payload = {
  firstName: 'Minji',
  lastName: 'Kim',
  email: 'minji@example.com',
  password: 'abc123!x',
  countryCode: 'KR',
  verificationCode: '123456',
};
const form = { ...payload, confirmPassword: 'abc123!x', agreeToTerms: true };
const formWith = (field: string, value: unknown) => ({ ...form, [field]: value });
const formWithout = (field: string) =>
  Object.fromEntries(Object.entries(form).filter(([key]) => key !== field));

describe('signUpSchema', () => {
  it('accepts a complete payload and returns exactly its fields', () => {
    expect(parseValid(signUpSchema, { ...payload, agreeToTerms: true })).toEqual(payload);
  });

  it('trims every value before sending', () => {
    expect(
      parseValid(signUpSchema, {
        firstName: '  Mary Jane ',
        lastName: ' Kim  ',
        email: ' minji@example.com ',
        password: 'abc123!x',
        countryCode: ' kr ',
        verificationCode: ' 123456 ',
      }),
    ).toEqual({ ...payload, firstName: 'Mary Jane', countryCode: 'KR' });
  });
});

describe.each([
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
] as const)('%s', (field, label) => {
  it(`says '${label} is required' when missing`, () => {
    expect(issuesOf(signUpFormSchema, formWithout(field))).toEqual([
      { path: field, message: `${label} is required` },
    ]);
  });

  it(`says '${label} is required' first when blank`, () => {
    expect(messagesAt(signUpFormSchema, formWith(field, '   '), field)[0]).toBe(`${label} is required`);
  });

  it('accepts 50 letters and refuses 51 as too long', () => {
    expect(parseValid(signUpFormSchema, formWith(field, 'A'.repeat(50)))[field]).toBe('A'.repeat(50));
    expect(issuesOf(signUpFormSchema, formWith(field, 'A'.repeat(51)))).toEqual([
      { path: field, message: `${label} is too long (max. 50)` },
    ]);
  });

  it('measures the trimmed value', () => {
    expect(parseValid(signUpFormSchema, formWith(field, `  ${'A'.repeat(50)}  `))[field]).toBe(
      'A'.repeat(50),
    );
  });

  it('accepts English letters and inner spaces', () => {
    expect(parseValid(signUpFormSchema, formWith(field, 'Mary Jane'))[field]).toBe('Mary Jane');
  });

  it.each(['Min-ji', "O'Brien", 'José', '민지', 'R2D2', 'Kim.'])(
    'refuses %j as not only English letters',
    (name) => {
      expect(issuesOf(signUpFormSchema, formWith(field, name))).toEqual([
        { path: field, message: `${label} must contain only English letters` },
      ]);
    },
  );
});

describe('sign-up email', () => {
  it("says 'Email is not valid' on the email field", () => {
    expect(issuesOf(signUpFormSchema, formWith('email', 'minji@example'))).toEqual([
      { path: 'email', message: 'Email is not valid' },
    ]);
  });

  it('accepts 50 characters and refuses 51', () => {
    const fifty = `${'m'.repeat(38)}@example.com`;
    expect(parseValid(signUpFormSchema, formWith('email', fifty)).email).toBe(fifty);
    expect(issuesOf(signUpFormSchema, formWith('email', `m${fifty}`))).toEqual([
      { path: 'email', message: 'Email is too long (max. 50)' },
    ]);
  });

  it("says 'Email is required' when missing", () => {
    expect(issuesOf(signUpFormSchema, formWithout('email'))).toEqual([
      { path: 'email', message: 'Email is required' },
    ]);
  });
});

describe('verificationCode', () => {
  const codeMessages = (input: unknown) =>
    issuesOf(verificationCodeSchema, input).map((issue) => issue.message);

  it("says 'Verification code is required' when missing and first when blank", () => {
    expect(issuesOf(signUpFormSchema, formWithout('verificationCode'))).toEqual([
      { path: 'verificationCode', message: 'Verification code is required' },
    ]);
    expect(messagesAt(signUpFormSchema, formWith('verificationCode', ' '), 'verificationCode')[0]).toBe(
      'Verification code is required',
    );
  });

  it.each(['12345', '1234567', '1'])("says 'Verification code must be 6 digits' for %j", (code) => {
    expect(codeMessages(code)).toEqual(['Verification code must be 6 digits']);
  });

  it.each(['12a456', '12 456', '１２３４５６', '-12345'])(
    "says 'Only numbers are allowed' for %j",
    (code) => {
      expect(codeMessages(code)[0]).toBe('Only numbers are allowed');
    },
  );

  it('reports both rules for a short code with letters, the digits rule first', () => {
    expect(codeMessages('abc')).toEqual(['Only numbers are allowed', 'Verification code must be 6 digits']);
  });

  it('accepts six digits, trimmed, including leading zeros', () => {
    expect(parseValid(verificationCodeSchema, ' 012345 ')).toBe('012345');
  });

  it('attaches its messages to the verificationCode field', () => {
    expect(issuesOf(signUpFormSchema, formWith('verificationCode', '12345'))).toEqual([
      { path: 'verificationCode', message: 'Verification code must be 6 digits' },
    ]);
  });
});

describe('countryCodeSchema', () => {
  it('is required', () => {
    expect(issuesOf(signUpFormSchema, formWithout('countryCode'))).toEqual([
      { path: 'countryCode', message: 'Country is required' },
    ]);
    expect(messagesAt(signUpFormSchema, formWith('countryCode', ''), 'countryCode')[0]).toBe(
      'Country is required',
    );
  });

  it.each(['KOR', 'K', '82'])('refuses %j as an invalid code', (code) => {
    const messages = messagesAt(signUpFormSchema, formWith('countryCode', code), 'countryCode');
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set(['Invalid country code']));
  });

  it('upper-cases a two-letter code', () => {
    expect(parseValid(countryCodeSchema, 'us')).toBe('US');
  });
});

describe('signUpFormSchema', () => {
  it('accepts a complete form', () => {
    expect(parseValid(signUpFormSchema, form)).toEqual(form);
  });

  it("says 'This checkbox is required' when the terms are not agreed", () => {
    expect(issuesOf(signUpFormSchema, formWith('agreeToTerms', false))).toEqual([
      { path: 'agreeToTerms', message: 'This checkbox is required' },
    ]);
  });

  it("says 'This checkbox is required' when the terms field is missing", () => {
    expect(issuesOf(signUpFormSchema, formWithout('agreeToTerms'))).toEqual([
      { path: 'agreeToTerms', message: 'This checkbox is required' },
    ]);
  });

  it("attaches 'Passwords do NOT match' to confirmPassword", () => {
    expect(issuesOf(signUpFormSchema, formWith('confirmPassword', 'abc123!y'))).toEqual([
      { path: 'confirmPassword', message: 'Passwords do NOT match' },
    ]);
  });

  it('attaches the password rules to the password field', () => {
    expect(
      issuesOf(signUpFormSchema, { ...form, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual([
      {
        path: 'password',
        message: 'Password must contain at least one special character (! @ # $ % ^ & * ?)',
      },
      { path: 'password', message: 'Password must contain at least one number' },
    ]);
  });

  it('reports the mismatch and the checkbox together with other invalid fields', () => {
    expect(
      issuesOf(signUpFormSchema, { ...form, firstName: '', confirmPassword: 'x', agreeToTerms: false }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['firstName', 'firstName', 'agreeToTerms', 'confirmPassword']);
  });
});

describe('signUpMessages', () => {
  it('holds the spec texts of the sign-up flow', () => {
    expect(signUpMessages).toMatchObject({
      emailInUse: 'Email is already in use',
      emailChecking: 'Please wait while we verify your email',
      emailVerificationRequired: 'Email verification is required',
      enterValidEmail: 'Please enter a valid email',
      codeSent: 'Verification code has been sent to your email',
      codeSendFailed: 'Failed to send verification code',
    });
  });
});

describe('signUpResultSchema', () => {
  it('reads the member code of the answer', () => {
    expect(parseValid(signUpResultSchema, { code: 'ABC1234', extra: 1 })).toEqual({ code: 'ABC1234' });
    expect(signUpResultSchema.safeParse({}).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { issuesOf, parseValid } from '../test/issues.ts';
import { emailOnlySchema, emailSchema, wellFormedEmail } from './email.ts';

/** A well-formed address of exactly `length` characters. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const messages = (input: unknown) => issuesOf(emailSchema, input).map((issue) => issue.message);

describe('emailSchema', () => {
  it('accepts and trims a well-formed address', () => {
    expect(parseValid(emailSchema, '  Minji.Kim@example.co.kr ')).toBe('Minji.Kim@example.co.kr');
  });

  it("says 'Email is required' when missing, and first when blank", () => {
    expect(messages(undefined)).toEqual(['Email is required']);
    expect(messages('   ')[0]).toBe('Email is required');
  });

  it.each(['minji', 'minji@', '@example.com', 'minji@example', 'min ji@example.com', 'a@b@c.com'])(
    "says 'Email is not valid' for %j",
    (email) => {
      expect(messages(email)).toEqual(['Email is not valid']);
    },
  );

  it("accepts 50 characters and says 'Email is too long (max. 50)' at 51", () => {
    expect(parseValid(emailSchema, emailOfLength(50))).toHaveLength(50);
    expect(messages(emailOfLength(51))).toEqual(['Email is too long (max. 50)']);
  });

  it('attaches its messages to the email field of emailOnlySchema', () => {
    expect(issuesOf(emailOnlySchema, { email: 'nope' })).toEqual([
      { path: 'email', message: 'Email is not valid' },
    ]);
  });
});

describe('wellFormedEmail (the zod-free check the sign-up page runs before its schema arrives)', () => {
  it.each([
    '  Minji.Kim@example.co.kr ',
    'minji',
    'minji@',
    '@example.com',
    'minji@example',
    'min ji@example.com',
    'a@b@c.com',
    '',
    '   ',
    emailOfLength(50),
    emailOfLength(51),
    ` ${emailOfLength(50)} `,
  ])('agrees with emailSchema on %j', (value) => {
    const parsed = emailSchema.safeParse(value);
    expect(wellFormedEmail(value)).toBe(parsed.success ? parsed.data : null);
  });
});

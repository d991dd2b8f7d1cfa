import { describe, expect, it } from 'vitest';
import { fieldsWithIssues, issuesOf, messagesAt, parseValid } from '../test/issues.ts';
import { addressDeleteFailedMessage, addressSchema } from './address.ts';

const valid = {
  nickname: 'Home',
  countryCode: 'KR',
  city: 'Seoul',
  state: 'Seoul',
  zipCode: '04524',
  line1: '1 Sejong-daero',
  phone: '+82-10-1234-5678',
  recipientName: 'Kim Minji',
  recipientEmail: 'minji@example.com',
};

const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });
const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));

const requiredFields = [
  ['nickname', 'Address nickname', 100],
  ['city', 'City', 100],
  ['state', 'State', 100],
  ['zipCode', 'Zip code', 10],
  ['line1', 'Address line 1', 100],
  ['phone', 'Phone', 20],
  ['recipientName', 'Recipient name', 100],
  ['recipientEmail', 'Recipient email', 50],
] as const;

/** A valid value of the field exactly `length` characters long. */
function filled(field: string, length: number): string {
  if (field === 'phone') return '1'.repeat(length);
  if (field === 'recipientEmail') return `${'x'.repeat(length - 6)}@ex.co`;
  return 'x'.repeat(length);
}

describe('addressSchema', () => {
  it('accepts a complete address and returns the optional fields as null', () => {
    expect(parseValid(addressSchema, valid)).toEqual({ ...valid, line2: null, taxId: null });
  });

  it('names the field when an optional value is not text', () => {
    expect(issuesOf(addressSchema, { ...valid, line2: 42, taxId: ['x'] })).toEqual([
      { path: 'line2', message: 'Address line 2 must be text' },
      { path: 'taxId', message: 'Tax ID must be text' },
    ]);
  });

  it('gives the nickname its own too-long message from the spec', () => {
    expect(messagesAt(addressSchema, withField('nickname', 'n'.repeat(101)), 'nickname')).toEqual([
      'Address nickname is too long (max. 100)',
    ]);
  });

  describe.each(requiredFields)('%s (required, max %i)', (field, label, max) => {
    it('is required when missing', () => {
      expect(issuesOf(addressSchema, without(field))).toEqual([
        { path: field, message: `${label} is required` },
      ]);
    });

    it.each(['', '   ', '\t\n'])('is required when blank (%j)', (blank) => {
      expect(issuesOf(addressSchema, withField(field, blank))).toEqual([
        { path: field, message: `${label} is required` },
      ]);
    });

    it(`accepts exactly ${max} characters`, () => {
      expect(parseValid(addressSchema, withField(field, filled(field, max)))[field]).toBe(filled(field, max));
    });

    it(`refuses ${max + 1} characters with the too-long message`, () => {
      expect(issuesOf(addressSchema, withField(field, 'x'.repeat(max + 1)))).toEqual([
        { path: field, message: `${label} is too long (max. ${max})` },
      ]);
    });

    it('trims before measuring and returns the trimmed value', () => {
      expect(parseValid(addressSchema, withField(field, `  ${filled(field, max)}  `))[field]).toBe(
        filled(field, max),
      );
    });
  });

  describe('recipient contact details', () => {
    it.each(['not-an-email', 'minji@example', '@example.com', 'min ji@example.com'])(
      "refuses the email %j with 'Recipient email is not valid'",
      (email) => {
        expect(issuesOf(addressSchema, withField('recipientEmail', email))).toEqual([
          { path: 'recipientEmail', message: 'Recipient email is not valid' },
        ]);
      },
    );

    it.each(['abc', '010-abcd-5678', '++82 10 1234', '1234', '12.34.56.78', '+-()'])(
      "refuses the phone %j with 'Invalid phone number format'",
      (phone) => {
        expect(issuesOf(addressSchema, withField('phone', phone))).toEqual([
          { path: 'phone', message: 'Invalid phone number format' },
        ]);
      },
    );

    it.each(['+82 (10) 1234-5678', '010-1234-5678', '12345', '+1 212 555 0100'])(
      'accepts the phone %j (digits with spaces, a leading +, hyphens and parentheses)',
      (phone) => {
        expect(parseValid(addressSchema, withField('phone', phone)).phone).toBe(phone);
      },
    );
  });

  describe('countryCode', () => {
    it("says 'Country is required' when missing", () => {
      expect(issuesOf(addressSchema, without('countryCode'))).toEqual([
        { path: 'countryCode', message: 'Country is required' },
      ]);
    });

    it("says 'Country is required' first when blank", () => {
      expect(messagesAt(addressSchema, withField('countryCode', '  '), 'countryCode')[0]).toBe(
        'Country is required',
      );
      expect(fieldsWithIssues(addressSchema, withField('countryCode', ''))).toEqual(['countryCode']);
    });

    it.each(['KOR', 'K', 'K1', '12', 'ÀB'])("says 'Invalid country code' for %j", (code) => {
      const messages = messagesAt(addressSchema, withField('countryCode', code), 'countryCode');
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set(['Invalid country code']));
    });

    it('trims and upper-cases the code', () => {
      expect(parseValid(addressSchema, withField('countryCode', ' br ')).countryCode).toBe('BR');
    });
  });

  describe.each([
    ['line2', 'Address line 2', 100],
    ['taxId', 'Tax ID', 20],
  ] as const)('%s (optional, max %i)', (field, label, max) => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['blank', '   '],
      ['null (the schema output sent back, as the address form does)', null],
    ])('becomes null when %s', (_case, value) => {
      const input = value === undefined ? valid : withField(field, value);
      expect(parseValid(addressSchema, input)[field]).toBeNull();
    });

    it('keeps a trimmed value', () => {
      expect(parseValid(addressSchema, withField(field, '  A1 b2  '))[field]).toBe('A1 b2');
    });

    it(`accepts exactly ${max} characters and refuses ${max + 1}`, () => {
      expect(parseValid(addressSchema, withField(field, 'y'.repeat(max)))[field]).toBe('y'.repeat(max));
      expect(issuesOf(addressSchema, withField(field, 'y'.repeat(max + 1)))).toEqual([
        { path: field, message: `${label} is too long (max. ${max})` },
      ]);
    });
  });

  it('round-trips its own output (the web form posts what the schema returned)', () => {
    const output = parseValid(addressSchema, { ...valid, countryCode: 'kr', line2: '  ' });
    expect(parseValid(addressSchema, output)).toEqual(output);
  });

  it('trims every text field of a full address', () => {
    const padded = Object.fromEntries(
      Object.entries({ ...valid, line2: 'Apt 5', taxId: 'CPF123' }).map(([key, value]) => [
        key,
        ` ${value} `,
      ]),
    );
    expect(parseValid(addressSchema, padded)).toEqual({ ...valid, line2: 'Apt 5', taxId: 'CPF123' });
  });

  it('reports each invalid field under its own path', () => {
    expect(fieldsWithIssues(addressSchema, {})).toEqual([
      'nickname',
      'countryCode',
      'city',
      'state',
      'zipCode',
      'line1',
      'phone',
      'recipientName',
      'recipientEmail',
    ]);
  });
});

describe('addressDeleteFailedMessage', () => {
  it("wraps the server message as 'Failed to Delete ({message})'", () => {
    expect(addressDeleteFailedMessage('Address is in use')).toBe('Failed to Delete (Address is in use)');
  });
});

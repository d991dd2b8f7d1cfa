import { describe, expect, it } from 'vitest';
import { issuesOf, messagesAt, parseValid } from '../test/issues.ts';
import {
  changeOwnPasswordFormSchema,
  changeOwnPasswordSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  currentPasswordWrongMessage,
  findIdSchema,
  recoveryMessages,
  requestChangePasswordSchema,
} from './recovery.ts';

const fiftyCharacterEmail = `${'r'.repeat(38)}@example.com`;

describe('findIdSchema', () => {
  it('accepts and trims an email', () => {
    expect(parseValid(findIdSchema, { email: ' minji@example.com ' })).toEqual({
      email: 'minji@example.com',
    });
  });

  it("says 'Email is required' when missing, and first when blank", () => {
    expect(issuesOf(findIdSchema, {})).toEqual([{ path: 'email', message: 'Email is required' }]);
    expect(messagesAt(findIdSchema, { email: '  ' }, 'email')[0]).toBe('Email is required');
  });

  it("accepts 50 characters and says 'Email is too long (max. 50)' at 51", () => {
    expect(fiftyCharacterEmail).toHaveLength(50);
    expect(parseValid(findIdSchema, { email: fiftyCharacterEmail }).email).toBe(fiftyCharacterEmail);
    expect(issuesOf(findIdSchema, { email: `r${fiftyCharacterEmail}` })).toEqual([
      { path: 'email', message: 'Email is too long (max. 50)' },
    ]);
  });

  it('refuses a malformed email', () => {
    expect(issuesOf(findIdSchema, { email: 'minji' })).toEqual([
      { path: 'email', message: 'Email is not valid' },
    ]);
  });
});

describe('requestChangePasswordSchema', () => {
  const valid = { memberCode: 'ABC1234', email: 'minji@example.com' };
  const withCode = (memberCode: unknown) => ({ ...valid, memberCode });

  it('accepts a member ID and email, trimmed', () => {
    expect(
      parseValid(requestChangePasswordSchema, { memberCode: ' ABC1234 ', email: ' minji@example.com' }),
    ).toEqual(valid);
  });

  it("says 'ID is required' when missing, and first when blank", () => {
    expect(issuesOf(requestChangePasswordSchema, { email: valid.email })).toEqual([
      { path: 'memberCode', message: 'ID is required' },
    ]);
    expect(messagesAt(requestChangePasswordSchema, withCode(' '), 'memberCode')[0]).toBe('ID is required');
  });

  it.each(['ABC123', 'ABC12345', 'A'])("says 'ID must be 7 characters' first for %j", (code) => {
    expect(messagesAt(requestChangePasswordSchema, withCode(code), 'memberCode')[0]).toBe(
      'ID must be 7 characters',
    );
  });

  it.each(['abc1234', 'ABC-123', 'ABC 123', 'ÀBC1234', 'ABC123!'])(
    "says 'ID must be 7 characters consisting of letters and numbers' for the 7 characters %j",
    (code) => {
      expect(issuesOf(requestChangePasswordSchema, withCode(code))).toEqual([
        { path: 'memberCode', message: 'ID must be 7 characters consisting of letters and numbers' },
      ]);
    },
  );

  it('checks the email with the recovery messages', () => {
    expect(issuesOf(requestChangePasswordSchema, { memberCode: 'ABC1234' })).toEqual([
      { path: 'email', message: 'Email is required' },
    ]);
    expect(issuesOf(requestChangePasswordSchema, { ...valid, email: `r${fiftyCharacterEmail}` })).toEqual([
      { path: 'email', message: 'Email is too long (max. 50)' },
    ]);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a request id and a valid password', () => {
    expect(parseValid(changePasswordSchema, { requestId: ' req-1 ', password: 'abc123!x' })).toEqual({
      requestId: 'req-1',
      password: 'abc123!x',
    });
  });

  it('calls an empty or oversized request id an invalid link', () => {
    const message = 'This password change link is invalid or has expired. Please request a new one.';
    expect(recoveryMessages.requestInvalid).toBe(message);
    expect(issuesOf(changePasswordSchema, { requestId: '', password: 'abc123!x' })).toEqual([
      { path: 'requestId', message },
    ]);
    expect(issuesOf(changePasswordSchema, { requestId: 'r'.repeat(201), password: 'abc123!x' })).toEqual([
      { path: 'requestId', message },
    ]);
    expect(issuesOf(changePasswordSchema, { password: 'abc123!x' })).toEqual([
      { path: 'requestId', message },
    ]);
    expect(issuesOf(changePasswordSchema, { requestId: 42, password: 'abc123!x' })).toEqual([
      { path: 'requestId', message },
    ]);
  });

  it('applies the password rules', () => {
    expect(issuesOf(changePasswordSchema, { requestId: 'req-1', password: 'abc123!' })).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
    ]);
  });
});

describe('changePasswordFormSchema', () => {
  it("attaches 'Passwords do NOT match' to confirmPassword", () => {
    expect(issuesOf(changePasswordFormSchema, { password: 'abc123!x', confirmPassword: 'abc123!X' })).toEqual(
      [{ path: 'confirmPassword', message: 'Passwords do NOT match' }],
    );
  });

  it('requires the confirmation', () => {
    expect(
      messagesAt(
        changePasswordFormSchema,
        { password: 'abc123!x', confirmPassword: '' },
        'confirmPassword',
      )[0],
    ).toBe('Confirm password is required');
  });

  it('accepts matching passwords', () => {
    expect(
      parseValid(changePasswordFormSchema, { password: 'abc123!x', confirmPassword: 'abc123!x' }),
    ).toEqual({
      password: 'abc123!x',
      confirmPassword: 'abc123!x',
    });
  });
});

describe('changeOwnPasswordSchema and its form', () => {
  it('requires the current password', () => {
    expect(issuesOf(changeOwnPasswordSchema, { currentPassword: '', password: 'abc123!x' })).toEqual([
      { path: 'currentPassword', message: 'Current password is required' },
    ]);
    expect(issuesOf(changeOwnPasswordSchema, { password: 'abc123!x' })).toEqual([
      { path: 'currentPassword', message: 'Current password is required' },
    ]);
  });

  it("attaches 'Passwords do NOT match' to confirmPassword", () => {
    expect(
      issuesOf(changeOwnPasswordFormSchema, {
        currentPassword: 'old123!x',
        password: 'abc123!x',
        confirmPassword: 'abc123!z',
      }),
    ).toEqual([{ path: 'confirmPassword', message: 'Passwords do NOT match' }]);
  });

  it('has a message for a wrong current password', () => {
    expect(currentPasswordWrongMessage).toBe('Current password is incorrect.');
  });
});

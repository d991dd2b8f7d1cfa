import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf, messagesAt, parseValid } from '../test/issues.ts';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  passwordMessages,
  passwordSchema,
  withPasswordConfirmation,
} from './password.ts';

const messages = (input: unknown) => issuesOf(passwordSchema, input).map((issue) => issue.message);

describe('passwordMessages', () => {
  it('holds the spec texts for length and confirmation', () => {
    expect(passwordMessages.tooShort).toBe('Password must be at least 8 characters');
    expect(passwordMessages.tooLong).toBe('Password is too long (max. 30)');
    expect(passwordMessages.mismatch).toBe('Passwords do NOT match');
    expect(passwordMessages.mismatchOnSubmit).toBe('Password and Confirm Password must be the same');
  });

  it('gives every rule its own message', () => {
    const ruleMessages = [
      passwordMessages.required,
      passwordMessages.tooShort,
      passwordMessages.tooLong,
      passwordMessages.special,
      passwordMessages.number,
      passwordMessages.letter,
      passwordMessages.allowed,
    ];
    expect(new Set(ruleMessages).size).toBe(ruleMessages.length);
  });
});

describe('passwordSchema', () => {
  it('accepts a password with a letter, a number and a special character', () => {
    expect(parseValid(passwordSchema, 'abc123!x')).toBe('abc123!x');
  });

  it("says 'Password is required' when missing", () => {
    expect(messages(undefined)).toEqual(['Password is required']);
  });

  it("says 'Password is required' first when empty", () => {
    expect(messages('')[0]).toBe('Password is required');
  });

  it('accepts exactly 8 characters and refuses 7 with the too-short message only', () => {
    expect(parseValid(passwordSchema, 'ab12!xyz')).toBe('ab12!xyz');
    expect(messages('ab12!xy')).toEqual(['Password must be at least 8 characters']);
  });

  it('accepts exactly 30 characters and refuses 31 with the too-long message only', () => {
    const thirty = `a1!${'b'.repeat(27)}`;
    expect(thirty).toHaveLength(30);
    expect(parseValid(passwordSchema, thirty)).toBe(thirty);
    expect(messages(`${thirty}c`)).toEqual(['Password is too long (max. 30)']);
  });

  it('requires a special character', () => {
    expect(messages('abcd1234')).toEqual([
      'Password must contain at least one special character (! @ # $ % ^ & * ?)',
    ]);
  });

  it('requires a number', () => {
    expect(messages('abcd!@#$')).toEqual(['Password must contain at least one number']);
  });

  it('requires a letter', () => {
    expect(messages('1234!@#$')).toEqual(['Password must contain at least one letter']);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %s', (special) => {
    expect(parseValid(passwordSchema, `abcd123${special}`)).toBe(`abcd123${special}`);
  });

  it.each([
    ['a space', 'abc123!x y'],
    ['a hyphen', 'abc123!x-'],
    ['an underscore', 'abc123!x_'],
    ['a non-English letter', 'abc123!xé'],
    ['a Hangul letter', 'abc123!x한'],
    ['a leading space (not trimmed)', ' abc123!x'],
  ])('allows only English letters, numbers and the listed specials: refuses %s', (_case, password) => {
    expect(messages(password)).toEqual([
      'Password can only contain English letters, numbers and ! @ # $ % ^ & * ?',
    ]);
  });

  it('does not count a disallowed character as the special character', () => {
    expect(messages('abcd1234-')).toEqual([
      'Password must contain at least one special character (! @ # $ % ^ & * ?)',
      'Password can only contain English letters, numbers and ! @ # $ % ^ & * ?',
    ]);
  });
});

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(z.object({ password: passwordSchema }));

  it('accepts matching passwords', () => {
    expect(parseValid(schema, { password: 'abc123!x', confirmPassword: 'abc123!x' })).toEqual({
      password: 'abc123!x',
      confirmPassword: 'abc123!x',
    });
  });

  it("attaches 'Passwords do NOT match' to confirmPassword", () => {
    expect(issuesOf(schema, { password: 'abc123!x', confirmPassword: 'abc123!y' })).toEqual([
      { path: 'confirmPassword', message: 'Passwords do NOT match' },
    ]);
  });

  it('reports an empty confirmation as required on confirmPassword', () => {
    expect(messagesAt(schema, { password: 'abc123!x', confirmPassword: '' }, 'confirmPassword')[0]).toBe(
      'Confirm password is required',
    );
  });

  it('still reports the mismatch while the password itself is invalid', () => {
    expect(issuesOf(schema, { password: 'abc123!', confirmPassword: 'other' })).toEqual([
      { path: 'password', message: 'Password must be at least 8 characters' },
      { path: 'confirmPassword', message: 'Passwords do NOT match' },
    ]);
  });
});

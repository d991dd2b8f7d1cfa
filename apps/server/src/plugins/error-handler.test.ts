import { describe, expect, it } from 'vitest';
import { toErrorBody } from './error-handler.ts';

describe('toErrorBody', () => {
  it('answers 400 when the database refuses the characters of the input (NUL), even wrapped by Drizzle', () => {
    const databaseError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const wrapped = Object.assign(new Error('Failed query: select ...'), { cause: databaseError });
    for (const error of [databaseError, wrapped]) {
      expect(toErrorBody(error)).toEqual({
        code: 'BAD_REQUEST',
        message: 'The request contains characters that are not allowed.',
      });
    }
  });

  it('keeps database failures of the server itself a 500 without details', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('relation "nothing" does not exist'), { code: '42P01' }),
    });
    expect(toErrorBody(wrapped)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });
});

describe('database errors caused by the request (issue 7, findings 5 and 7)', () => {
  const refused = (code: string, detail?: string) =>
    Object.assign(new Error('Failed query: insert ...'), {
      cause: Object.assign(new Error('database said no'), { code, ...(detail ? { detail } : {}) }),
    });

  it('answers a unique violation 409 naming the field', () => {
    expect(toErrorBody(refused('23505', 'Key (code)=(BTS) already exists.'))).toEqual({
      code: 'CONFLICT',
      message: 'Code is already in use.',
      fieldErrors: { code: 'Code is already in use.' },
    });
    expect(toErrorBody(refused('23505', 'Key (lower(email::text))=(a@b.co) already exists.'))).toMatchObject({
      fieldErrors: { email: 'Email is already in use.' },
    });
    expect(toErrorBody(refused('23505', 'Key (storage_key)=(x) already exists.'))).toMatchObject({
      fieldErrors: { storageKey: 'Storage key is already in use.' },
    });
    expect(toErrorBody(refused('23505', 'Key (member_id, shop_product_id)=(1, 2) already exists.'))).toEqual({
      code: 'CONFLICT',
      message: 'This record already exists.',
    });
  });

  it('answers values the columns refuse with 400 and a race lost with 409', () => {
    expect(toErrorBody(refused('22001'))).toEqual({
      code: 'BAD_REQUEST',
      message: 'A value in the request is too long.',
    });
    expect(toErrorBody(refused('22003')).message).toBe('A number in the request is out of range.');
    expect(toErrorBody(refused('22P02')).message).toBe('A value in the request is not in the right format.');
    expect(toErrorBody(refused('22P05')).message).toBe(
      'The request contains characters that are not allowed.',
    );
    expect(toErrorBody(refused('40P01')).code).toBe('CONFLICT');
    expect(toErrorBody(refused('40001')).code).toBe('CONFLICT');
    expect(toErrorBody(refused('23503')).code).toBe('CONFLICT');
  });
});

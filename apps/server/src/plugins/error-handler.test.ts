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

  it('keeps other database failures a 500 without details', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }),
    });
    expect(toErrorBody(wrapped)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });
});

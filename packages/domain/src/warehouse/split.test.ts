import { describe, expect, it } from 'vitest';
import { recordResultsSchema } from './package-services.ts';
import { splitEstimateKrw, splitMessages, splitRequestSchema } from './split.ts';

const valid = {
  type: 'KP',
  targetPackageCode: ' pk2611230001 ',
  contents: ['Albums', 'Posters'],
  memberNote: '',
};
const messagesOf = (input: unknown) =>
  splitRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('split request body', () => {
  it('takes the type, the package code (upper-case), the trimmed contents and a blank note as null', () => {
    expect(splitRequestSchema.parse({ ...valid, contents: [' Albums ', 'Posters'] })).toEqual({
      type: 'KP',
      targetPackageCode: 'PK2611230001',
      contents: ['Albums', 'Posters'],
      memberNote: null,
    });
  });

  it('answers the spec messages', () => {
    expect(messagesOf({ ...valid, contents: ['one'] })).toEqual([splitMessages.atLeastTwo]);
    expect(messagesOf({ ...valid, contents: undefined })).toEqual([splitMessages.atLeastTwo]);
    expect(messagesOf({ ...valid, contents: ['one', ' '] })).toEqual([splitMessages.descriptionRequired]);
    expect(messagesOf({ ...valid, contents: ['one', 'a'.repeat(2001)] })).toEqual([
      'Description is too long (max. 2000)',
    ]);
    expect(messagesOf({ ...valid, contents: ['one', 'a'.repeat(2000)] })).toEqual([]);
    expect(messagesOf({ ...valid, targetPackageCode: '' })).toEqual(['Package is required']);
    expect(messagesOf({ ...valid, type: undefined })).toEqual(['K-Packet Split Option is required']);
    expect(messagesOf({ ...valid, type: 'EMS' })).toEqual(['K-Packet Split Option is required']);
    expect(messagesOf({ ...valid, memberNote: 'a'.repeat(3001) })).toEqual([
      'Note is too long (max. 3000 characters)',
    ]);
  });

  it('estimates 2,500 won per new package', () => {
    expect(splitEstimateKrw(3)).toBe(7500);
  });
});

describe('recorded result packages', () => {
  it('takes measurements in grams and centimetres, stored in tenths', () => {
    const parsed = recordResultsSchema.parse({
      packages: [{ weightGrams: '1200', widthCm: '30.5', lengthCm: 20, heightCm: 10, description: 'Albums' }],
    });
    expect(parsed.packages[0]).toMatchObject({
      weightGrams: 1200,
      widthCm: 305,
      lengthCm: 200,
      heightCm: 100,
      description: 'Albums',
      photos: [],
    });
    expect(recordResultsSchema.safeParse({ packages: [] }).success).toBe(false);
  });
});

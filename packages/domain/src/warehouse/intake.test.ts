import { describe, expect, it } from 'vitest';
import {
  intakeLookupQuerySchema,
  intakeSchema,
  itemSummary,
  packageCodesText,
  packagePhotosSchema,
  packageStatusChangeSchema,
  staffHandMoves,
  staffPackageSearchSchema,
} from './intake.ts';

const measured = { weightGrams: '1250', widthCm: '30.5', lengthCm: 20, heightCm: '10' };

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  // The first message of each field, as a form shows it.
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('intake body', () => {
  it('takes an incoming destination, upper-casing codes and parsing the sides to tenths', () => {
    const parsed = intakeSchema.parse({
      ...measured,
      trackingNo: ' cj1234 ',
      destination: { kind: 'incoming', incomingCode: 'in2611240001', arrival: 'PARTIAL' },
    });
    expect(parsed).toMatchObject({
      trackingNo: 'CJ1234',
      weightGrams: 1250,
      widthCm: 305,
      lengthCm: 200,
      heightCm: 100,
      photos: [],
      destination: { kind: 'incoming', incomingCode: 'IN2611240001', arrival: 'PARTIAL' },
    });
  });

  it('takes a member by code and the pool with an optional receiver name', () => {
    expect(
      intakeSchema.parse({
        ...measured,
        trackingNo: 'A1',
        destination: { kind: 'member', memberCode: ' ab12cd3' },
      }).destination,
    ).toEqual({ kind: 'member', memberCode: 'AB12CD3' });
    expect(
      intakeSchema.parse({ ...measured, trackingNo: 'A1', destination: { kind: 'pool', receiverName: '  ' } })
        .destination,
    ).toEqual({ kind: 'pool', receiverName: null, carrierName: null });
  });

  it('refuses a bad tracking number, member code, arrival or destination with the spec messages', () => {
    const result = intakeSchema.safeParse({
      ...measured,
      trackingNo: 'CJ-12',
      destination: { kind: 'incoming', incomingCode: 'IN1', arrival: 'SOME' },
    });
    expect(fieldErrors(result)).toMatchObject({
      trackingNo: 'Tracking number can only contain letters and numbers',
      'destination.arrival': 'Say whether every item arrived',
    });
    expect(
      fieldErrors(
        intakeSchema.safeParse({
          ...measured,
          trackingNo: '',
          destination: { kind: 'member', memberCode: 'AB1' },
        }),
      ),
    ).toMatchObject({
      trackingNo: 'Tracking number is required',
      'destination.memberCode': 'ID must be 7 characters',
    });
    expect(
      fieldErrors(
        intakeSchema.safeParse({ ...measured, trackingNo: 'A'.repeat(21), destination: { kind: 'x' } }),
      ),
    ).toMatchObject({
      trackingNo: 'Tracking number is too long (max. 20)',
      'destination.kind': 'Choose where the parcel goes',
    });
  });

  it('looks up by a valid tracking number only', () => {
    expect(intakeLookupQuerySchema.parse({ trackingNo: 'ab12' })).toEqual({ trackingNo: 'AB12' });
    expect(intakeLookupQuerySchema.safeParse({ trackingNo: 'ab 12' }).success).toBe(false);
  });
});

describe('staff package search', () => {
  it('reads blank filters as none and refuses unknown ones', () => {
    expect(staffPackageSearchSchema.parse({ search: ' ', status: '', type: '', sort: '', page: '' })).toEqual(
      {
        search: undefined,
        status: undefined,
        type: undefined,
        sort: '-received',
        page: 1,
      },
    );
    expect(
      staffPackageSearchSchema.parse({
        search: 'pk26',
        status: 'UNCLAIMED',
        type: 'L',
        sort: '-storage',
        page: '3',
      }),
    ).toEqual({
      search: 'pk26',
      status: 'UNCLAIMED',
      type: 'L',
      sort: '-storage',
      page: 3,
    });
    expect(
      fieldErrors(staffPackageSearchSchema.safeParse({ status: 'LOST', type: 'Z', sort: 'tracking' })),
    ).toEqual({
      status: 'Unknown package status',
      type: 'Unknown package type',
      sort: expect.stringContaining('Unknown sort: use one of received, -received, code'),
    });
  });

  it('summarises items as the first name plus the count of the others', () => {
    expect(itemSummary([])).toBeNull();
    expect(itemSummary(['Album'])).toBe('Album');
    expect(itemSummary(['Album', 'Poster', 'Card'])).toBe('Album +2');
  });
});

describe('staff package moves', () => {
  it('offers staff moves of the machine, never those a request or a claim makes', () => {
    const targets = (status: string) => staffHandMoves(status).map((move) => move.to);
    expect(targets('ARRIVED')).toEqual(['PARTIALLY_ARRIVED', 'DISPOSED']);
    expect(targets('PARTIALLY_ARRIVED')).toEqual(['ARRIVED', 'DISPOSED']);
    expect(targets('UNCLAIMED')).toEqual(['DISPOSED']);
    expect(targets('UNBOXING_REQUEST')).toEqual([]);
    expect(targets('UNBOXING_PROCESSING')).toEqual([]);
    expect(targets('IN_SERVICE')).toEqual([]);
    expect(targets('SHIPPING')).toEqual([]);
    expect(targets('DISPOSED')).toEqual([]);
    // An OFM's package awaiting receipt leaves it only at the intake desk (decision 027).
    expect(targets('AWAITING_RECEIPT')).toEqual([]);
  });

  it('needs a known status and a reason for a change', () => {
    expect(packageStatusChangeSchema.parse({ to: 'DISPOSED', reason: ' unclaimed ' })).toEqual({
      to: 'DISPOSED',
      reason: 'unclaimed',
    });
    expect(fieldErrors(packageStatusChangeSchema.safeParse({ to: 'GONE', reason: '' }))).toEqual({
      to: 'Unknown package status',
      reason: 'Reason is required',
    });
  });

  it('takes 1 to 10 photos', () => {
    expect(fieldErrors(packagePhotosSchema.safeParse({ photos: [] }))).toEqual({
      photos: 'Choose at least one photo',
    });
    expect(fieldErrors(packagePhotosSchema.safeParse({ photos: Array(11).fill('a.png') }))).toEqual({
      photos: 'At most 10 photos per parcel',
    });
    expect(packagePhotosSchema.parse({ photos: ['a.png'] })).toEqual({ photos: ['a.png'] });
  });
});

describe('receiving a parcel already on a package', () => {
  it('takes an override with a trimmed reason, and refuses a blank one', () => {
    const base = { ...measured, trackingNo: 'A1', destination: { kind: 'pool' } };
    expect(intakeSchema.parse(base).override).toBeNull();
    expect(intakeSchema.parse({ ...base, override: { reason: ' Split box ' } }).override).toEqual({
      reason: 'Split box',
    });
    expect(fieldErrors(intakeSchema.safeParse({ ...base, override: { reason: ' ' } }))).toEqual({
      'override.reason': 'Reason is required',
    });
  });

  it('names up to three packages, then how many more', () => {
    expect(packageCodesText(['PK1'])).toBe('package PK1');
    expect(packageCodesText(['PK1', 'PK2'])).toBe('packages PK1, PK2');
    expect(packageCodesText(['PK1', 'PK2', 'PK3', 'PK4', 'PK5'])).toBe('packages PK1, PK2, PK3 and 2 more');
  });
});

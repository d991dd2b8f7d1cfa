import { describe, expect, it } from 'vitest';
import { messageByField } from '../test/issues.ts';
import {
  approveClaimSchema,
  claimInputSchema,
  claimMatch,
  normalizeTrackingNo,
  receiverNamesSimilar,
  rejectClaimSchema,
} from './claims.ts';

const image = (n: number) => ({ filename: `${String(n).padStart(32, 'a')}.png`, tag: 'PROOF_OF_PACKAGE' });
const valid = { trackingNo: ' CJ1234 ', receiverName: '  Kim Fan ', images: [image(1)] };

const fieldErrors = (input: unknown) => messageByField(claimInputSchema, input);

describe('the claim input', () => {
  it('trims the values and keeps the images with their proof tag', () => {
    const parsed = claimInputSchema.parse(valid);
    expect(parsed).toEqual({ trackingNo: 'CJ1234', receiverName: 'Kim Fan', images: [image(1)] });
    // The tag is the proof tag when a client leaves it out.
    expect(
      claimInputSchema.parse({ ...valid, images: [{ filename: image(2).filename }] }).images[0]?.tag,
    ).toBe('PROOF_OF_PACKAGE');
  });

  it('says what is missing or too long with the spec messages', () => {
    expect(fieldErrors({ trackingNo: '   ', receiverName: '', images: [image(1)] })).toEqual({
      trackingNo: 'Tracking number is required',
      receiverName: 'Receiver name is required',
    });
    expect(fieldErrors({ ...valid, trackingNo: 'X'.repeat(21), receiverName: 'N'.repeat(101) })).toEqual({
      trackingNo: 'Tracking number is too long (max. 20)',
      receiverName: 'Receiver name is too long (max. 100)',
    });
    // Exactly at the limits is fine (after trimming).
    expect(
      fieldErrors({ ...valid, trackingNo: ` ${'X'.repeat(20)} `, receiverName: 'N'.repeat(100) }),
    ).toEqual({});
  });

  it('takes one to four images', () => {
    expect(fieldErrors({ ...valid, images: [] })).toEqual({ images: 'Please upload at least one image' });
    expect(fieldErrors({ ...valid, images: undefined })).toEqual({
      images: 'Please upload at least one image',
    });
    expect(fieldErrors({ ...valid, images: [1, 2, 3, 4, 5].map(image) })).toEqual({
      images: 'Maximum 4 images allowed',
    });
    expect(fieldErrors({ ...valid, images: [1, 2, 3, 4].map(image) })).toEqual({});
  });

  it('refuses an image that is not an uploaded file name or carries another tag', () => {
    expect(
      fieldErrors({ ...valid, images: [{ filename: '../etc/passwd', tag: 'PROOF_OF_PACKAGE' }] }),
    ).toEqual({
      'images.0.filename': 'Invalid image',
    });
    expect(fieldErrors({ ...valid, images: [{ ...image(1), tag: 'USER_REQUEST' }] })).toEqual({
      'images.0.tag': 'Invalid image',
    });
  });
});

describe('matching a claim with pool parcels', () => {
  it('compares tracking numbers by their letters and digits, whatever the case', () => {
    expect(normalizeTrackingNo(' cj-1234 56 ')).toBe('CJ123456');
    expect(
      claimMatch(
        { trackingNo: 'cj-123456', receiverName: 'Lee' },
        { trackingNo: 'CJ123456', receiverName: null },
      ),
    ).toBe('TRACKING');
  });

  it('finds receiver names alike in order, spacing and case', () => {
    expect(receiverNamesSimilar('Kim Fan', 'fan kim')).toBe(true);
    expect(receiverNamesSimilar('KimFan', 'Kim Fan')).toBe(true);
    expect(receiverNamesSimilar('Jisoo Kim', 'KIM')).toBe(true);
    expect(receiverNamesSimilar('김 팬', '김팬')).toBe(true);
    expect(receiverNamesSimilar('Park Lee', 'Choi Han')).toBe(false);
    expect(receiverNamesSimilar('Lee Ji Eun', 'Ji Eun Lee')).toBe(true);
    // A family name shared by two full names is not enough.
    expect(receiverNamesSimilar('Kim Fan', 'Kim Minji')).toBe(false);
    // Single letters and punctuation say nothing.
    expect(receiverNamesSimilar('A', 'A B')).toBe(false);
    expect(receiverNamesSimilar('--', '--')).toBe(false);
  });

  it('prefers the tracking number and offers nothing when neither matches', () => {
    const claim = { trackingNo: 'CJ1', receiverName: 'Kim Fan' };
    expect(claimMatch(claim, { trackingNo: 'CJ1', receiverName: 'Kim Fan' })).toBe('TRACKING');
    expect(claimMatch(claim, { trackingNo: 'CJ2', receiverName: 'Fan Kim' })).toBe('RECEIVER');
    expect(claimMatch(claim, { trackingNo: 'CJ2', receiverName: 'Park' })).toBeNull();
    expect(claimMatch(claim, { trackingNo: null, receiverName: null })).toBeNull();
  });
});

describe('staff decisions', () => {
  it('approves with a package code and rejects with a reason', () => {
    expect(approveClaimSchema.parse({ packageCode: ' PK2611240001 ' })).toEqual({
      packageCode: 'PK2611240001',
    });
    expect(approveClaimSchema.safeParse({ packageCode: '' }).error?.issues[0]?.message).toBe(
      'Choose the parcel to give',
    );
    expect(approveClaimSchema.safeParse({ packageCode: 'OF2611240001' }).error?.issues[0]?.message).toBe(
      'Invalid package code',
    );
    expect(rejectClaimSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'Reason is required',
    );
    expect(rejectClaimSchema.parse({ reason: ' Label does not match ' })).toEqual({
      reason: 'Label does not match',
    });
  });
});

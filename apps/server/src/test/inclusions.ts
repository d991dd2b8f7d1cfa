import type { InclusionRequestInput } from '@fanship/domain/warehouse/inclusion';
import type { TestApp, TestMember } from './app.ts';
import { uploadWorkVideo } from './package-services.ts';
import { kindStep, memberCalls } from './requests.ts';
import { uploadMemberImage } from './uploads.ts';

/** A POB-only inclusion body for `codes` (the form's default). */
export const pobBody = (codes: string[], overrides: Partial<InclusionRequestInput> = {}) => ({
  albumName: 'SEVENTEEN / FML',
  albumType: 'STANDARD',
  memberNote: 'N/A',
  targetPackageCodes: codes,
  ...overrides,
});

/** An inclusion of albums (not POB only): one version of `total` albums, `ofm` of them bought through OFM. */
export const albumsBody = (
  codes: string[],
  total = 10,
  ofm = 0,
  overrides: Partial<InclusionRequestInput> = {},
) =>
  pobBody(codes, {
    benefitOnly: false,
    keepOptions: ['PHOTOCARD', 'POSTCARD'],
    posterOption: 'KEEP_ROLLED',
    inclusionItems: [
      {
        versionName: 'Ver. A',
        requestTotalQty: total,
        requestSignedQty: 2,
        requestSealedQty: 3,
        requestOfmQty: ofm,
      },
    ],
    ...overrides,
  });

/** The member's calls of an inclusion: create, create answering the code (expects 200), page, edit and cancel. */
export const inclusionCalls = memberCalls('/inclusion-services');
export const {
  post: postInclusion,
  request: requestInclusion,
  page: inclusionPage,
  cancel: cancelInclusion,
} = inclusionCalls;

/** A staff step of an inclusion: `start`, `results` (with a body), `videos`, `complete`. */
export const inclusionStep = kindStep('inclusion');

/** Uploads an image for an inclusion first, as the form does, and answers its `{ filename, tag }`. */
export async function uploadInclusionImage(t: TestApp, member: TestMember) {
  const { filename, tag } = await uploadMemberImage<'USER_REQUEST'>(t, member, 'inclusion');
  return { filename, tag };
}

/** Staff upload a video of the inclusion's work (an MP4 unless other bytes are given). */
export const uploadInclusionVideo = (t: TestApp, staff: TestMember, code: string, bytes?: Buffer) =>
  uploadWorkVideo(t, staff, 'inclusion', code, bytes);

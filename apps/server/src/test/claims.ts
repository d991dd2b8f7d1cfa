import { requests } from '@fanship/db/request-schema';
import { eq } from 'drizzle-orm';
import type { TestApp, TestMember } from './app.ts';
import { uploadMemberImage } from './uploads.ts';

/** Uploads a proof image as the member would before claiming (`domain=package-claim` unless told). */
export const uploadClaimImage = (t: TestApp, member: TestMember, domain = 'package-claim') =>
  uploadMemberImage(t, member, domain);

/** Files a claim with one fresh proof image unless images are given; answers the response. */
export async function fileClaim(
  t: TestApp,
  member: TestMember,
  fields: { trackingNo?: string; receiverName?: string; images?: { filename: string; tag?: string }[] } = {},
) {
  const images = fields.images ?? [await uploadClaimImage(t, member)];
  return t.post(
    '/api/package-claims',
    {
      trackingNo: fields.trackingNo ?? 'CJ1234567890',
      receiverName: fields.receiverName ?? 'Kim Fan',
      images: images.map((image) => ({ filename: image.filename, tag: image.tag ?? 'PROOF_OF_PACKAGE' })),
    },
    member.cookie,
  );
}

/** The record code (PC...) staff name a claim by, from its numeric id. */
export async function claimCode(t: TestApp, id: number): Promise<string> {
  const [row] = await t.database.db.select({ code: requests.code }).from(requests).where(eq(requests.id, id));
  if (!row) throw new Error(`No claim ${id}`);
  return row.code;
}

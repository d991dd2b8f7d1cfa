import { requests } from '@fanship/db/request-schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp, TestMember } from './app.ts';
import { multipart, png } from './uploads.ts';

/** Uploads a proof image as the member would before claiming (`domain=package-claim` unless told). */
export async function uploadClaimImage(
  t: TestApp,
  member: TestMember,
  domain = 'package-claim',
): Promise<{ filename: string; tag: string; url: string }> {
  const response = await t.upload(
    `/api/uploads/member-files?domain=${domain}`,
    multipart('proof.png', png),
    member.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

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

/**
 * Files members upload for their own requests (spec: "images uploaded first under domain ofm", `{filename, tag}`
 * payloads). Private: served only to the owner and staff.
 */
import { z } from 'zod';

/** The request areas a file is uploaded for. */
export const memberFileDomains = ['ofm', 'package-claim', 'inclusion'] as const;
export type MemberFileDomain = (typeof memberFileDomains)[number];

/** Areas staff upload files to for a member (the photos of what was bought for an OFM request): never a member. */
export const staffFileDomains = ['ofm-result', 'package-photo', 'package-video'] as const;
/** Every area a member's private file may belong to. */
export type StoredFileDomain = MemberFileDomain | (typeof staffFileDomains)[number];

/** The tags a member's own upload may carry, by domain. */
export const memberUploadTags: Record<MemberFileDomain, string> = {
  ofm: 'USER_REQUEST',
  'package-claim': 'PROOF_OF_PACKAGE',
  inclusion: 'USER_REQUEST',
};

/** Query of `POST /api/uploads/member-files`: the domain the image is for. */
export const memberUploadQuerySchema = z.object({
  domain: z.enum(memberFileDomains, { error: 'Unknown upload domain' }),
});

/** Answer of the upload: the name a request refers to, its tag, and where its owner can see it. */
export const memberFileSchema = z.object({ filename: z.string(), tag: z.string(), url: z.string() });
export type MemberFile = z.output<typeof memberFileSchema>;

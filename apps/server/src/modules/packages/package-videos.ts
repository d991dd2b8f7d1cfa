/**
 * A video staff filmed of work on a package (an unboxing, an inclusion, a packing): a private file of the package's
 * member (domain 'package-video') with a VIDEO row on the package, its origin the request, and a VIDEO history row.
 */
import type { Transaction } from '@fanship/db/client';
import { packageFiles } from '@fanship/db/warehouse-schema';
import type { StoredVideo } from '../../lib/video-upload.ts';
import { insertMemberFile, markAttached } from '../member-files/index.ts';
import { type PackageRow, recordPackageEvent } from './package-records.ts';

export const PACKAGE_VIDEO_DOMAIN = 'package-video';

/** Records a stored video on `pkg` for the request `originRequestId` (inside the caller's locks); answers its row id. */
export async function addPackageVideo(
  tx: Transaction,
  pkg: PackageRow,
  video: StoredVideo,
  by: { staffId: number; originRequestId: number; tag: string; note: string; now: Date },
): Promise<number> {
  const file = await insertMemberFile(tx, {
    filename: video.filename,
    memberId: pkg.memberId,
    uploadedByMemberId: by.staffId,
    domain: PACKAGE_VIDEO_DOMAIN,
    tag: by.tag,
    storageKey: video.storageKey,
    contentType: video.contentType,
    sizeBytes: video.sizeBytes,
    createdAt: by.now,
  });
  await markAttached(tx, [file.id], by.now);
  const [row] = await tx
    .insert(packageFiles)
    .values({
      packageId: pkg.id,
      fileId: file.id,
      kind: 'VIDEO',
      originRequestId: by.originRequestId,
      createdAt: by.now,
    })
    .returning({ id: packageFiles.id });
  if (!row) throw new Error('The video was not recorded');
  await recordPackageEvent(tx, pkg.id, {
    event: 'VIDEO',
    actor: 'staff',
    actorMemberId: by.staffId,
    note: by.note,
    now: by.now,
  });
  return row.id;
}

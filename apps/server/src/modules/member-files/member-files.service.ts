import type { Readable } from 'node:stream';
import type { Transaction } from '@fanship/db/client';
import type { MemberFile, StoredFileDomain } from '@fanship/domain/requests/member-files';
import { ofmMessages } from '@fanship/domain/requests/ofm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/app-context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { parseByteRange } from '../../lib/byte-range.ts';
import { addSeconds } from '../../lib/clock.ts';
import { receiveImage } from '../../lib/image-upload.ts';
import {
  deleteUnattachedFile,
  findMemberFile,
  findOwnFiles,
  insertMemberFile,
  listUnattachedBefore,
  type MemberFileRow,
  markAttached,
} from './member-files.repository.ts';

/** Where member files are served: only to their owner and staff. */
export const MEMBER_FILES_URL_PREFIX = '/api/files/';
const STORAGE_FOLDER = 'member-files';
/** A file no request refers to a day after its upload is deleted. */
export const UNATTACHED_FILE_LIFETIME_SECONDS = 24 * 60 * 60;

export function memberFileUrl(filename: string): string {
  return `${MEMBER_FILES_URL_PREFIX}${filename}`;
}

function toMemberFile(row: MemberFileRow): MemberFile {
  return { filename: row.filename, tag: row.tag, url: memberFileUrl(row.filename) };
}

/**
 * Streams a member's image for one of their requests (the request's multipart field `file`; type read from the
 * bytes, never from the name) into storage under a random, unguessable name; the request refers to it by that name
 * once it is sent.
 */
export async function storeMemberFile(
  context: AppContext,
  /** `memberId` null: a staff-only file until it is given to a member (a pool parcel's photos). */
  owner: { memberId: number | null; uploadedBy: number },
  http: FastifyRequest,
  kind: { domain: StoredFileDomain; tag: string },
): Promise<MemberFile> {
  return receiveImage(context, http, STORAGE_FOLDER, async (image) => {
    const row = await insertMemberFile(context.db, {
      filename: image.filename,
      memberId: owner.memberId,
      uploadedByMemberId: owner.uploadedBy,
      domain: kind.domain,
      tag: kind.tag,
      storageKey: image.storageKey,
      contentType: image.contentType,
      sizeBytes: image.sizeBytes,
      createdAt: context.clock.now(),
    });
    return toMemberFile(row);
  });
}

export type OpenedMemberFile = {
  contentType: string;
  /** The whole file's size. */
  size: number;
} & (
  | { stream: Readable; range: { start: number; end: number } | null }
  /** The Range header asked for bytes the file does not have (416). */
  | { stream: null; range: 'unsatisfiable' }
);

/**
 * Opens a member file, or the one byte range a `Range` header asks for (videos are sought in), for its owner or
 * staff; for anyone else it does not exist.
 */
export async function openMemberFile(
  context: AppContext,
  viewer: { id: number; isStaff: boolean },
  filename: string,
  rangeHeader?: string,
): Promise<OpenedMemberFile> {
  const row = await findMemberFile(context.db, filename);
  if (!row || (row.memberId !== viewer.id && !viewer.isStaff)) throw notFound();
  const range = parseByteRange(rangeHeader, row.sizeBytes);
  if (range === 'unsatisfiable') {
    return { stream: null, range, contentType: row.contentType, size: row.sizeBytes };
  }
  const object = await context.fileStorage.get(row.storageKey, range === 'none' ? undefined : range);
  if (!object) throw notFound();
  return {
    stream: object.stream,
    range: range === 'none' ? null : range,
    contentType: row.contentType,
    size: object.meta.size,
  };
}

/**
 * The member's own uploaded files named in a request, marked as used, by name. A name that is not one of their
 * uploads of this domain (another member's, a made-up one) refuses the whole request with 'Failed to upload
 * images': nothing is half-created.
 */
export async function attachMemberFiles(
  tx: Transaction,
  memberId: number,
  domain: StoredFileDomain,
  filenames: string[],
  now: Date,
): Promise<Map<string, MemberFileRow>> {
  const unique = [...new Set(filenames)];
  const rows = await findOwnFiles(tx, memberId, domain, unique);
  if (rows.length !== unique.length) throw new AppError('BAD_REQUEST', ofmMessages.uploadFailed);
  await markAttached(
    tx,
    rows.map((row) => row.id),
    now,
  );
  return new Map(rows.map((row) => [row.filename, row]));
}

/**
 * Deletes files uploaded more than a day ago that no request refers to (the clean-up job); answers how many. Safe
 * with every instance running it at once: only the run whose statement removes a row (still unattached) removes
 * its object, from the storage every instance shares (STORAGE=s3).
 */
export async function deleteUnattachedFiles(
  context: Pick<AppContext, 'db' | 'clock' | 'fileStorage'>,
  limit = 200,
): Promise<number> {
  const before = addSeconds(context.clock.now(), -UNATTACHED_FILE_LIFETIME_SECONDS);
  const rows = await listUnattachedBefore(context.db, before, limit);
  let deleted = 0;
  for (const row of rows) {
    // A file attached since it was listed stays, and of two runs only one removes the object.
    if (!(await deleteUnattachedFile(context.db, row.id))) continue;
    await context.fileStorage.delete(row.storageKey);
    deleted++;
  }
  return deleted;
}

export { toMemberFile };

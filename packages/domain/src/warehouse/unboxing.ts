/**
 * Unboxing video requests (spec §2 "Unboxing video", §3 "Unboxing", §5 "Unboxing"; docs/domain.md "Request lifecycles": SCUN01 requested,
 * SCUN02 processing, SCUN03 completed with the video, SCUN09 cancelled): the member's request body, the answer of
 * `GET /api/packages/{code}/unboxing`, the staff detail, and the limits of the videos staff upload. The fee is
 * `unboxingFee` (by weight, priority extra) and the button `unboxingButton` (package-statuses.ts).
 */
import { z } from 'zod';
import { requiredText } from '../catalogue/field-rules.ts';
import { recordHeadFields, staffRequestSchema } from '../requests/request-contract.ts';

export const UNBOXING_NOTE_MAX = 3000;

export const unboxingMessages = {
  agreementRequired: 'Please confirm you have read and understood the disclaimer',
  noteRequired: 'Note is required',
  noteTooLong: `Note is too long (max. ${UNBOXING_NOTE_MAX})`,
  notRequestable: 'An unboxing video cannot be requested for this package now.',
  cancelOnlyRequested:
    'This unboxing can no longer be cancelled: staff have already started it. Cancelling is possible only while it is requested.',
  noVideo: 'Upload at least one video before completing the unboxing.',
  videoTooLarge: (limit: string) => `The video is too large (max. ${limit}).`,
  videoType: 'Only MP4 or WebM videos can be uploaded.',
  videoMissing: 'Please choose a video to upload.',
  videoReady: 'Your unboxing video is ready',
} as const;

/** What the member reads before asking: shown in the modal above the box they must tick. */
export const unboxingDisclaimer = [
  'We film the opening of your package in one take and check its contents against your item information.',
  'The video shows the contents as they arrived; we do not test, play or try on items, and we cannot judge whether goods are genuine or complete beyond what is visible.',
  'Videos are kept for about one month after they are uploaded. An unboxing takes 2-3 business days (priority: within 2 business days).',
  'Once staff have started, the request can no longer be cancelled, and its fee is paid with the shipping of the package.',
] as const;

/** Body of `PUT /api/packages/{code}/unboxing`. */
export const unboxingRequestSchema = z.object({
  priority: z.boolean({ error: 'Priority must be true or false' }).default(false),
  memberNote: requiredText('Note', UNBOXING_NOTE_MAX),
  agreement: z.literal(true, { error: unboxingMessages.agreementRequired }),
});
export type UnboxingRequestInput = z.input<typeof unboxingRequestSchema>;
export type UnboxingRequestValues = z.output<typeof unboxingRequestSchema>;

export const unboxingFeeLineSchema = z.object({
  name: z.string(),
  amountKrw: z.number().int(),
  status: z.string(),
});

export const unboxingVideoSchema = z.object({
  filename: z.string(),
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type UnboxingVideo = z.output<typeof unboxingVideoSchema>;

/** Answer of `GET`/`PUT /api/packages/{code}/unboxing`: the package's latest unboxing. */
export const unboxingSchema = z.object({
  ...recordHeadFields,
  packageCode: z.string(),
  priority: z.boolean(),
  memberNote: z.string(),
  /** BUNJANG-tagged packages are unboxed for free: no fee lines. */
  free: z.boolean(),
  feeKrw: z.number().int(),
  fees: z.array(unboxingFeeLineSchema),
  /** Only while SCUN01 (spec §4). */
  cancellable: z.boolean(),
  videos: z.array(unboxingVideoSchema),
});
export type Unboxing = z.output<typeof unboxingSchema>;

/** The staff request page: the unboxing with its member, package, allowed moves and history. */
export const staffUnboxingSchema = staffRequestSchema(unboxingSchema, {
  package: z.object({
    code: z.string(),
    type: z.string(),
    status: z.string(),
    weightGrams: z.number().int().nullable(),
    tags: z.array(z.string()),
  }),
  /** The largest video the server takes (`VIDEO_MAX_BYTES`): the page refuses a bigger one before uploading. */
  videoMaxBytes: z.number().int(),
});
export type StaffUnboxing = z.output<typeof staffUnboxingSchema>;

/** The videos staff upload: MP4 or WebM. */
export const unboxingVideoTypes = ['video/mp4', 'video/webm'] as const;
export type UnboxingVideoType = (typeof unboxingVideoTypes)[number];
/** The default upload limit (`VIDEO_MAX_BYTES`): 1 GiB. */
export const DEFAULT_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
export const UNBOXING_VIDEO_TAG = 'UNBOXING_VIDEO';

/** A byte count as people read it: '1 GiB', '500 MiB', '12.5 KiB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/**
 * The video type the first bytes show: MP4 (an ISO base media file: a box whose type at bytes 4-7 is 'ftyp') or
 * WebM (the EBML header 1A 45 DF A3); null for anything else. Twelve bytes are enough.
 */
export function detectVideoType(head: Uint8Array): UnboxingVideoType | null {
  if (head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) {
    return 'video/mp4';
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return 'video/webm';
  }
  return null;
}

/** A file the staff page may send: by its name's type or extension (the server reads the bytes again). */
export function isVideoFileName(file: { name: string; type: string }): boolean {
  return (
    (unboxingVideoTypes as readonly string[]).includes(file.type) || /\.(mp4|m4v|webm)$/i.test(file.name)
  );
}

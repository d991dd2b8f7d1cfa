/** An image chosen in this visit and not uploaded yet (or whose upload failed), with its upload's progress. */
export type NewImage = { key: number; file: File; previewUrl: string; percent: number; failed: boolean };

/** The image types the uploads take (the server reads the type from the bytes as well). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

let nextKey = 1;

/** A preview for a chosen file (none where the browser cannot make one, as in tests without it). */
function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** A chosen file as a new image, not uploaded yet. */
export function newImageOf(file: File): NewImage {
  return { key: nextKey++, file, previewUrl: previewOf(file), percent: 0, failed: false };
}

export function releasePreview(image: NewImage): void {
  if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
}

import { useEffect, useRef, useState } from 'react';
import { type NewImage, releasePreview } from '../../../components/request-kit/pending-images.ts';

/**
 * The images chosen for a form's items and not uploaded yet, by the item's field id: each shows its progress while
 * `uploadAll` sends them, and one uploaded is handed to `onStored` (which keeps it in the form) and leaves the list.
 * Previews are released when an image is removed, its item is removed, or the form goes away.
 */
export function usePendingImages<Stored>() {
  const [images, setImages] = useState<Record<string, NewImage[]>>({});
  const [isUploading, setIsUploading] = useState(false);
  const imagesRef = useRef(images);
  imagesRef.current = images;
  useEffect(
    () => () => {
      for (const list of Object.values(imagesRef.current)) list.forEach(releasePreview);
    },
    [],
  );

  const change = (fieldId: string, update: (current: NewImage[]) => NewImage[]) =>
    setImages((current) => ({ ...current, [fieldId]: update(current[fieldId] ?? []) }));
  const patch = (fieldId: string, key: number, values: Partial<NewImage>) =>
    change(fieldId, (list) => list.map((entry) => (entry.key === key ? { ...entry, ...values } : entry)));

  /** Uploads every image not uploaded yet; true when all of them are. */
  const uploadAll = async (
    fieldIds: readonly string[],
    upload: (file: File, onProgress: (percent: number) => void) => Promise<Stored>,
    onStored: (index: number, stored: Stored) => void,
  ): Promise<boolean> => {
    const jobs = fieldIds.flatMap((fieldId, index) =>
      (images[fieldId] ?? []).map((image) => ({ fieldId, index, image })),
    );
    if (jobs.length === 0) return true;
    setIsUploading(true);
    const results = await Promise.all(
      jobs.map(async ({ fieldId, index, image }) => {
        patch(fieldId, image.key, { percent: 0, failed: false });
        try {
          const stored = await upload(image.file, (percent) => patch(fieldId, image.key, { percent }));
          onStored(index, stored);
          releasePreview(image);
          change(fieldId, (list) => list.filter((entry) => entry.key !== image.key));
          return true;
        } catch {
          patch(fieldId, image.key, { failed: true });
          return false;
        }
      }),
    );
    setIsUploading(false);
    return results.every(Boolean);
  };

  return {
    isUploading,
    of: (fieldId: string): NewImage[] => images[fieldId] ?? [],
    add: (fieldId: string, added: NewImage[]) => change(fieldId, (list) => [...list, ...added]),
    remove: (fieldId: string, key: number) =>
      change(fieldId, (list) =>
        list.filter((image) => {
          if (image.key === key) releasePreview(image);
          return image.key !== key;
        }),
      ),
    /** Forgets (and releases) the images of an item being removed. */
    removeItem: (fieldId: string) => {
      (images[fieldId] ?? []).forEach(releasePreview);
      setImages(({ [fieldId]: _removed, ...rest }) => rest);
    },
    uploadAll,
  };
}

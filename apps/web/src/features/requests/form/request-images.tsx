import { MAX_IMAGE_BYTES, ofmMessages } from '@fanship/domain/requests/ofm';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { ImageThumb, NewImageThumb } from '../../../components/request-kit/image-thumb.tsx';
import {
  ACCEPTED_IMAGE_TYPES,
  type NewImage,
  newImageOf,
} from '../../../components/request-kit/pending-images.ts';

/**
 * Why a chosen file is refused before any upload, or null: over 15 MB ('File size cannot exceed 15MB') or not an
 * image ('Invalid image').
 */
export function refusalOf(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES) return ofmMessages.fileTooLarge;
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return ofmMessages.imageInvalid;
  return null;
}

type RequestImagesProps = {
  /** What the images are of, in their names ('item 2', 'the inclusion'). */
  itemLabel: string;
  /** How many images it may hold in all. */
  max: number;
  /** The message when more files are chosen than there is room for. */
  tooMany: string;
  kept: readonly { filename: string; url: string }[];
  added: NewImage[];
  onRemoveKept: (filename: string) => void;
  onAdd: (images: NewImage[]) => void;
  onRemoveAdded: (key: number) => void;
  isBusy: boolean;
};

/**
 * A request's images (an OFM item's, an inclusion's): the ones already stored (removable) and new ones with
 * preview, upload progress and remove, at most `max` in all; each chosen file is checked before any upload.
 */
export function RequestImages({
  itemLabel,
  max,
  tooMany,
  kept,
  added,
  onRemoveKept,
  onAdd,
  onRemoveAdded,
  isBusy,
}: RequestImagesProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const room = max - kept.length - added.length;

  const choose = (files: File[]) => {
    resetRef.current?.();
    setRefusal(null);
    if (files.length === 0) return;
    const refused = files.map(refusalOf).find((message) => message !== null);
    if (refused) {
      // Spec: the message as a toast, and the selection is cleared.
      notifications.show({ color: 'red', message: refused });
      setRefusal(refused);
      return;
    }
    if (files.length > room) {
      setRefusal(tooMany);
      return;
    }
    onAdd(files.map(newImageOf));
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Images{' '}
        <Text span size="xs" c="dimmed">
          (up to {max}, 15 MB each)
        </Text>
      </Text>
      {(kept.length > 0 || added.length > 0) && (
        <Group gap="xs" align="flex-start">
          {kept.map((image, index) => (
            <ImageThumb
              key={image.filename}
              src={image.url}
              alt={`Image ${index + 1} of ${itemLabel}`}
              removeLabel={`Remove image ${index + 1} of ${itemLabel}`}
              onRemove={() => onRemoveKept(image.filename)}
              isBusy={isBusy}
            />
          ))}
          {added.map((image) => (
            <NewImageThumb
              key={image.key}
              image={image}
              onRemove={() => onRemoveAdded(image.key)}
              isBusy={isBusy}
            />
          ))}
        </Group>
      )}
      {room > 0 && (
        <FileButton
          onChange={choose}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          resetRef={resetRef}
          inputProps={{ 'aria-label': `Add images to ${itemLabel}` }}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" w="fit-content" disabled={isBusy}>
              Add images
            </Button>
          )}
        </FileButton>
      )}
      {refusal && (
        <Text size="xs" c="red" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}

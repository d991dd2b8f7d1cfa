import { CloseButton, Image, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { NewImage } from './pending-images.ts';
import { UploadProgress } from './upload-progress.tsx';

type ImageThumbProps = {
  /** The picture; without one (a file the browser cannot preview) its name is shown instead. */
  src: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
  isBusy: boolean;
  children?: ReactNode;
};

/** A chosen or kept image as a small square with its remove button in the corner. */
export function ImageThumb({ src, alt, onRemove, removeLabel, isBusy, children }: ImageThumbProps) {
  return (
    <Paper withBorder radius="sm" p={4} w={88} pos="relative">
      {src ? (
        <Image src={src} alt={alt} w={78} h={78} radius="sm" fit="cover" />
      ) : (
        <Text size="xs" h={78} style={{ overflowWrap: 'anywhere' }}>
          {alt}
        </Text>
      )}
      <CloseButton
        size="sm"
        pos="absolute"
        top={2}
        right={2}
        variant="filled"
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={isBusy}
      />
      {children}
    </Paper>
  );
}

/** A file chosen for upload: its preview, 'Remove {name}', and how far its upload has come. */
export function NewImageThumb({
  image,
  onRemove,
  isBusy,
}: {
  image: NewImage;
  onRemove: () => void;
  isBusy: boolean;
}) {
  return (
    <ImageThumb
      src={image.previewUrl}
      alt={image.file.name}
      removeLabel={`Remove ${image.file.name}`}
      onRemove={onRemove}
      isBusy={isBusy}
    >
      <UploadProgress image={image} />
    </ImageThumb>
  );
}

import { Progress, Text } from '@mantine/core';
import type { NewImage } from './pending-images.ts';

/** Under a chosen image's thumbnail: how far its upload has come, and 'Not uploaded' when it failed. */
export function UploadProgress({ image }: { image: NewImage }) {
  return (
    <>
      <Progress
        mt={4}
        size="sm"
        value={image.percent}
        color={image.failed ? 'red' : undefined}
        aria-label={`Upload of ${image.file.name}`}
      />
      {image.failed && (
        <Text size="xs" c="red">
          Not uploaded
        </Text>
      )}
    </>
  );
}

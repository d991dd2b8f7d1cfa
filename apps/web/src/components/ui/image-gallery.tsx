import { AspectRatio, Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { imagePlaceholderSrc } from './image-placeholder.ts';

/**
 * A main image with clickable thumbnails below it (only when there is more than one image). `altOf` names
 * the shown image by its index when each photo needs its own text ('…, photo 2').
 */
export function ImageGallery({
  images,
  alt,
  altOf,
}: {
  images: readonly string[];
  alt: string;
  altOf?: (index: number) => string;
}) {
  const [current, setCurrent] = useState(0);
  const shownIndex = Math.max(0, Math.min(current, images.length - 1));
  const shown = images[shownIndex] ?? null;
  return (
    <Stack gap="xs">
      <AspectRatio ratio={1}>
        <Image
          src={shown}
          alt={altOf && images.length > 0 ? altOf(shownIndex) : alt}
          width={800}
          height={800}
          // The attributes give the browser the shape before the image arrives; the drawn height follows the
          // width (an attribute height alone would stretch the image to 800 px on a phone).
          h="auto"
          fetchPriority="high"
          radius="md"
          fallbackSrc={imagePlaceholderSrc}
        />
      </AspectRatio>
      {images.length > 1 && (
        <Group gap="xs">
          {images.map((image, index) => (
            <UnstyledButton
              key={image}
              onClick={() => setCurrent(index)}
              aria-label={`Show image ${index + 1}`}
              aria-pressed={index === current}
              style={{
                borderRadius: 6,
                outline: index === current ? '2px solid var(--mantine-color-pink-6)' : undefined,
              }}
            >
              <Image src={image} alt="" w={56} h={56} width={56} height={56} loading="lazy" radius="sm" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

import { Anchor, Group, type GroupProps, Image, type ImageProps } from '@mantine/core';

type ImageLinksProps = Omit<GroupProps, 'children'> & {
  images: readonly { filename: string; url: string }[];
  /** Each image's text alternative, by its place ('Proof image 2 of claim #7'). */
  alt: (index: number) => string;
  /** The square each thumbnail fills (pixels, or per breakpoint). */
  size: ImageProps['w'];
};

/** Stored images as square thumbnails in a row, each opening the full image in a new tab. */
export function ImageLinks({ images, alt, size, ...groupProps }: ImageLinksProps) {
  return (
    <Group {...groupProps}>
      {images.map((image, index) => (
        <Anchor key={image.filename} href={image.url} target="_blank" rel="noreferrer">
          <Image src={image.url} alt={alt(index)} w={size} h={size} radius="sm" fit="cover" />
        </Anchor>
      ))}
    </Group>
  );
}

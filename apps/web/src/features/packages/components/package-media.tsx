import { unboxingButton } from '@fanship/domain/warehouse/package-statuses';
import type { PackageDetail } from '@fanship/domain/warehouse/packages';
import { Button, Card, Group, Image, Modal, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { VideoList } from '../../../components/request-kit/video-list.tsx';
import { UnboxingButton } from '../../unboxing/index.ts';

/**
 * The package's photos (taken at intake; a tap opens one full size, with the next and previous ones) and its
 * unboxing videos (two shown, then 'Show more'), all private files served to the member only; the unboxing video
 * button (request, or cancel while one is requested) where the package may have one.
 */
export function PackageMedia({ data }: { data: PackageDetail }) {
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const shown = enlarged === null ? undefined : data.images[enlarged];
  const unboxingPackage = {
    code: data.code,
    type: data.type,
    status: data.status,
    videoCount: data.videos.length,
    tags: data.tags,
    weightGrams: data.weightGrams,
  };
  const step = (delta: number) =>
    setEnlarged((index) =>
      index === null ? null : (index + delta + data.images.length) % data.images.length,
    );

  return (
    <Card withBorder padding="md" component="section" aria-label="Photos and videos">
      <Title order={2} fz="lg" mb="xs">
        Photos and videos
      </Title>
      <Stack gap="md">
        {data.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            No photos of this package yet.
          </Text>
        ) : (
          <Group gap="xs">
            {data.images.map((image, index) => (
              <UnstyledButton
                key={image.id}
                onClick={() => setEnlarged(index)}
                aria-label={`Enlarge photo ${index + 1}`}
                style={{ borderRadius: 6 }}
              >
                <Image
                  src={image.url}
                  alt={`Photo ${index + 1} of ${data.code}`}
                  w={96}
                  h={96}
                  radius="sm"
                  fit="cover"
                  loading="lazy"
                />
              </UnstyledButton>
            ))}
          </Group>
        )}
        {data.videos.length === 0 ? (
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text size="sm" c="dimmed">
              No unboxing videos yet.
            </Text>
            {unboxingButton(unboxingPackage) && (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <Text size="sm" fw={600} mt={6}>
                  Unboxing video
                </Text>
                <UnboxingButton pkg={unboxingPackage} />
              </Group>
            )}
          </Group>
        ) : (
          <VideoList videos={data.videos} label="Unboxing video" />
        )}
      </Stack>
      <Modal
        opened={shown !== undefined}
        onClose={() => setEnlarged(null)}
        title={enlarged === null ? '' : `Photo ${enlarged + 1} of ${data.images.length}`}
        size="xl"
        centered
      >
        {shown && (
          <Stack gap="sm">
            <Image
              src={shown.url}
              alt={`Photo ${(enlarged ?? 0) + 1} of ${data.code}, full size`}
              radius="sm"
            />
            {data.images.length > 1 && (
              <Group justify="space-between">
                <Button variant="default" onClick={() => step(-1)}>
                  Previous
                </Button>
                <Button variant="default" onClick={() => step(1)}>
                  Next
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </Card>
  );
}

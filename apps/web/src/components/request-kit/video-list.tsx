import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Videos shown before 'Show more' (spec §9 "Limits": the video list shows 2 items with show more). */
export const VISIBLE_VIDEOS = 2;

/**
 * Videos of a package or a service (unboxing, packing, inclusion, repacking): two players, then 'Show more' for the
 * rest; `empty` when there is none. Each player is named `{label} {n}`.
 */
export function VideoList({
  videos,
  label,
  empty,
}: {
  videos: readonly { id: number; url: string }[];
  label: string;
  empty?: string;
}) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (videos.length === 0) {
    return empty ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : null;
  }
  const shown = isShowingAll ? videos : videos.slice(0, VISIBLE_VIDEOS);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shown.map((video, index) => (
          // biome-ignore lint/a11y/useMediaCaption: the videos film packages being worked on, with no speech to caption
          <video
            key={video.id}
            src={video.url}
            controls
            preload="metadata"
            aria-label={`${label} ${index + 1}`}
            style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: 'black' }}
          />
        ))}
      </SimpleGrid>
      {videos.length > VISIBLE_VIDEOS && (
        <Button variant="subtle" onClick={() => setIsShowingAll((value) => !value)} w="fit-content">
          {isShowingAll ? 'Show less' : `Show more (${videos.length - VISIBLE_VIDEOS})`}
        </Button>
      )}
    </Stack>
  );
}

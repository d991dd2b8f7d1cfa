import { formatBytes, isVideoFileName, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { Alert, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { uploadFileTo } from '../../../lib/upload-file.ts';

/** Posts one video to `url` with upload progress; a 413 says the limit the page was given. */
async function uploadVideo(url: string, file: File, maxBytes: number, onProgress: (percent: number) => void) {
  try {
    return await uploadFileTo<unknown>(url, file, onProgress);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) {
      throw new ApiError(413, error.code, unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
    }
    throw error;
  }
}

/**
 * The staff's videos of a request's work (an unboxing, an inclusion, a packing): the card titled 'Videos' with the
 * videos (`children`) and, while `canUpload`, 'Upload video': an MP4 or WebM file up to `maxBytes` (a bigger or
 * other file is refused before any upload) posted to `uploadUrl` with progress; the staff request pages are read
 * again afterwards.
 */
export function VideoUploadCard({
  uploadUrl,
  maxBytes,
  canUpload,
  children,
}: {
  uploadUrl: string;
  maxBytes: number;
  canUpload: boolean;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    if (!isVideoFileName(file)) return setFailure(unboxingMessages.videoType);
    if (file.size > maxBytes) return setFailure(unboxingMessages.videoTooLarge(formatBytes(maxBytes)));
    setPercent(0);
    try {
      await uploadVideo(uploadUrl, file, maxBytes, setPercent);
      notifications.show({ color: 'green', message: `${file.name} was uploaded.` });
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setPercent(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffRequests.all });
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="Videos">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="lg">
          Videos
        </Title>
        {canUpload && (
          <FileButton onChange={(file) => void upload(file)} accept="video/mp4,video/webm,.mp4,.webm">
            {(props) => (
              <Button {...props} variant="light" loading={percent !== null}>
                Upload video
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {canUpload && (
        <Text size="xs" c="dimmed" mb="sm">
          MP4 or WebM, up to {formatBytes(maxBytes)}.
        </Text>
      )}
      {percent !== null && (
        <Stack gap={4} mb="sm">
          <Progress value={percent} aria-label="Upload progress" animated />
          <Text size="xs" c="dimmed">
            Uploading… {percent}%
          </Text>
        </Stack>
      )}
      {failure && (
        <Alert color="red" variant="light" title="The video was not uploaded" mb="sm" role="alert">
          {failure}
        </Alert>
      )}
      {children}
    </Card>
  );
}

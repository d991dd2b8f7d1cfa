import '@mantine/dropzone/styles.css';
import {
  MAX_UPLOAD_BYTES,
  uploadContentTypes,
  uploadMessages,
} from '@fanship/domain/catalogue/staff-content';
import {
  CloseButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../lib/api-client.ts';
import { imagePlaceholderSrc } from '../ui/image-placeholder.ts';
import { uploadFile } from './staff-upload-file.ts';
import { useUploadTracker } from './upload-tracker.tsx';

type Pending = { id: number; name: string; percent: number };

type ImageUploadProps = {
  label: string;
  /** Paths of the images already chosen, in order. */
  value: string[];
  onChange: (paths: string[]) => void;
  /** Most images allowed (1 for a thumbnail). */
  max: number;
  /** The form's message for this field. */
  error?: string;
  /**
   * Uploads one file with per-cent progress and answers the address to keep for it; by default the staff
   * uploads (`POST /api/staff/uploads`, its public path).
   */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** On a phone, offer the back camera (`accept="image/*" capture="environment"`): the parcel photos of intake. */
  camera?: boolean;
};

const staffUpload: NonNullable<ImageUploadProps['upload']> = async (file, onProgress) =>
  (await uploadFile(file, onProgress)).path;

let nextId = 1;

/**
 * Drop or pick PNG, JPEG, GIF or WebP images up to 15 MB: each is uploaded with a progress bar, then
 * its path is added; thumbnails can be removed. Refused files and server errors are shown.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  max,
  error,
  upload: store = staffUpload,
  camera = false,
}: ImageUploadProps) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const room = max - value.length - pending.length;
  const track = useUploadTracker();
  const hintId = useId();
  const nameId = useId();

  const upload = async (files: File[]) => {
    setFailure(null);
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      notifications.show({ color: 'red', message: uploadMessages.tooLarge });
      return;
    }
    if (files.length > room) {
      setFailure(max === 1 ? 'Remove the current image first.' : `At most ${max} images are allowed`);
      return;
    }
    let paths = value;
    await Promise.all(
      files.map(async (file) => {
        const id = nextId++;
        setPending((current) => [...current, { id, name: file.name, percent: 0 }]);
        track(1);
        try {
          const path = await store(file, (percent) =>
            setPending((current) => current.map((item) => (item.id === id ? { ...item, percent } : item))),
          );
          paths = [...paths, path];
          onChange(paths);
        } catch (uploadError) {
          setFailure(errorMessageOf(uploadError));
        } finally {
          setPending((current) => current.filter((item) => item.id !== id));
          track(-1);
        }
      }),
    );
  };

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {value.map((path) => (
              <Paper key={path} withBorder radius="sm" pos="relative">
                <Image
                  fallbackSrc={imagePlaceholderSrc}
                  src={path}
                  alt={`${label} ${value.indexOf(path) + 1}`}
                  h={88}
                  fit="cover"
                  radius="sm"
                />
                <CloseButton
                  size="sm"
                  pos="absolute"
                  top={4}
                  right={4}
                  variant="white"
                  aria-label={`Remove ${label.toLowerCase()} ${value.indexOf(path) + 1}`}
                  onClick={() => onChange(value.filter((item) => item !== path))}
                />
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {pending.map((item) => (
          <Stack key={item.id} gap={2}>
            <Text size="xs" c="dimmed">
              Uploading {item.name}… {item.percent}%
            </Text>
            <Progress value={item.percent} aria-label={`Upload of ${item.name}`} />
          </Stack>
        ))}
        {room > 0 && (
          <Dropzone
            onDrop={(files) => void upload(files)}
            onReject={(rejections) =>
              setFailure(
                rejections.some((rejection) =>
                  rejection.errors.some((item) => item.code === 'too-many-files'),
                )
                  ? `At most ${max} images are allowed`
                  : uploadMessages.unsupportedType,
              )
            }
            accept={camera ? ['image/*'] : [...uploadContentTypes]}
            multiple={max > 1}
            maxFiles={room}
            // The drop area is what keyboard and screen-reader users reach (it opens the file dialog on Enter or
            // Space): a button named 'Upload photos' followed by the hint it shows, so its name holds its visible
            // text (WCAG 2.5.3 label in name). The file input behind it is not drawn (it opens on the area's
            // click), so no focusable element sits inside the button (axe nested-interactive).
            role="button"
            aria-labelledby={`${nameId} ${hintId}`}
            inputProps={{
              'aria-label': `Upload ${label.toLowerCase()}`,
              'aria-hidden': true,
              style: { display: 'none' },
              ...(camera ? { capture: 'environment' as const } : {}),
            }}
          >
            <Group justify="center" mih={64} style={{ pointerEvents: 'none' }}>
              <VisuallyHidden id={nameId}>{`Upload ${label.toLowerCase()}:`}</VisuallyHidden>
              <Text id={hintId} size="sm" c="dimmed" ta="center">
                {camera
                  ? 'Take a photo, drop images here or click to choose'
                  : 'Drop images here or click to choose'}{' '}
                (PNG, JPEG, GIF or WebP, up to 15MB
                {max > 1 ? `, ${room} more` : ''})
              </Text>
            </Group>
          </Dropzone>
        )}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

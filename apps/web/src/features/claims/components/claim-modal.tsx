import type { MemberFile } from '@fanship/domain/requests/member-files';
import { MAX_IMAGE_BYTES } from '@fanship/domain/requests/ofm';
import { CLAIM_MAX_IMAGES, claimInputSchema, claimMessages } from '@fanship/domain/warehouse/claims';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NewImageThumb } from '../../../components/request-kit/image-thumb.tsx';
import { ACCEPTED_IMAGE_TYPES } from '../../../components/request-kit/pending-images.ts';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { validateOnBlur } from '../../../lib/form-validation.ts';
import { SUBMIT_FAILURE_LOCK_MS, useSubmitLock } from '../../../lib/submit-lock.ts';
import { uploadClaimImage, useCreateClaim } from '../api/claims-api.ts';

/** The typed part of the claim; the images are chosen beside it and uploaded first. */
const claimFieldsSchema = claimInputSchema.pick({ trackingNo: true, receiverName: true });
type FieldsInput = z.input<typeof claimFieldsSchema>;
type FieldsOutput = z.output<typeof claimFieldsSchema>;

/** An image chosen for the claim: its upload's progress, and the stored file once uploaded (kept for a retry). */
type ChosenImage = {
  key: number;
  file: File;
  previewUrl: string;
  percent: number;
  failed: boolean;
  uploaded: MemberFile | null;
};

let nextKey = 1;

function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function release(images: ChosenImage[]): void {
  for (const image of images) {
    if (image.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(image.previewUrl);
  }
}

/**
 * 'Claim a lost package' (spec §2 Lost & Found, §5 Claim): the tracking number and receiver name on the parcel and
 * 1 to 4 proof images. A file over 15 MB is refused with a toast and the selection cleared; more than 4 with
 * 'Maximum 4 images allowed'. On submit the images are uploaded first with per-file progress, then the claim is
 * sent with their names; an upload or the claim's refusal shows as the form's error and the input stays.
 */
export function ClaimModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const create = useCreateClaim();
  const submitLock = useSubmitLock();
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const resetRef = useRef<() => void>(null);
  const form = useForm<FieldsInput, unknown, FieldsOutput>({
    ...validateOnBlur,
    resolver: zodResolver(claimFieldsSchema),
    defaultValues: { trackingNo: '', receiverName: '' },
  });
  const { errors, isValid } = form.formState;
  const isBusy = isUploading || create.isPending;

  const patch = (key: number, change: Partial<ChosenImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  const choose = (files: File[]) => {
    resetRef.current?.();
    setImageError(null);
    if (files.length === 0) return;
    if (files.some((file) => file.size > MAX_IMAGE_BYTES)) {
      // Spec: the message as a toast, and the selection is cleared.
      notifications.show({ color: 'red', message: claimMessages.fileTooLarge });
      release(images);
      setImages([]);
      return;
    }
    if (files.some((file) => !ACCEPTED_IMAGE_TYPES.includes(file.type))) {
      setImageError(claimMessages.imageInvalid);
      return;
    }
    if (images.length + files.length > CLAIM_MAX_IMAGES) {
      notifications.show({ color: 'red', message: claimMessages.tooManyImages });
      setImageError(claimMessages.tooManyImages);
      return;
    }
    setImages((current) => [
      ...current,
      ...files.map((file) => ({
        key: nextKey++,
        file,
        previewUrl: previewOf(file),
        percent: 0,
        failed: false,
        uploaded: null,
      })),
    ]);
  };

  const remove = (key: number) =>
    setImages((current) => {
      release(current.filter((image) => image.key === key));
      return current.filter((image) => image.key !== key);
    });

  const close = () => {
    if (isBusy) return;
    onClose();
  };

  const fail = (message: string) => {
    setFormError(message);
    submitLock.lock(SUBMIT_FAILURE_LOCK_MS);
  };

  const submit = form.handleSubmit(async (fields) => {
    setFormError(null);
    if (images.length === 0) {
      setImageError(claimMessages.imagesRequired);
      return;
    }
    setUploading(true);
    let uploaded: MemberFile[];
    try {
      uploaded = await Promise.all(
        images.map(async (image) => {
          if (image.uploaded) return image.uploaded;
          patch(image.key, { failed: false, percent: 0 });
          try {
            const stored = await uploadClaimImage(image.file, (percent) => patch(image.key, { percent }));
            patch(image.key, { uploaded: stored, percent: 100 });
            return stored;
          } catch (error) {
            patch(image.key, { failed: true });
            throw error;
          }
        }),
      );
    } catch (error) {
      // Spec §8: in the claim form an upload failure shows its message as the form's error.
      fail(errorMessageOf(error));
      return;
    } finally {
      setUploading(false);
    }
    create.mutate(
      { ...fields, images: uploaded.map((file) => ({ filename: file.filename, tag: 'PROOF_OF_PACKAGE' })) },
      {
        onSuccess: ({ id }) => {
          submitLock.lock();
          notifications.show({
            color: 'green',
            message: `Your claim #${id} was sent. We will review it soon.`,
          });
          release(images);
          setImages([]);
          form.reset();
          onClose();
        },
        onError: (error) => fail(errorMessageOf(error)),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Claim a lost package" centered fullScreen={isPhone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Tell us what the label of your parcel says and show us it is yours (an order confirmation, the
            shipping notice or a photo of the parcel). We compare it with the parcels that arrived without a
            registration.
          </Text>
          {formError && (
            <Alert color="red" title="The claim was not sent">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Tracking number"
            required
            maxLength={40}
            autoComplete="off"
            {...form.register('trackingNo')}
            error={errors.trackingNo?.message}
          />
          <TextInput
            label="Receiver name"
            description="The name on the parcel's label"
            required
            {...form.register('receiverName')}
            error={errors.receiverName?.message}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Proof images{' '}
              <Text span size="xs" c="dimmed">
                (1 to {CLAIM_MAX_IMAGES}, 15 MB each)
              </Text>
            </Text>
            {images.length > 0 && (
              <Group gap="xs" align="flex-start">
                {images.map((image) => (
                  <NewImageThumb
                    key={image.key}
                    image={image}
                    onRemove={() => remove(image.key)}
                    isBusy={isBusy}
                  />
                ))}
              </Group>
            )}
            {images.length < CLAIM_MAX_IMAGES && (
              <FileButton
                onChange={choose}
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                multiple
                resetRef={resetRef}
                inputProps={{ 'aria-label': 'Add proof images' }}
              >
                {(props) => (
                  <Button {...props} variant="default" size="xs" w="fit-content" disabled={isBusy}>
                    Add images
                  </Button>
                )}
              </FileButton>
            )}
            {imageError && (
              <Text size="xs" c="red" role="alert">
                {imageError}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={isBusy}>
              Close
            </Button>
            <Button
              type="submit"
              loading={isBusy}
              disabled={!isValid || images.length === 0 || submitLock.isLocked}
            >
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

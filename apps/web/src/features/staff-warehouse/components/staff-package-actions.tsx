import type { StaffPackageDetail } from '@fanship/domain/warehouse/intake';
import { MAX_PARCEL_PHOTOS } from '@fanship/domain/warehouse/parcels';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FailureAlert } from '../../../components/forms/failure-alert.tsx';
import { ImageUpload } from '../../../components/forms/image-upload.tsx';
import { UploadTrackerProvider } from '../../../components/forms/upload-tracker.tsx';
import { ReasonDialog } from '../../../components/request-kit/reason-dialog.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { photoName, uploadPackagePhoto } from '../api/intake-api.ts';
import { useAddPackagePhotos, useChangePackageStatus, useMarkAllArrived } from '../api/staff-packages-api.ts';
import { checkReason, NewStatusSelect } from './status-choice.tsx';

/** What the reason dialog of a status change shows of the change: open or not, its progress and its refusal. */
function reasonDialogState(
  change: ReturnType<typeof useChangePackageStatus>,
  opened: boolean,
  close: () => void,
  onClosed?: () => void,
) {
  return {
    opened,
    onClose: () => {
      change.reset();
      onClosed?.();
      close();
    },
    check: checkReason,
    error: change.error,
    isPending: change.isPending,
    dismissLabel: 'Keep it',
  };
}

/**
 * 'Change status': one of the staff moves (other than disposal), with the reason kept in the history. No status is
 * chosen when the dialog opens (a worker picks one on purpose), and the submit waits for the choice.
 */
function ChangeStatus({ pkg }: { pkg: StaffPackageDetail }) {
  const moves = pkg.moves.filter((move) => move.to !== 'DISPOSED');
  const [opened, dialog] = useDisclosure(false);
  const [to, setTo] = useState<string | null>(null);
  const change = useChangePackageStatus(pkg.code);
  if (moves.length === 0) return null;
  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        Change status
      </Button>
      <ReasonDialog
        title={`Change the status of ${pkg.code}`}
        {...reasonDialogState(change, opened, dialog.close, () => setTo(null))}
        failureTitle="The status was not changed"
        submitLabel="Change status"
        isRoutine
        canSubmit={to !== null}
        onSubmit={(reason, done) => {
          if (!to) return;
          change.mutate(
            { to, reason },
            {
              onSuccess: (updated) => {
                notifications.show({
                  color: 'green',
                  message: `${pkg.code} is now ${updated.statusLabel.toLowerCase()}.`,
                });
                done();
              },
            },
          );
        }}
      >
        <NewStatusSelect
          options={moves.map((move) => ({ value: move.to, label: `${move.action} (${move.to})` }))}
          value={to}
          onChange={setTo}
        />
      </ReasonDialog>
    </>
  );
}

/** 'Dispose': only once the storage notices are recorded and their time has run; otherwise why not. */
function Dispose({ pkg }: { pkg: StaffPackageDetail }) {
  const [opened, dialog] = useDisclosure(false);
  const change = useChangePackageStatus(pkg.code);
  if (!pkg.moves.some((move) => move.to === 'DISPOSED')) return null;
  // Why not is said under the buttons (`StaffPackageActions`).
  if (pkg.disposalBlocker) {
    return (
      <Button color="red" variant="light" disabled aria-describedby="disposal-blocker">
        Dispose
      </Button>
    );
  }
  return (
    <>
      <Button color="red" variant="light" onClick={dialog.open}>
        Dispose
      </Button>
      <ReasonDialog
        title={`Dispose of ${pkg.code}?`}
        {...reasonDialogState(change, opened, dialog.close)}
        failureTitle="The package was not disposed of"
        submitLabel="Dispose"
        onSubmit={(reason, done) =>
          change.mutate(
            { to: 'DISPOSED', reason },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: `${pkg.code} was disposed of.` });
                done();
              },
            },
          )
        }
      >
        <Text size="sm">The package leaves the warehouse for good. The reason is kept in its history.</Text>
      </ReasonDialog>
    </>
  );
}

/** 'All items arrived' for a partially arrived package (its incoming moves on too, and the member is told). */
function AllArrived({ pkg }: { pkg: StaffPackageDetail }) {
  const markAll = useMarkAllArrived(pkg.code);
  if (pkg.status !== 'PARTIALLY_ARRIVED') return null;
  return (
    <Button
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: `Every item of ${pkg.code} arrived.` }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessageOf(error) }),
        })
      }
    >
      All items arrived
    </Button>
  );
}

/** The moves staff make on a package by hand. */
export function StaffPackageActions({ pkg }: { pkg: StaffPackageDetail }) {
  const hasActions = pkg.status === 'PARTIALLY_ARRIVED' || pkg.moves.length > 0;
  return (
    <SectionCard title="Actions">
      {hasActions ? (
        <Stack gap="xs">
          <Group gap="sm">
            <AllArrived pkg={pkg} />
            <ChangeStatus pkg={pkg} />
            <Dispose pkg={pkg} />
          </Group>
          {pkg.disposalBlocker && pkg.moves.some((move) => move.to === 'DISPOSED') && (
            <Text size="sm" c="dimmed" role="note" id="disposal-blocker">
              Dispose: {pkg.disposalBlocker}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing to do by hand: this package moves with its requests.
        </Text>
      )}
    </SectionCard>
  );
}

/** More photos of the parcel: uploaded (camera on a phone), then attached together. */
export function AddPackagePhotos({ pkg }: { pkg: StaffPackageDetail }) {
  const [photos, setPhotos] = useState<string[]>([]);
  const add = useAddPackagePhotos(pkg.code);
  if (pkg.photoRoom === 0) {
    return (
      <Text size="sm" c="dimmed">
        This package has the most photos it can take ({MAX_PARCEL_PHOTOS}).
      </Text>
    );
  }
  return (
    <UploadTrackerProvider>
      {(uploading) => (
        <Stack gap="xs">
          <ImageUpload
            label="Add photos"
            value={photos}
            onChange={setPhotos}
            max={pkg.photoRoom}
            upload={uploadPackagePhoto}
            camera
          />
          <FailureAlert error={add.error} title="The photos were not added" />
          {photos.length > 0 && (
            <Group justify="flex-end">
              <Button
                loading={add.isPending}
                disabled={uploading > 0}
                onClick={() =>
                  add.mutate(
                    { photos: photos.map(photoName) },
                    {
                      onSuccess: () => {
                        notifications.show({ color: 'green', message: 'The photos were added.' });
                        setPhotos([]);
                      },
                    },
                  )
                }
              >
                Attach {photos.length} photo{photos.length === 1 ? '' : 's'}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </UploadTrackerProvider>
  );
}

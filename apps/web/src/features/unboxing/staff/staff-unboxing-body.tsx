import { formatKrw } from '@fanship/domain/pricing/money';
import { statusLabel } from '@fanship/domain/requests/status-machines';
import { packageMachine } from '@fanship/domain/warehouse/package-statuses';
import { formatBytes, type StaffUnboxing, unboxingMessages } from '@fanship/domain/warehouse/unboxing';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { RequestActions, VideoUploadCard } from '../../staff-requests/index.ts';
import { useCompleteUnboxing, useStartUnboxing } from '../api/staff-unboxing-api.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** What the member asked for: the package, its weight, priority, the note and the fees. */
function UnboxingDetails({ request }: { request: StaffUnboxing }) {
  const active = request.fees.filter((fee) => fee.status !== 'CANCELLED');
  return (
    <Card withBorder padding="md" component="section" aria-label="Unboxing">
      <Title order={2} fz="lg" mb="sm">
        Unboxing
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="sm">
        <Field label="Package">
          <Text ff="monospace" fw={700} span>
            {request.package.code}
          </Text>{' '}
          <Text span c="dimmed" size="sm">
            type {request.package.type} · {statusLabel(packageMachine, request.package.status)}
          </Text>
        </Field>
        <Field label="Weight">
          {request.package.weightGrams === null
            ? 'Not weighed'
            : `${(request.package.weightGrams / 1000).toFixed(2)} kg`}
        </Field>
        <Field label="Priority">
          {request.priority ? (
            <Badge color="orange" variant="light">
              Priority · within 2 business days
            </Badge>
          ) : (
            'Regular · 2-3 business days'
          )}
        </Field>
      </SimpleGrid>
      <Stack gap="sm">
        <Field label="Member note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} span>
            {request.memberNote}
          </Text>
        </Field>
        <Field label="Fees">
          {request.free ? (
            <Badge color="green" variant="light">
              FREE (BUNJANG package)
            </Badge>
          ) : (
            <Stack gap={2}>
              {request.fees.map((fee) => (
                <Group key={fee.name} justify="space-between" maw={360} wrap="nowrap">
                  <Text size="sm" td={fee.status === 'CANCELLED' ? 'line-through' : undefined}>
                    {fee.name}
                  </Text>
                  <Text size="sm">{formatKrw(fee.amountKrw)}</Text>
                </Group>
              ))}
              <Text size="xs" c="dimmed">
                {active.length > 0
                  ? `${formatKrw(active.reduce((sum, fee) => sum + fee.amountKrw, 0))} on the package, paid with its shipping`
                  : 'Cancelled with the request'}
              </Text>
            </Stack>
          )}
        </Field>
      </Stack>
    </Card>
  );
}

/**
 * The videos of the unboxing (played here, sought in by range requests) and, while processing, 'Upload video' (the
 * staff's shared video upload).
 */
function Videos({ request }: { request: StaffUnboxing }) {
  return (
    <VideoUploadCard
      uploadUrl={`/api/staff/unboxing/${encodeURIComponent(request.code)}/videos`}
      maxBytes={request.videoMaxBytes}
      canUpload={request.status === 'SCUN02'}
    >
      {request.videos.length === 0 ? (
        <EmptyState message="No video uploaded yet." />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {request.videos.map((video) => (
            <Stack key={video.filename} gap={4}>
              {/* biome-ignore lint/a11y/useMediaCaption: an unboxing film has no speech to caption. */}
              <video
                src={video.url}
                controls
                preload="metadata"
                style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 4 }}
              />
              <Text size="xs" c="dimmed">
                {video.contentType === 'video/webm' ? 'WebM' : 'MP4'} · {formatBytes(video.sizeBytes)} ·
                uploaded {new Date(video.createdAt).toLocaleString()}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </VideoUploadCard>
  );
}

/** The step staff take next: Start while requested; Complete while processing, once a video is uploaded. */
function Steps({ request }: { request: StaffUnboxing }) {
  const start = useStartUnboxing(request.code);
  const complete = useCompleteUnboxing(request.code);
  const action = request.status === 'SCUN01' ? start : complete;
  if (request.status !== 'SCUN01' && request.status !== 'SCUN02') return null;
  const hasVideo = request.videos.length > 0;
  const run = async () => {
    try {
      await action.mutateAsync(undefined);
    } catch {
      // Shown below (action.error); the request was read again.
      return;
    }
    notifications.show({
      color: 'green',
      message:
        request.status === 'SCUN01'
          ? `${request.code} was started. The member has been told.`
          : `${request.code} was completed. The member has been told their video is ready.`,
    });
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Next step">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {request.status === 'SCUN01'
            ? 'Start when the package is on the unboxing table: the member can no longer cancel.'
            : hasVideo
              ? 'Complete when every video is uploaded: the member is told their video is ready.'
              : unboxingMessages.noVideo}
        </Text>
        <Button
          onClick={() => void run()}
          loading={action.isPending}
          disabled={request.status === 'SCUN02' && !hasVideo}
        >
          {request.status === 'SCUN01' ? 'Start' : 'Complete'}
        </Button>
      </Group>
      {action.isError && (
        <Alert color="red" variant="light" mt="sm" title="The unboxing was not moved" role="alert">
          {errorMessageOf(action.error)}
        </Alert>
      )}
    </Card>
  );
}

/** The unboxing's own part of the staff request page. */
export function StaffUnboxingBody({ request }: { request: StaffUnboxing }) {
  return (
    <>
      <UnboxingDetails request={request} />
      <RequestActions>
        <Steps request={request} />
      </RequestActions>
      <Videos request={request} />
    </>
  );
}

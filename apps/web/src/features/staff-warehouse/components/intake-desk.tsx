import type { IntakeLookup, IntakeResult } from '@fanship/domain/warehouse/intake';
import { scannedTrackingNumberSchema, trackingNumberSchema } from '@fanship/domain/warehouse/parcels';
import { Alert, Anchor, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ErrorState, SkeletonRows } from '../../../components/ui/states.tsx';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { useIntakeLookup } from '../api/intake-api.ts';
import { IntakeForm } from './intake-form.tsx';
import { LookupResult, staffPackagePath } from './lookup-result.tsx';
import { ShiftView } from './shift-view.tsx';

/** Where the last parcel went, said in the success panel. */
function destinationText(result: IntakeResult): string {
  if (result.destination === 'pool') return 'put in lost & found';
  const member = result.member ? `${result.member.name} (${result.member.code})` : 'the member';
  if (result.destination === 'expected')
    return `received for ${member}: the goods bought are in their locker`;
  return result.incomingCode
    ? `received for ${result.incomingCode} of ${member}, ${result.statusLabel.toLowerCase()}`
    : `received for ${member}`;
}

/**
 * A looked-up number: what the desk knows, and the form, unless the number is already on a package and staff did
 * not choose 'Receive anyway' (then the form asks why).
 */
function LookupPanel({
  lookup,
  onReceived,
}: {
  lookup: IntakeLookup;
  onReceived: (result: IntakeResult) => void;
}) {
  const [overriding, setOverriding] = useState(false);
  const stopped = lookup.packages.length > 0 && !overriding;
  return (
    <Stack gap="md">
      <LookupResult lookup={lookup} overriding={overriding} onOverride={() => setOverriding(true)} />
      {!stopped && <IntakeForm lookup={lookup} override={overriding} onReceived={onReceived} />}
    </Stack>
  );
}

/**
 * `/staff/warehouse/intake`: the intake desk. One big tracking-number field, focused (a barcode scanner types the
 * number and presses Enter); Enter looks it up and shows the incomings it may be, or 'No registered incoming', and
 * the form below receives the parcel; a number already on a package stops at its package(s) (decision 024). After a receive the new package code is shown and
 * the field is cleared and focused for the next parcel. A number that cannot be a tracking number ('AB', blank)
 * opens no form and closes the last one (`scannedTrackingNumberSchema`). Opened with `?trackingNo=` (from an
 * incoming's staff page), it looks that number up at once. Beside it (below on a phone), the worker's shift
 * (`ShiftView`) with the undo of the last receive.
 */
export function IntakeDesk() {
  const trackingField = useRef<HTMLInputElement>(null);
  const [searchParams] = useSearchParams();
  const [given] = useState(() => trackingNumberSchema.safeParse(searchParams.get('trackingNo') ?? ''));
  const [typed, setTyped] = useState(given.success ? given.data : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [trackingNo, setTrackingNo] = useState<string | null>(given.success ? given.data : null);
  const [received, setReceived] = useState<IntakeResult | null>(null);
  const lookup = useIntakeLookup(trackingNo);

  const look = (event: FormEvent) => {
    event.preventDefault();
    const parsed = scannedTrackingNumberSchema.safeParse(typed);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      // The last parcel's form is not left under the message: it is not the number in the field.
      setTrackingNo(null);
      return;
    }
    setFieldError(null);
    setReceived(null);
    setTyped(parsed.data);
    if (parsed.data === trackingNo) void lookup.refetch();
    else setTrackingNo(parsed.data);
  };

  const onReceived = (result: IntakeResult) => {
    setReceived(result);
    setTrackingNo(null);
    setTyped('');
    trackingField.current?.focus();
  };

  let body: React.ReactNode = null;
  if (trackingNo !== null) {
    if (lookup.isPending) body = <SkeletonRows rows={3} />;
    else if (lookup.isError)
      body = <ErrorState message={errorMessageOf(lookup.error)} onRetry={() => lookup.refetch()} />;
    // A new number is a new panel and form: nothing of the last parcel (or its override) is carried over.
    else body = <LookupPanel key={lookup.data.trackingNo} lookup={lookup.data} onReceived={onReceived} />;
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Intake desk"
        description="Scan or type a parcel's tracking number and press Enter."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <form onSubmit={look} noValidate aria-label="Look up a tracking number">
              <Text component="label" htmlFor="intake-tracking-no" fw={600} size="sm" display="block" mb={4}>
                Tracking number
              </Text>
              <Group align="flex-start" gap="sm" wrap="nowrap">
                <TextInput
                  ref={trackingField}
                  id="intake-tracking-no"
                  style={{ flex: 1 }}
                  size="xl"
                  placeholder="Scan barcode"
                  // The desk's one field: a barcode scanner types into whatever has focus.
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  enterKeyHint="search"
                  value={typed}
                  error={fieldError}
                  onChange={(event) => setTyped(event.currentTarget.value)}
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: 1 } }}
                />
                <Button type="submit" size="xl" px="md" loading={lookup.isFetching}>
                  Look up
                </Button>
              </Group>
            </form>
            {received && (
              <Alert
                color="green"
                variant="light"
                title="Parcel received"
                role="status"
                aria-label="Parcel received"
              >
                <Text size="sm">
                  Package{' '}
                  <Anchor
                    component={Link}
                    to={staffPackagePath(received.packageCode)}
                    ff="monospace"
                    fw={700}
                  >
                    {received.packageCode}
                  </Anchor>{' '}
                  {destinationText(received)}. Scan the next parcel.
                </Text>
              </Alert>
            )}
            {body}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ShiftView onUndone={(code) => setReceived((last) => (last?.packageCode === code ? null : last))} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

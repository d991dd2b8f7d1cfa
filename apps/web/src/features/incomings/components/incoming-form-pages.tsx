import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { useIncomingRequest } from '../api/incomings-api.ts';
import { IncomingForm } from './incoming-form.tsx';
import { emptyIncomingForm, valuesFromIncoming } from './incoming-form-values.ts';

/** `/incomings/new?trackingNo=`: a new incoming, its tracking number prefilled from the link (a package's page). */
export function IncomingNewPage() {
  const [params] = useSearchParams();
  const trackingNo = params.get('trackingNo') ?? '';
  return (
    <Stack gap="md">
      <RequestTabs current="/incomings" />
      <PageHeader
        title="New incoming"
        description="Tell us about a parcel you sent to our warehouse, so we know it is yours when it arrives."
      />
      <IncomingForm key={trackingNo} initialValues={emptyIncomingForm(trackingNo)} />
    </Stack>
  );
}

/** `/incomings/edit/{code}`: the form while the incoming is registered (SCIN01); otherwise why not, with its link. */
export function IncomingEditPage({ code }: { code: string }) {
  const request = useIncomingRequest(code);
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  return (
    <Stack gap="md">
      <RequestTabs current="/incomings" />
      <PageHeader title={`Edit [Incoming] ${data.code}`} />
      {data.editable ? (
        <IncomingForm key={data.code} initialValues={valuesFromIncoming(data)} request={data} />
      ) : (
        <Alert color="orange" variant="light" title="This incoming cannot be edited">
          <Stack gap="xs">
            {`An incoming can only be edited while it is registered and not yet arrived; this one is “${data.statusLabel}”.`}
            <Anchor component={Link} to={`/incomings/${encodeURIComponent(data.code)}`}>
              Back to incoming {data.code}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

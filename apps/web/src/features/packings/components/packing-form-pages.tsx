import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { packingsApi } from '../api/packings-api.ts';
import { PackingForm } from './packing-form.tsx';
import { emptyPackingForm, valuesFromPacking } from './packing-form-values.ts';

/** `/packings/new?packageCode=`: a new packing, one package ticked from the link (a package's 'Request Packing'). */
export function PackingNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <Stack gap="md">
      <RequestTabs current="/packings" />
      <PageHeader
        title="New packing"
        description="Pack your arrived packages together into a box, ready to ship to your address."
      />
      <PackingForm key={packageCode} initialValues={emptyPackingForm(packageCode)} />
    </Stack>
  );
}

/** `/packings/edit/{code}`: the form while the packing is requested (SCPA01); otherwise why not, with its link. */
export function PackingEditPage({ code }: { code: string }) {
  const request = packingsApi.useDetail(code);
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  return (
    <Stack gap="md">
      <RequestTabs current="/packings" />
      <PageHeader title={`Edit [Packing] ${data.code}`} />
      {data.editable ? (
        <PackingForm key={data.code} initialValues={valuesFromPacking(data)} request={data} />
      ) : (
        <Alert color="orange" variant="light" title="This packing cannot be edited">
          <Stack gap="xs">
            {`A packing can only be edited while it is requested; this one is “${data.statusLabel}”.`}
            <Anchor component={Link} to={`/packings/${encodeURIComponent(data.code)}`}>
              Back to packing {data.code}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

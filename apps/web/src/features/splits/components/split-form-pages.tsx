import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { splitsApi } from '../api/splits-api.ts';
import { SplitForm } from './split-form.tsx';
import { emptySplitForm, valuesFromSplit } from './split-form-values.ts';

/** `/splits/new?packageCode=`: a new split, its package chosen from the link (a package's 'Split' action). */
export function SplitNewPage() {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <Stack gap="md">
      <RequestTabs current="/splits" />
      <PageHeader
        title="New split"
        description="Split an arrived package into smaller ones: describe what goes into each new package."
      />
      <SplitForm key={packageCode} initialValues={emptySplitForm(packageCode)} />
    </Stack>
  );
}

/** `/splits/edit/{code}`: the form while the split is requested (SCSP01); otherwise why not, with its link. */
export function SplitEditPage({ code }: { code: string }) {
  const request = splitsApi.useDetail(code);
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  return (
    <Stack gap="md">
      <RequestTabs current="/splits" />
      <PageHeader title={`Edit [Split] ${data.code}`} />
      {data.editable ? (
        <SplitForm key={data.code} initialValues={valuesFromSplit(data)} request={data} />
      ) : (
        <Alert color="orange" variant="light" title="This split cannot be edited">
          <Stack gap="xs">
            {`A split can only be edited while it is requested; this one is “${data.statusLabel}”.`}
            <Anchor component={Link} to={`/splits/${encodeURIComponent(data.code)}`}>
              Back to split {data.code}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

import { decodeOfmDefaults } from '@fanship/domain/requests/ofm-defaults';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';
import { useOfmRequest } from '../api/ofm-api.ts';
import { OfmForm } from './ofm-form.tsx';
import { badPrefillNotice, emptyOfmForm, prefillFrom, valuesFromRequest } from './ofm-form-values.ts';

/** Why a shop order (KFD_SHOP) cannot be edited; the server says the same. */
export const shopOrderNotEditable = 'A shop order cannot be edited. Cancel it and order again from the cart.';

/** `/ofm/new`, prefilled from `?defaultValues=` when the link carries one (an unreadable one opens it empty). */
export function OfmNewPage() {
  const [params] = useSearchParams();
  const parameter = params.get('defaultValues');
  const prefill = useMemo(() => {
    if (!parameter) return { values: emptyOfmForm(), notices: [] };
    const defaults = decodeOfmDefaults(parameter);
    return defaults ? prefillFrom(defaults) : { values: emptyOfmForm(), notices: [badPrefillNotice] };
  }, [parameter]);
  return (
    <Stack gap="md">
      <RequestTabs current="/ofm" />
      <PageHeader title="New Order for Me request" description="Tell us what to buy in Korea for you." />
      <OfmForm key={parameter ?? ''} initialValues={prefill.values} notices={prefill.notices} />
    </Stack>
  );
}

/** `/ofm/edit/{code}`: the form for a request awaiting payment (SCOM01); otherwise why not, with its link. */
export function OfmEditPage({ code }: { code: string }) {
  const request = useOfmRequest(code);
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  const detailLink = (
    <Anchor component={Link} to={`/ofm/${encodeURIComponent(data.code)}`}>
      Back to request {data.code}
    </Anchor>
  );
  return (
    <Stack gap="md">
      <RequestTabs current="/ofm" />
      <PageHeader title={`Edit [OFM] ${data.code}`} />
      {data.editable ? (
        <OfmForm key={data.code} initialValues={valuesFromRequest(data)} request={data} />
      ) : (
        <Alert color="orange" variant="light" title="This request cannot be edited">
          <Stack gap="xs">
            {data.type === 'KFD_SHOP'
              ? shopOrderNotEditable
              : `A request can only be edited while it is awaiting payment; this one is “${data.statusLabel}”.`}
            {detailLink}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RequestTabs } from '../../../components/request-kit/request-tabs.tsx';
import { RecordError } from '../../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../../components/ui/states.tsx';

/** A kind's new-request page: its tab, title and what it is for, then its form. */
export function RequestNewPage({
  path,
  title,
  description,
  children,
}: {
  path: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <RequestTabs current={path} />
      <PageHeader title={title} description={description} />
      {children}
    </Stack>
  );
}

export type EditableRequest = { code: string; editable: boolean; statusLabel: string };

/**
 * A kind's edit page (`{path}/edit/{code}`): 'Edit [{title}] {code}' and the form while the request may be edited;
 * otherwise why not (`noun` names it: 'a packing can only be edited while it is requested'), with a link back.
 * Another member's code is the 404 page.
 */
export function RequestEditPage<Detail extends EditableRequest>({
  request,
  path,
  title,
  noun,
  form,
}: {
  request: UseQueryResult<Detail>;
  path: string;
  title: string;
  noun: string;
  form: (data: Detail) => ReactNode;
}) {
  if (request.isPending) return <SkeletonRows rows={6} />;
  if (request.isError) return <RecordError error={request.error} onRetry={() => request.refetch()} />;
  const data = request.data;
  return (
    <Stack gap="md">
      <RequestTabs current={path} />
      <PageHeader title={`Edit [${title}] ${data.code}`} />
      {data.editable ? (
        form(data)
      ) : (
        <Alert color="orange" variant="light" title={`This ${noun} cannot be edited`}>
          <Stack gap="xs">
            {`A ${noun} can only be edited while it is requested; this one is “${data.statusLabel}”.`}
            <Anchor component={Link} to={`${path}/${encodeURIComponent(data.code)}`}>
              Back to {noun} {data.code}
            </Anchor>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

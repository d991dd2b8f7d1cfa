import { Alert, Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
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

type EditableRequest = { code: string; editable: boolean; statusLabel: string };

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

/**
 * What a package-service kind's form pages need (`PackageNewPage`, `PackageEditPage`): its noun ('split': the path
 * is `/splits`, the title 'Split'), what it is for, its member API, and its form for a request being edited or a
 * new one (with the package code from the link).
 */
export type PackageFormKind<Detail extends EditableRequest> = {
  noun: string;
  description: string;
  api: { useDetail: (code: string) => UseQueryResult<Detail> };
  form: (request: Detail | undefined, packageCode: string) => ReactNode;
};

const pathOf = (noun: string) => `/${noun}s`;
const titleOf = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** `{path}/new?packageCode=`: a new request, its package chosen from the link (a package page's action). */
export function PackageNewPage<Detail extends EditableRequest>({ kind }: { kind: PackageFormKind<Detail> }) {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage path={pathOf(kind.noun)} title={`New ${kind.noun}`} description={kind.description}>
      <Fragment key={packageCode}>{kind.form(undefined, packageCode)}</Fragment>
    </RequestNewPage>
  );
}

/** `{path}/edit/{code}`: the form while the request is editable; otherwise why not, with its link. */
export function PackageEditPage<Detail extends EditableRequest>({
  kind,
  code,
}: {
  kind: PackageFormKind<Detail>;
  code: string;
}) {
  return (
    <RequestEditPage
      request={kind.api.useDetail(code)}
      path={pathOf(kind.noun)}
      title={titleOf(kind.noun)}
      noun={kind.noun}
      form={(data) => <Fragment key={data.code}>{kind.form(data, '')}</Fragment>}
    />
  );
}

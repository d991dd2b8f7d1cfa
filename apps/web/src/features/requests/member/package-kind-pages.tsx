import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RequestEditPage, RequestNewPage } from '../form/request-form-pages.tsx';
import { kindPath, kindTitle } from '../kind-noun.ts';
import { type MemberRequest, RequestDetailShell } from './request-detail-shell.tsx';
import type { ListColumn } from './request-list-body.tsx';
import {
  type ListSelection,
  RequestListPage,
  type RequestRow,
  requestHeadColumns,
} from './request-list-page.tsx';

const memberPackagePath = (code: string) => `/packages/${encodeURIComponent(code)}`;

type ListPage<Row> = { content: Row[]; currentPage: number; totalPages: number };

/**
 * A package-service kind's member pages as data (split, packing, repacking, inclusion): its noun ('split': the path
 * `/splits`, the titles 'Split', 'Splits', '[Split] {code}'), what it is for, its member API, its form with its
 * values, the cancel confirmation's text, its request body, and its list's own columns and card line.
 */
export type PackageKind<Detail extends MemberRequest, Values, Row extends RequestRow> = {
  noun: string;
  description: string;
  api: {
    useDetail: (code: string) => UseQueryResult<Detail>;
    useCancel: () => UseMutationResult<void, Error, string>;
    useList: (page: number, status: string) => UseQueryResult<ListPage<Row>>;
  };
  form: {
    Component: ComponentType<{ initialValues: Values; request?: Detail }>;
    values: (request: Detail) => Values;
    empty: (packageCode: string) => Values;
  };
  /** The cancel confirmation's text ('Are you sure to cancel this split request? …'). */
  cancelText: (data: Detail) => ReactNode;
  Body: ComponentType<{ data: Detail; packagePath: (code: string) => string }>;
  list: {
    statuses: Readonly<Record<string, string>>;
    /**
     * The kind's own columns after Created, ID and Status, a phone card's line, and the rows the member may select
     * together to pay (a hook: it may read labels and hold the payment flow).
     */
    useView: () => {
      columns: ListColumn<Row>[];
      cardLine: (row: Row) => ReactNode;
      selection?: ListSelection<Row>;
    };
    /** What an empty list says the kind is for. */
    hint: string;
  };
};

// biome-ignore lint/suspicious/noExplicitAny: any kind's pages take any kind's definition
type AnyPackageKind = PackageKind<any, any, any>;

/** A kind's definition, its types inferred from its API and form. */
export const packageKind = <Detail extends MemberRequest, Values, Row extends RequestRow>(
  kind: PackageKind<Detail, Values, Row>,
) => kind;

const pathOf = (kind: AnyPackageKind) => kindPath(kind.noun);
const titleOf = (kind: AnyPackageKind) => kindTitle(kind.noun);

/** `{path}/{code}`: '[{Title}] {code}' with Edit and 'Cancel {Title} Request?' while allowed, the body, the timeline. */
export function PackageRequestDetail({ kind, code }: { kind: AnyPackageKind; code: string }) {
  const title = titleOf(kind);
  return (
    <RequestDetailShell
      request={kind.api.useDetail(code)}
      path={pathOf(kind)}
      title={(data) => `[${title}] ${data.code}`}
      cancel={{
        mutation: kind.api.useCancel(),
        title: `Cancel ${title} Request?`,
        text: kind.cancelText,
        done: `${title} cancelled.`,
        failureTitle: `The ${kind.noun} was not cancelled`,
      }}
      body={(data) => <kind.Body data={data} packagePath={memberPackagePath} />}
    />
  );
}

/** `{path}/new?packageCode=`: a new request, its package chosen from the link (a package page's action). */
export function PackageNewPage({ kind }: { kind: AnyPackageKind }) {
  const [params] = useSearchParams();
  const packageCode = params.get('packageCode') ?? '';
  return (
    <RequestNewPage path={pathOf(kind)} title={`New ${kind.noun}`} description={kind.description}>
      <kind.form.Component key={packageCode} initialValues={kind.form.empty(packageCode)} />
    </RequestNewPage>
  );
}

/** `{path}/edit/{code}`: the form while the request is editable; otherwise why not, with its link. */
export function PackageEditPage({ kind, code }: { kind: AnyPackageKind; code: string }) {
  return (
    <RequestEditPage
      request={kind.api.useDetail(code)}
      path={pathOf(kind)}
      title={titleOf(kind)}
      noun={kind.noun}
      form={(data) => (
        <Fragment key={data.code}>
          <kind.form.Component initialValues={kind.form.values(data)} request={data} />
        </Fragment>
      )}
    />
  );
}

/** `{path}`: the kind's list with Created, ID and Status, then its own columns, the filter and the empty state. */
export function PackageRequestList({ kind }: { kind: AnyPackageKind }) {
  const { columns, cardLine, selection } = kind.list.useView();
  const path = pathOf(kind);
  return (
    <RequestListPage
      path={path}
      title={`${titleOf(kind)}s`}
      newLabel={`New ${kind.noun}`}
      statuses={kind.list.statuses}
      useList={kind.api.useList}
      columns={[...requestHeadColumns(path), ...columns]}
      cardLine={cardLine}
      selection={selection}
      empty={{
        none: `You have no ${kind.noun}s yet.`,
        filtered: `No ${kind.noun}s with this status.`,
        hint: kind.list.hint,
      }}
    />
  );
}

/** A kind's four pages, each given the kind's definition: `<packagePages.Detail kind={split} code={code} />`. */
export const packagePages = {
  Detail: PackageRequestDetail,
  New: PackageNewPage,
  Edit: PackageEditPage,
  List: PackageRequestList,
};

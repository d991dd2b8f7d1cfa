import { Card } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../components/ui/states.tsx';
import { ApiError, errorMessageOf } from '../lib/api-client.ts';
import { RequireMemberWithModals } from './require-member.tsx';

type EditPageOptions<Record> = {
  title: string;
  notFound: string;
  useRecord: (id: string) => UseQueryResult<Record>;
  form: (record: Record) => ReactNode;
};

function EditRecord<Record>({ id, notFound, useRecord, form }: EditPageOptions<Record> & { id: string }) {
  const query = useRecord(id);
  if (query.isPending) return <LoadingState />;
  if (!query.isError) {
    // Visible overflow: a select's list may reach past the card's edge.
    return (
      <Card maw={760} style={{ overflow: 'visible' }}>
        {form(query.data)}
      </Card>
    );
  }
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <ErrorState
      message={isMissing ? notFound : errorMessageOf(query.error)}
      onRetry={isMissing ? undefined : () => query.refetch()}
    />
  );
}

/**
 * A profile record's edit page (`/addresses/edit/{id}`): the record read by the `:id` in its path and its form in
 * a card, or `notFound` for another member's id (the server's 404), or the error to retry.
 */
export function MemberRecordEditPage<Record>(options: EditPageOptions<Record>) {
  const { id = '' } = useParams();
  return (
    <RequireMemberWithModals>
      <PageHeader title={options.title} />
      <EditRecord id={id} {...options} />
    </RequireMemberWithModals>
  );
}

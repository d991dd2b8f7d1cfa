import { Card } from '@mantine/core';
import { useParams } from 'react-router';
import { RecordError } from '../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/states.tsx';
import { ApplicationInfoForm, useApplicationInfo } from '../../features/application-infos/index.ts';
import { RequireMemberWithModals } from '../require-member.tsx';

/** The record's form, or the 404 page for another member's id (or one that does not exist). */
function EditInformation({ id }: { id: string }) {
  const record = useApplicationInfo(id);
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <RecordError error={record.error} onRetry={() => record.refetch()} />;
  return (
    <Card maw={760}>
      <ApplicationInfoForm key={record.data.id} record={record.data} />
    </Card>
  );
}

/** `/profile/application-info/edit/{id}`. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireMemberWithModals>
      <PageHeader title="Edit Information" />
      <EditInformation id={id} />
    </RequireMemberWithModals>
  );
}

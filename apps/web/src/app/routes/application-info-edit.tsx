import { ApplicationInfoForm, useApplicationInfo } from '../../features/application-infos/index.ts';
import { MemberRecordEditPage } from '../member-record-edit-page.tsx';

/** `/profile/application-info/edit/{id}`. */
export function Component() {
  return (
    <MemberRecordEditPage
      useRecord={useApplicationInfo}
      title="Edit Information"
      notFound="Applicant's information not found."
      form={(record) => <ApplicationInfoForm key={record.id} record={record} />}
    />
  );
}

import { Card } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ApplicationInfoForm } from '../../features/application-infos/index.ts';
import { RequireMember } from '../require-member.tsx';

export function Component() {
  return (
    <RequireMember>
      {() => (
        <>
          <PageHeader
            title="New Information"
            description="An applicant for fansign events we apply to for you."
          />
          <Card maw={760}>
            <ApplicationInfoForm />
          </Card>
        </>
      )}
    </RequireMember>
  );
}

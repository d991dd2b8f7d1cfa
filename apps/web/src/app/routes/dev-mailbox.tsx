import { Alert } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MailboxList } from '../../features/dev-mailbox/components/mailbox-list.tsx';

export function Component() {
  return (
    <>
      <PageHeader title="Development mailbox" />
      <Alert color="blue" variant="light" mb="lg">
        This page exists only in development: without an SMTP server, the mail Fanship sends (verification
        codes, Find ID, password links) is kept here instead of being delivered.
      </Alert>
      <MailboxList />
    </>
  );
}

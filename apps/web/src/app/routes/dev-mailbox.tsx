import { Alert } from '@mantine/core';
import { NotFoundPage } from '../../components/ui/not-found-page.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MailboxList, useMailbox } from '../../features/dev-mailbox/index.ts';
import { ApiError } from '../../lib/api-client.ts';

export function Component() {
  const mailbox = useMailbox();
  // In production the server has no mailbox (its API answers 404): the page does not exist there either.
  if (mailbox.error instanceof ApiError && mailbox.error.status === 404) return <NotFoundPage />;
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

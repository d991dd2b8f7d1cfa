import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A mail (or, channel CHANNEL_TALK, a text message to a phone) kept in the development outbox. */
export type MailboxEntry = {
  id: number | string;
  channel?: 'EMAIL' | 'CHANNEL_TALK';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
  createdAt: string;
};

export function getMailbox(): Promise<MailboxEntry[]> {
  return apiRequest<MailboxEntry[]>('/dev/mailbox');
}

export const mailboxQueryOptions = queryOptions({
  queryKey: queryKeys.mailbox.list(),
  queryFn: getMailbox,
  staleTime: 0,
});

export function useMailbox() {
  return useQuery(mailboxQueryOptions);
}

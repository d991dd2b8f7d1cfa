export { useMailbox } from './api/get-mailbox.ts';
export { MailboxList } from './components/mailbox-list.tsx';

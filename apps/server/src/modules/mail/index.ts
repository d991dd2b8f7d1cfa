export type { OutboxChannel, OutboxRow } from './mail.repository.ts';
export type { TextMessage } from './mail.service.ts';
export {
  claimDueMails,
  enqueueMail,
  enqueueTextMessage,
  listMailbox,
  recordMailFailure,
  recordMailSent,
} from './mail.service.ts';
export type { MailMessage } from './mail-templates.ts';
export {
  escapeHtml,
  layout,
  memberIdMail,
  passwordResetMail,
  verificationCodeMail,
} from './mail-templates.ts';

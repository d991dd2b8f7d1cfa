export {
  claimDueMails,
  enqueueMail,
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

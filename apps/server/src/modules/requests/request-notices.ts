import { requestKind } from '@fanship/domain/requests/request-kinds';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { escapeHtml, layout, type MailMessage } from '../mail/mail-templates.ts';

/** The member's notice that staff or the system moved one of their requests, with a link to it. */
export function requestStatusMail(
  to: string,
  notice: {
    machine: StatusMachine;
    code: string;
    statusLabel: string;
    reason: string | null;
    publicUrl: string;
    /** Where the notice links, when not the request's own page (an unboxing: its package's page). */
    path?: string;
    /** A line said before the status ('Your unboxing video is ready'). */
    message?: string;
  },
): MailMessage {
  const kind = requestKind(notice.machine.kind);
  const title = `[${kind?.title ?? notice.machine.kind}] ${notice.code}`;
  const link = `${notice.publicUrl}${notice.path ?? `${kind?.path ?? ''}/${notice.code}`}`;
  const reason = notice.reason ? `Reason: ${notice.reason}` : null;
  const message = notice.message ? `${notice.message}.` : null;
  return {
    to,
    subject: notice.message ? `${title}: ${notice.message}` : `${title}: ${notice.statusLabel}`,
    text: [message, `Your request ${title} is now: ${notice.statusLabel}.`, reason, `See it here: ${link}`]
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      [
        message ? `<strong>${escapeHtml(message)}</strong>` : null,
        `Your request <strong>${escapeHtml(title)}</strong> is now: <strong>${escapeHtml(notice.statusLabel)}</strong>.`,
        reason ? escapeHtml(reason) : null,
        `<a href="${escapeHtml(link)}">See it on Fanship</a>`,
      ].filter((paragraph): paragraph is string => paragraph !== null),
    ),
  };
}

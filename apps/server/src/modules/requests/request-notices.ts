import { requestKind } from '@fanship/domain/requests/request-kinds';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { escapeHtml, layout, type MailMessage } from '../mail/mail-templates.ts';

/** A line a move adds to its notice, linking to a page of the site: 'You were given package PK…' → /packages/PK…. */
export type RequestNoticeDetail = { text: string; path: string; linkLabel: string };

/** The member's notice that staff or the system moved one of their requests, with a link to it. */
export function requestStatusMail(
  to: string,
  notice: {
    machine: StatusMachine;
    code: string;
    statusLabel: string;
    reason: string | null;
    publicUrl: string;
    /** What else the move means for the member (a claim's package), with a link on the site. */
    detail?: RequestNoticeDetail | null;
  },
): MailMessage {
  const kind = requestKind(notice.machine.kind);
  const title = `[${kind?.title ?? notice.machine.kind}] ${notice.code}`;
  // A kind with no page per request (claims) links to its list.
  const link = `${notice.publicUrl}${kind?.path ?? ''}${kind?.listOnly ? '' : `/${notice.code}`}`;
  const reason = notice.reason ? `Reason: ${notice.reason}` : null;
  const detail = notice.detail ?? null;
  const detailUrl = detail && `${notice.publicUrl}${detail.path}`;
  return {
    to,
    subject: `${title}: ${notice.statusLabel}`,
    text: [
      `Your request ${title} is now: ${notice.statusLabel}.`,
      reason,
      detail && `${detail.text} ${detailUrl}`,
      `See it here: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      [
        `Your request <strong>${escapeHtml(title)}</strong> is now: <strong>${escapeHtml(notice.statusLabel)}</strong>.`,
        reason ? escapeHtml(reason) : null,
        detail &&
          `${escapeHtml(detail.text)} <a href="${escapeHtml(detailUrl ?? '')}">${escapeHtml(detail.linkLabel)}</a>`,
        `<a href="${escapeHtml(link)}">See it on Fanship</a>`,
      ].filter((paragraph): paragraph is string => paragraph !== null),
    ),
  };
}

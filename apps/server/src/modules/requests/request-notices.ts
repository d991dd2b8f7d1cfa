import { requestKind } from '@fanship/domain/requests/request-kinds';
import type { StatusMachine } from '@fanship/domain/requests/status-machines';
import { escapeHtml, layout, type MailMessage } from '../mail/index.ts';

/** A line a move adds to its notice, linking to a page of the site: 'You were given package PK…' → /packages/PK…. */
export type RequestNoticeDetail = { text: string; path: string; linkLabel: string };

/**
 * What a move's notice says beyond the status, when it has more to say: where it links when not the request's own
 * page (an unboxing: its package), a line before the status ('Your unboxing video is ready', also the subject), and
 * a line with a link of its own (the package a claim or an intake gave).
 */
export type RequestNoticeExtras = { path?: string; message?: string; detail?: RequestNoticeDetail | null };

/** The member's notice that staff or the system moved one of their requests, with a link to it. */
export function requestStatusMail(
  to: string,
  notice: {
    machine: StatusMachine;
    code: string;
    statusLabel: string;
    reason: string | null;
    publicUrl: string;
  } & RequestNoticeExtras,
): MailMessage {
  const kind = requestKind(notice.machine.kind);
  const title = `[${kind?.title ?? notice.machine.kind}] ${notice.code}`;
  // A kind with no page per request (claims) links to its list.
  const ownPath = `${kind?.path ?? ''}${kind?.listOnly ? '' : `/${notice.code}`}`;
  const link = `${notice.publicUrl}${notice.path ?? ownPath}`;
  const reason = notice.reason ? `Reason: ${notice.reason}` : null;
  const message = notice.message ? `${notice.message}.` : null;
  const detail = notice.detail ?? null;
  const detailUrl = detail && `${notice.publicUrl}${detail.path}`;
  return {
    to,
    subject: notice.message ? `${title}: ${notice.message}` : `${title}: ${notice.statusLabel}`,
    text: [
      message,
      `Your request ${title} is now: ${notice.statusLabel}.`,
      reason,
      detail && `${detail.text} ${detailUrl}`,
      `See it here: ${link}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      [
        message ? `<strong>${escapeHtml(message)}</strong>` : null,
        `Your request <strong>${escapeHtml(title)}</strong> is now: <strong>${escapeHtml(notice.statusLabel)}</strong>.`,
        reason ? escapeHtml(reason) : null,
        detail
          ? `${escapeHtml(detail.text)} <a href="${escapeHtml(detailUrl ?? '')}">${escapeHtml(detail.linkLabel)}</a>`
          : null,
        `<a href="${escapeHtml(link)}">See it on Fanship</a>`,
      ].filter((paragraph): paragraph is string => paragraph !== null),
    ),
  };
}

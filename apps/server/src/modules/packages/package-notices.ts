/**
 * The member's mails about their packages (docs/domain.md "Notifications"): a parcel arrived (for a registered
 * incoming, or unregistered), every missing item arrived, and the storage reminders. Each names the package and
 * links to its page.
 */
import { formatKrw } from '@fanship/domain/pricing/money';
import { STORAGE_FEE_PER_DAY_KRW } from '@fanship/domain/pricing/service-fees';
import type { StorageCountdown, StorageReminder } from '@fanship/domain/warehouse/package-statuses';
import { escapeHtml, layout, type MailMessage } from '../mail/index.ts';

export const packagePath = (code: string) => `/packages/${code}`;

function packageMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, `${link.label}: ${link.url}`].join('\n\n'),
    html: layout([
      ...paragraphs.map(escapeHtml),
      `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`,
    ]),
  };
}

/**
 * A parcel arrived at the warehouse: for the member's incoming (all items, or some missing), or for the member
 * without a registration (they add its items on the package page).
 */
export function parcelArrivedMail(
  to: string,
  notice: {
    packageCode: string;
    trackingNo: string;
    incomingCode: string | null;
    partial: boolean;
    publicUrl: string;
  },
): MailMessage {
  const url = `${notice.publicUrl}${packagePath(notice.packageCode)}`;
  const about = notice.incomingCode ? ` for your incoming ${notice.incomingCode}` : '';
  const paragraphs = [
    `Your parcel ${notice.trackingNo}${about} arrived at our warehouse as package ${notice.packageCode}.`,
    notice.partial
      ? 'Some of the items you registered are missing from it; we will tell you when they arrive. Please request unboxing to update the item information correctly.'
      : null,
    notice.incomingCode
      ? null
      : 'Nobody registered this parcel, so please add its item information on the package page.',
  ].filter((paragraph): paragraph is string => paragraph !== null);
  const subject = notice.incomingCode
    ? `Your parcel arrived: ${notice.packageCode}${notice.partial ? ' (items missing)' : ''}`
    : 'A parcel arrived for you';
  return packageMail(to, subject, paragraphs, { url, label: 'See your package' });
}

/** The missing items of a partially arrived package arrived. */
export function allItemsArrivedMail(
  to: string,
  notice: { packageCode: string; incomingCode: string | null; publicUrl: string },
): MailMessage {
  const url = `${notice.publicUrl}${packagePath(notice.packageCode)}`;
  const about = notice.incomingCode ? ` (incoming ${notice.incomingCode})` : '';
  return packageMail(
    to,
    `All items arrived: ${notice.packageCode}`,
    [`Every item of your package ${notice.packageCode}${about} has now arrived at our warehouse.`],
    { url, label: 'See your package' },
  );
}

/** A storage reminder: free storage ends in a few days, ends tomorrow (or today), or the fee has started. */
export function storageReminderMail(
  to: string,
  notice: {
    packageCode: string;
    reminder: StorageReminder;
    countdown: Pick<StorageCountdown, 'daysLeft' | 'lastFreeDay'>;
    publicUrl: string;
  },
): MailMessage {
  const url = `${notice.publicUrl}${packagePath(notice.packageCode)}`;
  const fee = `${formatKrw(STORAGE_FEE_PER_DAY_KRW)} a day`;
  const { daysLeft, lastFreeDay } = notice.countdown;
  const code = notice.packageCode;
  const ship = 'Pack and ship it, or request its next service, before then to avoid the fee.';
  switch (notice.reminder) {
    case 'STORAGE_7_DAYS':
      return packageMail(
        to,
        `Free storage of ${code} ends in ${daysLeft} days`,
        [
          `The free storage of your package ${code} ends on ${lastFreeDay} (Korea time), in ${daysLeft} days. After that, storage costs ${fee}.`,
          ship,
        ],
        { url, label: 'See your package' },
      );
    case 'STORAGE_1_DAY': {
      const when = daysLeft >= 1 ? 'tomorrow' : 'today';
      return packageMail(
        to,
        `Free storage of ${code} ends ${when}`,
        [
          `The free storage of your package ${code} ends ${when}, ${lastFreeDay} (Korea time). After that, storage costs ${fee}.`,
          ship,
        ],
        { url, label: 'See your package' },
      );
    }
    case 'STORAGE_FEE_STARTED':
      return packageMail(
        to,
        `Storage fee started for ${code}`,
        [
          `The free storage of your package ${code} ended on ${lastFreeDay} (Korea time). Storage now costs ${fee}, paid with the shipping of the box that carries it.`,
          'Items unclaimed for 3 months after that may be disposed of.',
        ],
        { url, label: 'See your package' },
      );
  }
}

import type { CreditTransactionType } from '@fanship/domain/payments/credit-contract';
import { formatKrw } from '@fanship/domain/pricing/money';
import { escapeHtml, layout, type MailMessage } from '../mail/index.ts';

/** The member's notice that staff changed their credit: how much, which way, why, and the balance now. */
export function creditAdjustedMail(
  to: string,
  notice: {
    transactionType: CreditTransactionType;
    amountKrw: number;
    reason: string;
    description: string | null;
    balanceKrw: number;
    publicUrl: string;
  },
): MailMessage {
  const amount = formatKrw(notice.amountKrw);
  const change =
    notice.transactionType === 'E'
      ? `${amount} was added to your Fanship credit.`
      : `${amount} was taken from your Fanship credit.`;
  const reason = `Reason: ${notice.reason}`;
  const balance = `Your credit is now ${formatKrw(notice.balanceKrw)}.`;
  const link = `${notice.publicUrl}/profile/credit`;
  return {
    to,
    subject: 'Your Fanship credit has changed',
    text: [change, reason, notice.description, balance, `See your credit history: ${link}`]
      .filter(Boolean)
      .join('\n\n'),
    html: layout(
      [
        escapeHtml(change),
        escapeHtml(reason),
        notice.description ? escapeHtml(notice.description) : null,
        escapeHtml(balance),
        `<a href="${escapeHtml(link)}">See your credit history</a>`,
      ].filter((paragraph): paragraph is string => paragraph !== null),
    ),
  };
}

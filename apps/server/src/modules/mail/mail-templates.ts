/** A mail ready for the outbox. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function layout(paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
  return `<!doctype html><html><body style="font-family:sans-serif">${body}<p>Fanship</p></body></html>`;
}

/** The sign-up verification code mail. */
export function verificationCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your Fanship verification code',
    text: `Your Fanship verification code is ${code}. It expires in 10 minutes.\n\nIf you did not ask for it, ignore this mail.`,
    html: layout([
      `Your Fanship verification code is <strong>${escapeHtml(code)}</strong>.`,
      'It expires in 10 minutes. If you did not ask for it, ignore this mail.',
    ]),
  };
}

/** The Find ID mail carrying the member code. */
export function memberIdMail(to: string, memberCode: string): MailMessage {
  return {
    to,
    subject: 'Your Fanship ID',
    text: `Your Fanship ID is ${memberCode}. Use it with your password to log in.`,
    html: layout([
      `Your Fanship ID is <strong>${escapeHtml(memberCode)}</strong>.`,
      'Use it with your password to log in.',
    ]),
  };
}

/** The Find Password mail with the single-use change-password link. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Fanship password',
    text: `Open this link to choose a new password (it works once and expires in 30 minutes):\n${link}\n\nIf you did not ask for it, ignore this mail.`,
    html: layout([
      'Open this link to choose a new password (it works once and expires in 30 minutes):',
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      'If you did not ask for it, ignore this mail.',
    ]),
  };
}

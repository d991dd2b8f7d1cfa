import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** One outgoing mail as the sender receives it. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string | null };

/** Delivers mail to the outside world; the outbox worker is its only caller. */
export type MailSender = {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * A sender that delivers through the SMTP server at `smtpUrl` (smtp:// or smtps://) with nodemailer, which is
 * loaded with the first mail (its ~40 modules are not part of the server's start).
 */
export function createSmtpMailSender(options: {
  smtpUrl: string;
  from: string;
  timeoutMs?: number;
}): MailSender {
  const timeout = options.timeoutMs ?? 15_000;
  const transportOptions: SMTPTransport.Options = {
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  };
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(transportOptions),
    ));
  return {
    send: async (mail) => {
      await (await opened()).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

import { createServer } from 'node:net';
import { mailOutbox } from '@fanship/db/schema';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailSender } from '../adapters/mail/mail-sender.ts';
import { setupTestApps, uniqueEmail } from '../test/app.ts';
import { runOutboxOnce } from './outbox-worker.ts';

const { start } = setupTestApps();

type ReceivedMail = { from: string; to: string[]; data: string };

async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A fresh app with a verification code queued for a new address, and a sender to `smtpUrl` (closed after). */
async function queuedMail(smtpUrl: string, timeoutMs?: number) {
  const t = await start();
  const email = uniqueEmail();
  await t.sendCode(email);
  const sender = createSmtpMailSender({
    smtpUrl,
    from: 'Fanship <no-reply@fanship.local>',
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  cleanups.push(sender.close);
  const runOnce = () => runOutboxOnce({ db: t.database.db, sender, clock: t.clock });
  const outboxRow = async () =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))[0];
  return { t, email, runOnce, outboxRow };
}

/** The same, with an SMTP server that cannot be reached. */
async function unreachableMail() {
  return queuedMail(`smtp://127.0.0.1:${await closedPort()}`, 2000);
}

describe('outbox worker', () => {
  it('delivers pending mail over SMTP and marks it SENT', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const { t, email, runOnce, outboxRow } = await queuedMail(smtp.url);
    expect(await runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([email]);
    expect(smtp.received[0]?.from).toBe('no-reply@fanship.local');
    expect(smtp.received[0]?.data).toContain('Subject: Your Fanship verification code');
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'SENT', attempts: 0 });
    expect(row?.sentAt).toEqual(t.clock.now());
    expect(await runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps mail PENDING with a later retry when the SMTP server cannot be reached', async () => {
    const { t, runOnce, outboxRow } = await unreachableMail();
    expect(await runOnce()).toEqual({ sent: 0, failed: 1 });
    const row = await outboxRow();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 30_000);
    expect(row?.lastError).toBeTruthy();
    expect(await runOnce()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(30);
    expect(await runOnce()).toEqual({ sent: 0, failed: 1 });
    const retried = await outboxRow();
    expect(retried?.attempts).toBe(2);
    expect(retried?.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + 60_000);
  });

  it('gives a mail up as FAILED after 8 attempts, waiting twice as long each time', async () => {
    const { t, runOnce, outboxRow } = await unreachableMail();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await runOnce()).toEqual({ sent: 0, failed: 1 });
      const row = await outboxRow();
      expect(row?.attempts).toBe(attempt);
      waits.push(((row?.nextAttemptAt.getTime() ?? 0) - t.clock.now().getTime()) / 1000);
      t.clock.advance(waits.at(-1) ?? 0);
    }
    expect(waits.slice(0, 7)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    const row = await outboxRow();
    expect(row?.status).toBe('FAILED');
    t.clock.advance(24 * 3600);
    expect(await runOnce()).toEqual({ sent: 0, failed: 0 });
  });
});

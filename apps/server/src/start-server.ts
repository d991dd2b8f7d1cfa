import { openDatabase } from '@fanship/db/client';
import { seedDemoData } from '@fanship/db/seed';
import { ensureSitePages } from '@fanship/db/seed-content';
import { ensureInterestKeywords } from '@fanship/db/seed-interests';
import { createSmtpMailSender } from './adapters/mail/mail-sender.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { seedDemoWarehouse } from './demo/demo-warehouse.ts';
import { backgroundJobs } from './jobs/background-jobs.ts';
import { startJobRunner } from './jobs/job-runner.ts';
import { systemClock } from './lib/clock.ts';
import { hashPassword } from './lib/password-hash.ts';
import { describeStartupError, type StartupStage } from './lib/startup-error.ts';
import { startStartupTimer } from './lib/startup-timer.ts';

const startup = startStartupTimer();

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs a start-up step; on failure prints one line saying what to change and exits. */
async function startupStep<T>(stage: StartupStage, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(describeStartupError(stage, error, config));
    process.exit(1);
  }
}

const config = readConfig();
// A connection the database dropped (a restart, a failover) is replaced by the pool; it is only reported.
let reportLostConnection = (error: Error) => console.error(`Database connection lost: ${error.message}`);
const database = await startupStep('database', async () => {
  const opened = await startup.phase('open database', () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) => reportLostConnection(error),
    }),
  );
  await startup.phase('migrations', () => opened.migrate());
  await startup.phase('site pages and keywords', async () => {
    await ensureSitePages(opened.db);
    await ensureInterestKeywords(opened.db);
  });
  return opened;
});
if (config.nodeEnv !== 'production') {
  await startup.phase('demo data', () =>
    seedDemoData(database.db, {
      hashPassword: (password) => hashPassword(password, config.passwordHashCost),
    }),
  );
  // The demo member's parcels, box and unboxing, made once through the API (demo/demo-warehouse.ts).
  await startup.phase('demo warehouse', () =>
    seedDemoWarehouse(config, database, systemClock.now()).catch((error: unknown) =>
      console.error(`The demo warehouse was not seeded: ${error instanceof Error ? error.message : error}`),
    ),
  );
}
const app = await startup.phase('build app', () => buildApp(config, { database }));
reportLostConnection = (error) =>
  app.log.warn({ err: error }, 'database connection lost; a new one is opened when needed');
const mailSender = config.smtpUrl
  ? createSmtpMailSender({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  : undefined;
if (!mailSender) app.log.info('SMTP_URL is not set: mail stays in the outbox (see /dev/mailbox)');
// The background jobs run with every server; with several servers on one database each run happens once.
const jobRunner = startJobRunner({
  db: database.db,
  clock: systemClock,
  jobs: backgroundJobs(app.appContext, mailSender),
  tickSeconds: 5,
  onRun: (job, summary) => {
    if (summary) app.log.info({ job }, summary);
  },
  onError: (job, error) => app.log.error({ err: error, job }, 'background job failed'),
});

let isShuttingDown = false;
async function shutDown(signal: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await jobRunner.stop();
  mailSender?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

await startup.phase('listen', () =>
  startupStep('listen', () => app.listen({ port: config.port, host: config.host })),
);
const { phasesMs, totalMs } = startup.summary();
app.log.info({ startup: phasesMs }, `started in ${totalMs} ms`);

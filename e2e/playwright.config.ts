import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Specs under specs/exclusive/ change site-wide data other journeys read. */
const exclusive = /[\\/]exclusive[\\/].*\.spec\.ts$/;
/** Journeys a person makes on a phone only (issue 22's forwarding journey): the desktop project leaves them out. */
const phoneOnly = /[\\/]forwarding-journey\.spec\.ts$/;

/** Browser journeys against the built app on a fresh embedded database, at desktop and phone widths. */
export default defineConfig({
  testDir: './specs',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // On CI one retry absorbs a journey that lost a race with the busy two-core machine; the report names such
  // journeys as flaky (and .ci/run prints them), so a real defect behind one is still seen and chased.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace costs every journey CPU (a snapshot per action) on the shared two-core machine: on CI,
    // where a failed journey is retried once, only the retry records one; locally a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: [exclusive, phoneOnly], use: desktop },
    { name: 'phone', testIgnore: exclusive, use: phone },
    // Journeys that change what every visitor sees (exchange rates, the newest blog post, help topics) run
    // once all the others are done, one width after the other, so no other journey sees a change under it.
    { name: 'exclusive-desktop', testMatch: exclusive, dependencies: ['desktop', 'phone'], use: desktop },
    { name: 'exclusive-phone', testMatch: exclusive, dependencies: ['exclusive-desktop'], use: phone },
  ],
  webServer: {
    command: 'node scripts/start-test-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});

import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './constants';

// One built server on a throw-away data directory; every spec signs up its own shops,
// so specs never share state and can run in parallel.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Recording a trace of every test cost about a sixth of the run; CI records one only
    // when it retries a failed test, so a failure that repeats still leaves its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      `npm run --silent admin -- create --mobile ${E2E_ADMIN.mobile} --password ${E2E_ADMIN.password} --name Admin`,
      'npm run --silent serve',
    ].join(' && '),
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      TRIAL_DAYS: '14',
      LOG_LEVEL: 'warn',
      // Journeys sign up many shops from one IP.
      AUTH_RATE_LIMIT: '10000',
      // Notifications of due reminders appear within seconds, not a minute.
      REMINDER_JOB_INTERVAL_MS: '1000',
      // Lets several checkouts or helpers test their own build side by side.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});

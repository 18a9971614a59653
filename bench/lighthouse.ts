import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startProcess, type Started } from './processes';

// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network, simulated)
// of pages of a running server, in one headless Chromium. Lighthouse runs through npx at a
// fixed version rather than as a dependency: it is large, and only this command needs it.

export const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export type Audit = {
  /** Where the page ended up (a guard may have sent it elsewhere). */
  finalUrl: string;
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
};

export type Browser = Started & {
  /** As the browser names itself, `Chrome/…`. */
  version: string;
  /** Stores a session in the page's origin, as a login does, for the audits that follow. */
  logIn(origin: string, session: { token: string; user: unknown }): Promise<void>;
  audit(url: string, options?: { keepStorage?: boolean }): Promise<Audit>;
};

export async function startBrowser(): Promise<Browser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'khatabill-lighthouse-'));
  const started = await startProcess({
    command: (port) => [
      CHROME,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Nothing of its own in the background: it would take CPU from the pages measured.
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    env: {},
    readyPath: '/json/version',
    logFile: path.join(os.tmpdir(), 'khatabill-bench-chromium.log'),
  });
  const port = new URL(started.url).port;
  const { Browser: version } = (await (await fetch(`${started.url}/json/version`)).json()) as {
    Browser: string;
  };
  return {
    ...started,
    version,
    stop: async () => {
      await started.stop();
      fs.rmSync(profile, { recursive: true, force: true });
    },
    logIn: async (origin, session) => {
      const browser = await chromium.connectOverCDP(started.url);
      try {
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const page = await context.newPage();
        await page.goto(`${origin}/robots.txt`);
        // A string: this folder is compiled without the DOM's types.
        await page.evaluate(
          `localStorage.setItem('token', ${JSON.stringify(session.token)});
           localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
        );
        // Start cold all the same: no service worker, its cache nor the HTTP cache from the
        // audits before (an audit that keeps the storage keeps those too).
        const cdp = await context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'service_workers,cache_storage',
        });
        await cdp.send('Network.clearBrowserCache');
        await page.close();
      } finally {
        await browser.close();
      }
    },
    audit: async (url, { keepStorage = false } = {}) => {
      const report = path.join(profile, 'report.json');
      execFileSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          url,
          `--port=${port}`,
          '--only-categories=performance,accessibility',
          '--output=json',
          `--output-path=${report}`,
          '--quiet',
          ...(keepStorage ? ['--disable-storage-reset'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const audit = auditOf(JSON.parse(fs.readFileSync(report, 'utf8')) as LighthouseReport);
      // A guard that sent the page elsewhere (a lost session) would score another page.
      if (new URL(audit.finalUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse audited ${audit.finalUrl}, not ${url}`);
      }
      return audit;
    },
  };
}

type LighthouseReport = {
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

function auditOf({ finalDisplayedUrl, categories, audits }: LighthouseReport): Audit {
  const score = (name: 'performance' | 'accessibility') =>
    Math.round((categories[name].score ?? 0) * 100);
  const ms = (name: string) => Math.round(audits[name]?.numericValue ?? NaN);
  return {
    finalUrl: finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    firstContentfulPaint: ms('first-contentful-paint'),
    largestContentfulPaint: ms('largest-contentful-paint'),
    totalBlockingTime: ms('total-blocking-time'),
  };
}

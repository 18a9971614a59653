import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import type { CpuProfile } from './cpu-profile';

// Create Bill on a phone's CPU: the browser's main thread slowed 4× (DevTools protocol's
// Emulation.setCPUThrottlingRate), in a browser context of its own (its own service worker,
// caches and storage), on Lighthouse's mobile screen.
//
// - Interactive: from the navigation's start to the first moment that (1) the bill form has
//   an enabled field and (2) a QUIET_MS window follows with no long task (≥ 50 ms, the
//   browser's 'longtask' entries). Lighthouse's Time to Interactive without its network
//   condition: the form is usable once it is drawn and nothing blocks a tap for a while.
// - A keystroke: from the key event's timestamp to the task after the next frame
//   (requestAnimationFrame, then setTimeout): the handlers, React's render and commit, and
//   the frame's style, layout and paint, also split at the frame's first callback. Typed
//   into the last quantity field of a 30-line bill, one key a second so that the bill's
//   write to storage (500 ms after typing) never overlaps.
// - CPU profiles of the cold load (no service worker yet) up to interactive, and of
//   keystrokes in the long bill, each with the second after it, at full speed (`profiled`).

export const CPU_SLOWDOWN = 4;
const WARM_LOADS = 5;
const KEYSTROKES = 12;
/** Profiled apart from the measured ones: one alone gives the profiler too few samples. */
export const PROFILED_KEYSTROKES = 5;
const BILL_LINES = 30;
const QUIET_MS = 5_000;
const SAMPLING_INTERVAL_US = 100;
const WAIT_MS = 60_000;

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Run in every document before the app's scripts: long tasks, the moment the bill form
 * first has an enabled field, and each keystroke's time to the next frame. A string: this
 * folder is compiled without the DOM's types.
 */
const PROBES = `
  const bench = { longTasks: [], formReadyAt: null, keystrokes: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) bench.longTasks.push([task.startTime, task.startTime + task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const formReady = new MutationObserver(() => {
    if (!document.querySelector('form input:not([disabled])')) return;
    bench.formReadyAt = performance.now();
    formReady.disconnect();
  });
  formReady.observe(document, { childList: true, subtree: true });
  addEventListener('keydown', (event) => {
    const at = event.timeStamp;
    requestAnimationFrame(() => {
      const toFrameMs = performance.now() - at;
      setTimeout(() => bench.keystrokes.push({ totalMs: performance.now() - at, toFrameMs }));
    });
  }, true);
`;

/** A keystroke's times from its key event: to the next frame's first callback, and past it. */
export type KeystrokeTimes = { toFrameMs: number; totalMs: number };

type Probes = {
  longTasks: [number, number][];
  formReadyAt: number | null;
  keystrokes: KeystrokeTimes[];
  /** performance.now() when read. */
  now: number;
};

export type CreateBillMeasures = {
  /** Each warm load's interactive time, ms. */
  warmInteractiveMs: number[];
  keystrokes: KeystrokeTimes[];
  /** The cold load (nothing cached, no service worker) up to interactive. */
  coldProfile: CpuProfile;
  /** PROFILED_KEYSTROKES keystrokes in the 30-line bill. */
  keystrokeProfile: CpuProfile;
};

export async function measureCreateBill({
  browserUrl,
  serverUrl,
  session,
}: {
  /** The DevTools endpoint of a running Chromium. */
  browserUrl: string;
  serverUrl: string;
  session: { token: string; user: unknown };
}): Promise<CreateBillMeasures> {
  const createBill = `${serverUrl}/create-bill`;
  const browser = await chromium.connectOverCDP(browserUrl);
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(PROBES);
    await storeSession(context, serverUrl, session);

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    console.log('Create Bill: cold load, profiled…');
    const coldProfile = await profiled(cdp, async () => {
      await page.goto(createBill);
      await interactiveMs(page);
    });
    await until(page, `navigator.serviceWorker.controller !== null`);

    console.log('Create Bill: warm loads…');
    await setCpuSlowdown(cdp, CPU_SLOWDOWN);
    const warmInteractiveMs: number[] = [];
    for (let load = 0; load < WARM_LOADS; load += 1) {
      await page.goto(createBill);
      warmInteractiveMs.push(await interactiveMs(page));
    }
    await page.close();

    console.log(`Create Bill: ${KEYSTROKES} keystrokes in a ${BILL_LINES}-line bill…`);
    const billPage = await openLongBill(context, createBill);
    const billCdp = await context.newCDPSession(billPage);
    await setCpuSlowdown(billCdp, CPU_SLOWDOWN);
    await interactiveMs(billPage);
    await billPage.locator('form input[inputmode="numeric"]').last().click();
    await billPage.keyboard.press('End');
    await typeQuantities(billPage, KEYSTROKES);
    // Each key's time is recorded once its frame is drawn; End's comes first.
    const { keystrokes } = await probes(billPage);
    if (keystrokes.length !== KEYSTROKES + 1) throw new Error('Create Bill: a key drew no frame');
    const measured = keystrokes.slice(1);
    const keystrokeProfile = await profiled(billCdp, () =>
      typeQuantities(billPage, PROFILED_KEYSTROKES),
    );
    return { warmInteractiveMs, keystrokes: measured, coldProfile, keystrokeProfile };
  } finally {
    await browser.close();
  }
}

/** The shop's session in the origin's storage, as a login leaves it. */
async function storeSession(
  context: BrowserContext,
  origin: string,
  session: { token: string; user: unknown },
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    `localStorage.setItem('token', ${JSON.stringify(session.token)});
     localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
  );
  await page.close();
}

function setCpuSlowdown(cdp: CDPSession, rate: number): Promise<unknown> {
  return cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * A CPU profile of `run`, at full speed: the throttling pauses the thread in slices (up to
 * 85 ms seen here), and the profiler charges each slice whole to the function it paused.
 */
async function profiled(cdp: CDPSession, run: () => Promise<void>): Promise<CpuProfile> {
  await setCpuSlowdown(cdp, 1);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  return profile;
}

/**
 * Waits until `expression` holds in the page. Not Playwright's waitForFunction: it evaluates
 * a string with eval, which the app's Content Security Policy refuses.
 */
async function until(page: Page, expression: string): Promise<void> {
  for (const waitUntil = Date.now() + WAIT_MS; Date.now() < waitUntil;) {
    if (await page.evaluate(expression)) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`Create Bill: not within ${WAIT_MS} ms: ${expression}`);
}

const probes = (page: Page) =>
  page.evaluate(`({ ...window.__bench, now: performance.now() })`) as Promise<Probes>;

/**
 * Waits for the page to be interactive (see the top of this file) and says when it was. The
 * page is read only once such a window may have passed: reading it sooner would add tasks
 * to the load measured.
 */
async function interactiveMs(page: Page): Promise<number> {
  let wait = QUIET_MS;
  for (const waitUntil = Date.now() + WAIT_MS; Date.now() < waitUntil;) {
    await page.waitForTimeout(wait);
    const { longTasks, formReadyAt, now } = await probes(page);
    if (formReadyAt === null) continue;
    const at = quietFrom(formReadyAt, longTasks);
    if (now >= at + QUIET_MS) return at;
    wait = at + QUIET_MS - now;
  }
  throw new Error(`Create Bill: not interactive within ${WAIT_MS} ms`);
}

/** The first moment from `start` on that a QUIET_MS window without a long task follows. */
function quietFrom(start: number, longTasks: [number, number][]): number {
  let at = start;
  for (const [taskStart, taskEnd] of [...longTasks].sort((a, b) => a[0] - b[0])) {
    if (taskStart >= at + QUIET_MS) break;
    if (taskEnd > at) at = taskEnd;
  }
  return at;
}

/**
 * A bill of BILL_LINES lines, kept half-typed as the app keeps one (unsaved-bill.ts): the
 * app writes a typed bill to storage; that copy, with its lines repeated, is put back in
 * its place, and the form restores it on the next visit.
 */
async function openLongBill(context: BrowserContext, createBill: string): Promise<Page> {
  const typing = await context.newPage();
  await typing.goto(createBill);
  await typing.locator('form input').first().fill('Bench customer');
  const key = `Object.keys(localStorage).find((key) => key.startsWith('khatabill:unsaved-bill:new:'))`;
  await until(typing, `${key} !== undefined`);
  // Closed, not left: leaving would run its beforeunload, which writes the bill again.
  await typing.close();

  const page = await context.newPage();
  await page.goto(new URL('/robots.txt', createBill).href);
  await page.evaluate(`{
    const key = ${key};
    const bill = JSON.parse(localStorage.getItem(key));
    bill.items = Array.from({ length: ${BILL_LINES} }, (_, line) => ({
      name: 'Item ' + (line + 1), quantity: '1', price: String(10 + line), productId: '',
    }));
    localStorage.setItem(key, JSON.stringify(bill));
  }`);
  await page.goto(createBill);
  const quantities = page.locator('form input[inputmode="numeric"]');
  await quantities.nth(BILL_LINES - 1).waitFor({ timeout: WAIT_MS });
  return page;
}

/**
 * Quantity 1 → 12 → 1 → 12…: each key changes the bill's total. A second apart (see the top
 * of this file), and the page is not read meanwhile: reading it is work of its own.
 */
async function typeQuantities(page: Page, count: number): Promise<void> {
  for (let key = 0; key < count; key += 1) {
    await page.keyboard.press(key % 2 === 0 ? '2' : 'Backspace');
    await page.waitForTimeout(1_000);
  }
}

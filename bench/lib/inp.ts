// Interaction to Next Paint of three interactions, in Playwright's chromium (Debian's, the flags of
// the Lighthouse runs) at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate): typing a port name
// into home's origin field as a user types, changing a rate filter on the LCL rate list, and opening
// a rate's price-history chart. web-vitals' attribution build is injected into every page before its
// own scripts (onINP, reportAllChanges, durationThreshold 16: every interaction the browser reports);
// the page's INP after the interaction is the worst of its interactions (fewer than 50), with its
// input delay, processing and presentation delay and target. Median of BENCH_INP_RUNS (3) runs, each
// on a fresh page (and context) once the page is idle. Everything goes to 127.0.0.1 only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { href } from '../../lib/screens/registry';
import { CHROME_FLAGS, median } from './lighthouse';
import type { RateDbSummary } from './rates';
import { loginSession } from './session';

export const INP_RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
export const INP_CPU_SLOWDOWN = 4;
export const INP_TARGET_MS = 100;
/** The browser's smallest reported event duration: an interaction faster than this is not reported. */
const DURATION_THRESHOLD_MS = 16;
/** What a user leaves between two keys (about 6 keys a second). */
const KEY_DELAY_MS = 160;

export type InpRun = {
  /** ms; below DURATION_THRESHOLD_MS when the browser reported no interaction that long */
  value: number;
  interactions: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  target: string;
  type: string;
};

export type InpFigures = { key: string; label: string; path: string; runs: InpRun[]; median: InpRun | undefined; error?: string };

type Ctx = { origin: string; lane: { portStartId: number; portEndId: number } };

type Interaction = {
  key: string;
  label: string;
  certified: boolean;
  path: (c: Ctx) => string;
  /** waits until the page can be interacted with */
  ready: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
};

const lanePath = (c: Ctx) => href('lclFreight', { portStartId: String(c.lane.portStartId), portEndId: String(c.lane.portEndId) });

/** The rate list of a lane with prices (a certified user's answer). */
async function ratesShown(page: Page): Promise<void> {
  await page.getByTestId('rates-state').and(page.locator('[data-state="content"]')).waitFor({ timeout: 30_000 });
  await page.getByTestId('rate-row').first().waitFor();
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    key: 'port-typing',
    label: 'typing a port name in the port search (home)',
    certified: false,
    path: () => href('home'),
    ready: async (page) => {
      await page.getByTestId('origin-field').getByRole('combobox').waitFor();
    },
    act: async (page) => {
      const input = page.getByTestId('origin-field').getByRole('combobox');
      // Focus without a pointer interaction: only the keystrokes are measured.
      await input.focus();
      await input.pressSequentially('Shanghai', { delay: KEY_DELAY_MS });
      await page.getByRole('option').filter({ hasText: 'CNSHA' }).first().waitFor({ timeout: 15_000 });
    },
  },
  {
    key: 'rate-filter',
    label: 'changing a rate filter (sailing day, LCL rate list)',
    certified: true,
    path: lanePath,
    ready: ratesShown,
    act: async (page) => {
      await page.getByTestId('filter-weekday-3').click();
      await page.waitForURL(/weekday=3/, { timeout: 15_000 });
      await page.getByTestId('rates-state').and(page.locator('[data-state="content"],[data-state="empty"]')).waitFor({ timeout: 30_000 });
    },
  },
  {
    key: 'price-history',
    label: 'opening the price-history chart of a rate',
    certified: true,
    path: lanePath,
    ready: ratesShown,
    act: async (page) => {
      await page.getByTestId('rate-trend').first().click();
      await page.getByTestId('price-trend').waitFor({ timeout: 15_000 });
      // the chart, or the line saying the rate has no history yet
      await page.getByTestId('price-trend').locator('[data-testid="price-chart"], p').first().waitFor({ timeout: 30_000 });
    },
  },
];

/** Installed before the page's scripts: web-vitals' attribution build and an INP listener into window.__benchInp. */
function initScript(root: string): string {
  const lib = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');
  return `${lib}
;(() => {
  window.__benchInp = { value: 0, interactions: 0 };
  webVitals.onINP((m) => {
    const a = m.attribution;
    window.__benchInp = { value: m.value, interactions: m.entries.length, inputDelay: a.inputDelay, processing: a.processingDuration,
      presentation: a.presentationDelay, target: a.interactionTarget || '', type: a.interactionType || '' };
  }, { reportAllChanges: true, durationThreshold: ${DURATION_THRESHOLD_MS} });
})();`;
}

/** The page has been idle: no request for 500 ms and an idle callback of the main thread. */
async function idle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
}

async function runOnce(browser: Browser, root: string, c: Ctx, it: Interaction, cookie: { name: string; value: string } | undefined): Promise<InpRun> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'zh-CN', baseURL: c.origin });
  try {
    if (cookie) await context.addCookies([{ ...cookie, url: c.origin }]);
    await context.addInitScript({ content: initScript(root) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    await page.goto(it.path(c), { waitUntil: 'load', timeout: 60_000 });
    await it.ready(page);
    await idle(page);
    await it.act(page);
    // Event timing entries are dispatched after the next paint; let the page settle, then read.
    await idle(page);
    await page.waitForTimeout(500);
    const r = (await page.evaluate(() => (window as unknown as { __benchInp: Partial<InpRun> & { value: number } }).__benchInp)) ?? { value: 0 };
    return {
      value: r.value,
      interactions: r.interactions ?? 0,
      inputDelay: r.inputDelay ?? NaN,
      processing: r.processing ?? NaN,
      presentation: r.presentation ?? NaN,
      target: r.target ?? '',
      type: r.type ?? '',
    };
  } finally {
    await context.close();
  }
}

/** Every interaction INP_RUNS times (fresh page each), as the median run of each (by INP). */
export async function measureInp(root: string, origin: string, rateDb: RateDbSummary, log: (s: string) => void): Promise<InpFigures[]> {
  if (new URL(origin).hostname !== '127.0.0.1') throw new Error(`bench: refusing to measure INP on ${origin} (127.0.0.1 only)`);
  const lane = rateDb.lanes[0];
  if (!lane) throw new Error('bench: no rate lane for the INP interactions');
  const c: Ctx = { origin, lane };
  const session = await loginSession(origin);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS.split(' ').filter((f) => f !== '--headless'),
  });
  const out: InpFigures[] = [];
  try {
    for (const it of INTERACTIONS) {
      const runs: InpRun[] = [];
      let error: string | undefined;
      for (let i = 0; i < INP_RUNS; i++) {
        try {
          runs.push(await runOnce(browser, root, c, it, it.certified ? session : undefined));
        } catch (e) {
          error = e instanceof Error ? e.message.split('\n')[0] : String(e);
        }
      }
      const m = median(runs.map((r) => r.value));
      // the run whose INP is the median (of an even count: the higher of the two middle ones)
      const mid = [...runs].sort((a, b) => a.value - b.value).find((r) => r.value >= m);
      const f: InpFigures = { key: it.key, label: it.label, path: it.path(c), runs, median: mid, ...(error ? { error } : {}) };
      out.push(f);
      log(`  ${it.label}: INP ${runs.map((r) => r.value.toFixed(0)).join(', ')} ms${error ? `; failed run: ${error}` : ''}`);
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** How an INP reads: below the browser's threshold when no interaction was reported. */
export const inpText = (r: InpRun | undefined) => (!r ? '–' : r.interactions === 0 ? `< ${DURATION_THRESHOLD_MS} ms` : `${r.value.toFixed(0)} ms`);

/** The targets table's rows of the INP step: [target, measured, met]. */
export function inpTargetRows(figures: InpFigures[]): { text: string; measured: string; met: boolean }[] {
  return figures.map((f) => ({
    text: `INP ≤ ${INP_TARGET_MS} ms at ${INP_CPU_SLOWDOWN}× CPU slowdown: ${f.label}`,
    measured: f.median ? `${inpText(f.median)} (median of ${f.runs.length}: ${f.runs.map((r) => r.value.toFixed(0)).join(', ')})` : `no run (${f.error ?? 'failed'})`,
    met: !!f.median && f.runs.length === INP_RUNS && f.median.value <= INP_TARGET_MS,
  }));
}

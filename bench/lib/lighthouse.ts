// Lighthouse (npm `lighthouse` 12.8, Debian chromium) on the bench's app server: performance score,
// TBT and LCP per page and form factor, the median of N runs. Everything goes to 127.0.0.1 only.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FormFactor = 'mobile' | 'desktop';

export type LighthouseRun = { score: number; tbtMs: number; lcpMs: number; fcpMs: number; finalUrl: string; redirected: boolean };

export type LighthouseFigures = {
  path: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  /** medians of the runs (score 0–100) */
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** where the page ended up (a phone is redirected from / to /mobile by the spec's device rule) */
  finalPath: string;
  error?: string;
};

/** The chrome flags of the team's notes (STACK-NOTES.md): headless, no sandbox, no background traffic. */
export const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export const median = (xs: number[]) => {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

type Lhr = {
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  runtimeError?: { message?: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

function runOnce(root: string, url: string, formFactor: FormFactor, timeoutMs: number): Promise<LighthouseRun> {
  const bin = path.join(root, 'node_modules/lighthouse/cli/index.js');
  // A fresh profile per run: no cache or service worker carried from one run to the next.
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const args = [
    bin,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance',
    `--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout) => {
        rmSync(profile, { recursive: true, force: true });
        if (error) return reject(error);
        try {
          const lhr = JSON.parse(stdout) as Lhr;
          if (lhr.runtimeError?.message) return reject(new Error(lhr.runtimeError.message));
          const final = lhr.finalDisplayedUrl ?? url;
          resolve({
            score: (lhr.categories.performance?.score ?? NaN) * 100,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
            finalUrl: final,
            redirected: new URL(final).pathname !== new URL(url).pathname,
          });
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      },
    );
  });
}

/** `runs` Lighthouse runs of one page in one form factor, one after the other, summarised by their medians. */
export async function lighthouse(root: string, origin: string, pagePath: string, formFactor: FormFactor, runs: number, timeoutMs = 90_000): Promise<LighthouseFigures> {
  if (new URL(origin).hostname !== '127.0.0.1') throw new Error(`bench: refusing to run Lighthouse against ${origin} (127.0.0.1 only)`);
  const url = `${origin}${pagePath}`;
  const done: LighthouseRun[] = [];
  let error: string | undefined;
  for (let i = 0; i < runs; i++) {
    try {
      done.push(await runOnce(root, url, formFactor, timeoutMs));
    } catch (e) {
      error = e instanceof Error ? e.message.split('\n')[0] : String(e);
    }
  }
  const finals = [...new Set(done.map((r) => new URL(r.finalUrl).pathname + new URL(r.finalUrl).search))];
  return {
    path: pagePath,
    formFactor,
    runs: done,
    score: median(done.map((r) => r.score)),
    tbtMs: median(done.map((r) => r.tbtMs)),
    lcpMs: median(done.map((r) => r.lcpMs)),
    fcpMs: median(done.map((r) => r.fcpMs)),
    finalPath: finals.join(', ') || pagePath,
    ...(error && done.length < runs ? { error } : {}),
  };
}

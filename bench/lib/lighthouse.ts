// Lighthouse (npm `lighthouse` 12.8, Debian chromium) on the bench's servers: the scores of the four
// categories (performance, accessibility, best practices, SEO), TBT, LCP and FCP per page and form
// factor, the median of N runs, and the audits that failed. Everything goes to 127.0.0.1 only.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type FormFactor = 'mobile' | 'desktop';

/** The categories of one run, each in one Lighthouse process. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type CategoryScores = Record<Category, number>;

export type LighthouseRun = {
  /** performance (0–100) */
  score: number;
  scores: CategoryScores;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  finalUrl: string;
  redirected: boolean;
  /** audits of the accessibility, best-practices and SEO categories that did not pass, and performance audits scored below 0.9 (id: title) */
  failed: Record<string, string>;
};

export type LighthouseFigures = {
  path: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
  /** medians of the runs (score 0–100): performance, and every category */
  score: number;
  scores: CategoryScores;
  /** audits that failed in at least one run (id: title) */
  failed: Record<string, string>;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  /** the bench's baseline page (the anchor of the phone score) */
  baseline?: boolean;
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
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>>;
  audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode?: string; title?: string }>;
};

/** Failed audits of a report: binary/numeric audits below 1 in the non-performance categories, weighted performance audits below 0.9. */
function failedAudits(lhr: Lhr): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      const limit = c === 'performance' ? 0.9 : 1;
      if (c === 'performance' && !ref.weight) continue;
      if (a.score < limit) out[ref.id] = a.title ?? ref.id;
    }
  }
  return out;
}

/** BENCH_LIGHTHOUSE_SAVE=<folder>: every run's full report is kept there as JSON (for a look at the audits' details). */
const SAVE_DIR = process.env.BENCH_LIGHTHOUSE_SAVE;

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
    `--only-categories=${CATEGORIES.join(',')}`,
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
          if (SAVE_DIR) {
            mkdirSync(SAVE_DIR, { recursive: true });
            const name = `${formFactor}${new URL(url).pathname.replace(/\W+/g, '_')}${new URL(url).port}-${Date.now()}.json`;
            writeFileSync(path.join(SAVE_DIR, name), stdout);
          }
          const scores = Object.fromEntries(CATEGORIES.map((c) => [c, (lhr.categories[c]?.score ?? NaN) * 100])) as CategoryScores;
          resolve({
            score: scores.performance,
            scores,
            failed: failedAudits(lhr),
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
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(done.map((r) => r.scores[c]))])) as CategoryScores,
    failed: Object.assign({}, ...done.map((r) => r.failed)) as Record<string, string>,
    tbtMs: median(done.map((r) => r.tbtMs)),
    lcpMs: median(done.map((r) => r.lcpMs)),
    fcpMs: median(done.map((r) => r.fcpMs)),
    finalPath: finals.join(', ') || pagePath,
    ...(error && done.length < runs ? { error } : {}),
  };
}

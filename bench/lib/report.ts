// The console table and bench/RESULTS.md.
import type { BuildOutcome } from './build';
import type { CpuShare } from './cpu';
import type { DbSummary } from './db';
import type { IndexCost } from './indexCost';
import { inpTargetRows, inpText, INP_CPU_SLOWDOWN, type InpFigures } from './inp';
import { CATEGORIES, type LighthouseFigures } from './lighthouse';
import type { CannonFigures, ExactFigures, PageInfo } from './measure';
import { mixedTargetRows, type MixedFigures } from './mixed';

export type Row = { key: string; label: string; cannon: CannonFigures; exact: ExactFigures; cpu?: CpuShare };

export type Report = {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string; next: string; os: string; commit: string };
  settings: { connections: number; seconds: number; rounds: number; warmupSeconds: number; exactN: Record<string, number> };
  /** machine CPU use over 2 s with both servers idle, just before the measurements */
  background?: CpuShare;
  builds: BuildOutcome[];
  db: DbSummary;
  /** the whole bench dataset (bench/lib/tenants.ts, sailings.ts, rates.ts, orders.ts) and how long its preparation took this run */
  dataset?: { companies: number; rates: number; orders: number; sailings: number; sailingsPerCompany?: number; prepareMs: number };
  /** a company's rate index: memory held and rebuild after an import (bench/rateIndexCost.ts) */
  indexCost?: IndexCost;
  rows: Row[];
  pages: { label: string; info: PageInfo }[];
  portQueries: { query: string; types: number; status: number; rows: number; first: string }[];
  serverRssMiB: { app?: number; baseline?: number };
  targets: {
    homeRatio: { cn: number; en: number; min: number; metCn: boolean; metEn: boolean };
    /** baseline CPU ms per request ÷ home CPU ms per request: the req/s ratio a CPU-bound server would reach */
    cpuRatio: { cn: number; en: number };
    /** Home (cn) past the page microcache, answered by Next from its cache. */
    homeThroughNext?: { ratio: number; cpuRatio: number };
    /** the cache-miss path (past the page microcache): judged by server CPU per request (baseline ÷ page), req/s ratio shown beside it */
    throughNext?: { label: string; min: number; ratio: number; cpuRatio: number }[];
    /** raw HTML of these pages (labels of `pages`) at most `max` bytes */
    html?: { max: number; pages: string[] };
    /** cached pages of one pipeline by HTML size, this run: what home's gap to the baseline comes from */
    pageSize?: { label: string; htmlRaw: number; cpuMs: number; ratio: number }[];
    portP95: { value: number; max: number; met: boolean };
    /** rate search at MIN_RATES rates (a certified user's full answers) */
    rateP95?: { value: number; max: number; met: boolean; rates: number };
    scheduleP95: { value: number; max: number; met: boolean };
    /** order search by order no / bill no, on every company's orders */
    orderP95?: { value: number; max: number; met: boolean; orders: number };
    /** first-load JS and CSS (gzip bytes) of these pages (labels of `pages`) */
    firstLoad: { maxJs: number; maxCss: number; pages: string[] };
    /** Lighthouse minimums: performance per form factor (on the phone also at most `belowBaseline` under the baseline page's), and the other categories */
    lighthouse: { mobile: number; belowBaseline: number; desktop: number; accessibility: number; 'best-practices': number; seo: number };
  };
  lighthouse?: { runs: number; figures: LighthouseFigures[] };
  /** the mixed load (bench/lib/mixed.ts) */
  mixed?: MixedFigures;
  /** INP of the interactions (bench/lib/inp.ts) */
  inp?: InpFigures[];
  analysis?: string;
};

/** A row of the targets table: the target, the measured figure, the bare Next page's figure in the same run where one applies, met. */
type TargetRow = { text: string; measured: string; baseline?: string; met: boolean };

/** Rows of the throughput-ratio, page-weight, Lighthouse, mixed-load and INP targets. */
function pageTargetRows(r: Report): TargetRow[] {
  const t = r.targets;
  const out: TargetRow[] = [];
  const base = r.rows.find((x) => x.key === 'baseline');
  const baseCpu = base ? cpuMsPerRequest(base) : NaN;
  for (const x of t.throughNext ?? []) {
    out.push({
      text: `${x.label} ≥ ${x.min} × baseline (server CPU per request)`,
      measured: `${n2(x.cpuRatio)} × (req/s ${n2(x.ratio)} ×)`,
      ...(base ? { baseline: `${n2(baseCpu)} ms CPU / request, ${n0(base.cannon.rps)} req/s` } : {}),
      met: x.cpuRatio >= x.min,
    });
  }
  const basePage = r.pages.find((p) => p.label === 'baseline')?.info;
  for (const label of t.html?.pages ?? []) {
    const info = r.pages.find((p) => p.label === label)?.info;
    if (info)
      out.push({
        text: `${label}: HTML ≤ ${kb(t.html!.max)} raw`,
        measured: `${kb(info.htmlRaw)} (RSC payload ${kb(info.rscRaw)})`,
        ...(basePage ? { baseline: `${kb(basePage.htmlRaw)} (RSC payload ${kb(basePage.rscRaw)})` } : {}),
        met: info.htmlRaw <= t.html!.max,
      });
  }
  for (const label of t.firstLoad.pages) {
    const info = r.pages.find((p) => p.label === label)?.info;
    if (!info) continue;
    out.push({
      text: `${label}: first-load JS ≤ ${kb(t.firstLoad.maxJs)} gzip`,
      measured: `${kb(info.assets.js.gzip)} (${info.assets.js.count} files)`,
      ...(basePage ? { baseline: `${kb(basePage.assets.js.gzip)} (${basePage.assets.js.count} files)` } : {}),
      met: info.assets.js.gzip <= t.firstLoad.maxJs,
    });
    out.push({
      text: `${label}: CSS ≤ ${kb(t.firstLoad.maxCss)} gzip`,
      measured: `${kb(info.assets.css.gzip)} (${info.assets.css.count} files)`,
      ...(basePage ? { baseline: `${kb(basePage.assets.css.gzip)} (${basePage.assets.css.count} files)` } : {}),
      met: info.assets.css.gzip <= t.firstLoad.maxCss,
    });
  }
  const figures = r.lighthouse?.figures ?? [];
  for (const f of figures.filter((x) => !x.baseline)) {
    const baseFigure = figures.find((x) => x.baseline && x.formFactor === f.formFactor);
    const anchor = baseFigure?.score;
    const min = f.formFactor === 'mobile' && anchor !== undefined && Number.isFinite(anchor) ? Math.max(t.lighthouse.mobile, anchor - t.lighthouse.belowBaseline) : t.lighthouse[f.formFactor];
    const landed = f.finalPath !== f.path ? `; lands on ${f.finalPath}` : '';
    out.push({
      text: `Lighthouse ${f.formFactor} ${f.path}: performance ≥ ${min}`,
      measured: `${n0(f.score)} (TBT ${n0(f.tbtMs)} ms, LCP ${n0(f.lcpMs)} ms${landed})`,
      ...(baseFigure ? { baseline: `${n0(baseFigure.score)} (TBT ${n0(baseFigure.tbtMs)} ms, LCP ${n0(baseFigure.lcpMs)} ms)` } : {}),
      met: f.score >= min,
    });
    const others = (['accessibility', 'best-practices', 'seo'] as const).map((c) => ({ c, min: t.lighthouse[c], got: f.scores[c] }));
    out.push({
      text: `Lighthouse ${f.formFactor} ${f.path}: ${others.map((o) => `${o.c} ≥ ${o.min}`).join(', ')}`,
      measured: others.map((o) => n0(o.got)).join(' / ') + (others.some((o) => !(o.got >= o.min)) ? ` (failing: ${Object.keys(f.failed).join(', ')})` : ''),
      ...(baseFigure ? { baseline: others.map((o) => n0(baseFigure.scores[o.c])).join(' / ') } : {}),
      met: others.every((o) => o.got >= o.min),
    });
  }
  if (r.mixed) out.push(...mixedTargetRows(r.mixed));
  if (r.inp) out.push(...inpTargetRows(r.inp));
  return out;
}

/** Server CPU time per request (ms): independent of how busy the rest of the machine is. */
export const cpuMsPerRequest = (x: Row) => (x.cpu ? (x.cpu.server * x.cannon.seconds * 1000) / x.cannon.total : NaN);

const n0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '–');
const n1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const n2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;

function mdTable(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const datasetText = (d: NonNullable<Report['dataset']>) =>
  `${d.companies} companies, ${n0(d.rates)} rates, ${n0(d.orders)} orders, ${n0(d.sailings)} dated sailings in the schedule search's window${d.sailingsPerCompany ? ` (${n0(d.sailingsPerCompany)} per company)` : ''} (prepared in ${n1(d.prepareMs / 1000)} s this run)`;

const indexCostText = (c: IndexCost) =>
  `rate index of company ${c.companyId} (${n0(c.rates)} rates): ${n1(c.heapPer100kMiB)} MiB heap (${n1(c.rssPer100kMiB)} MiB RSS) per 100,000 rates; first build ${n0(c.buildMs)} ms, rebuilt after an import in ${n0(c.rebuildMs)} ms`;

export function consoleTable(r: Report): string {
  const head = ['target', 'req/s', 'p50', 'p97.5', 'p99', 'exact p50', 'p95', 'p99', 'CPU ms/req', 'non-2xx'];
  const rows = r.rows.map((x) => [
    x.label,
    n0(x.cannon.rps),
    `${x.cannon.p50}`,
    `${x.cannon.p97_5}`,
    `${x.cannon.p99}`,
    n2(x.exact.p50),
    n2(x.exact.p95),
    n2(x.exact.p99),
    n2(cpuMsPerRequest(x)),
    `${x.cannon.non2xx + x.exact.non2xx}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const t = r.targets;
  const has = (key: string) => r.rows.some((x) => x.key === key);
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...(has('home-cn') ? [`home (cn) ÷ baseline req/s = ${n2(t.homeRatio.cn)}  (target ≥ ${t.homeRatio.min}) ${t.homeRatio.metCn ? 'MET' : 'NOT MET'}`] : []),
    ...(has('home-en') ? [`home (en) ÷ baseline req/s = ${n2(t.homeRatio.en)}  (target ≥ ${t.homeRatio.min}) ${t.homeRatio.metEn ? 'MET' : 'NOT MET'}`] : []),
    ...(has('ports') ? [`port search p95 (exact)    = ${n2(t.portP95.value)} ms  (target ≤ ${t.portP95.max} ms) ${t.portP95.met ? 'MET' : 'NOT MET'}`] : []),
    ...(t.rateP95 && has('rates') ? [`rate search p95 (exact)    = ${n2(t.rateP95.value)} ms  (target ≤ ${t.rateP95.max} ms at ${n0(t.rateP95.rates)} rates) ${t.rateP95.met ? 'MET' : 'NOT MET'}`] : []),
    ...(has('schedules') ? [`schedule search p95 (exact) = ${n2(t.scheduleP95.value)} ms  (target ≤ ${t.scheduleP95.max} ms) ${t.scheduleP95.met ? 'MET' : 'NOT MET'}`] : []),
    ...(t.orderP95 && has('orders') ? [`order search p95 (exact)   = ${n2(t.orderP95.value)} ms  (target ≤ ${t.orderP95.max} ms at ${n0(t.orderP95.orders)} orders) ${t.orderP95.met ? 'MET' : 'NOT MET'}`] : []),
    ...(r.indexCost ? [indexCostText(r.indexCost)] : []),
    `by server CPU time per request: home (cn) ${n2(t.cpuRatio.cn)} ×, home (en) ${n2(t.cpuRatio.en)} × the baseline's throughput`,
    ...(t.homeThroughNext ? [`home (cn) through Next (past the page microcache) ÷ baseline req/s = ${n2(t.homeThroughNext.ratio)}`] : []),
    ...pageTargetRows(r).map((x) => `${x.text} = ${x.measured}${x.baseline ? ` (baseline ${x.baseline})` : ''} ${x.met ? 'MET' : 'NOT MET'}`),
  ].join('\n');
}

export function markdown(r: Report): string {
  const t = r.targets;
  const m = r.machine;
  const s = r.settings;
  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push('Generated by `npm run bench` (bench/run.ts); the figures below are overwritten on every run.', '');
  out.push(
    `- Date: ${r.date}`,
    `- Commit: \`${m.commit}\` (working tree as it was at the time, uncommitted changes included)`,
    `- Machine: ${m.cpus} CPUs (\`nproc\`), ${m.cpuModel}, ${m.memoryGiB.toFixed(1)} GiB memory, ${m.os}`,
    `- Node ${m.node}, Next.js ${m.next}; load generator on the same machine (it competes with the server for the ${m.cpus} cores)`,
    `- Database: PGlite in bench/.data/pg, company ${r.db.companyId} with ${n0(r.db.ports)} ports (${n0(r.db.syntheticPorts)} synthetic; ${n0(r.db.inserted)} inserted this run), ports_version ${r.db.portsVersion}`,
    ...(r.dataset ? [`- Dataset: ${datasetText(r.dataset)}`] : []),
    `- Builds: ${r.builds.map((b) => `${b.name} ${b.built ? `built in ${n1(b.ms / 1000)} s (${b.reason})` : b.reason}`).join('; ')}`,
    '',
  );

  out.push('## Targets', '');
  /** a load target measured in this run (a selection, BENCH_TARGETS, measures some) */
  const has = (key: string) => r.rows.some((x) => x.key === key);
  const rpsOf = (key: string) => r.rows.find((x) => x.key === key)?.cannon.rps ?? NaN;
  const baseRps = r.rows.some((x) => x.key === 'baseline') ? `${n0(rpsOf('baseline'))} req/s` : '–';
  out.push('"baseline (same run)": the bare Next page (bench/baseline) measured in this run, where the target compares with it or a figure of it applies.', '');
  out.push(
    mdTable(
      ['target', 'measured', 'baseline (same run)', 'met?'],
      [
        ...(has('home-cn') ? [[`home (cn) req/s ≥ ${t.homeRatio.min} × baseline`, `${n2(t.homeRatio.cn)} × (${n0(rpsOf('home-cn'))} req/s)`, baseRps, t.homeRatio.metCn ? 'yes' : '**no**']] : []),
        ...(has('home-en') ? [[`home (en) req/s ≥ ${t.homeRatio.min} × baseline`, `${n2(t.homeRatio.en)} × (${n0(rpsOf('home-en'))} req/s)`, baseRps, t.homeRatio.metEn ? 'yes' : '**no**']] : []),
        ...(has('ports') ? [[`port search p95 ≤ ${t.portP95.max} ms at ${s.connections} connections`, `${n2(t.portP95.value)} ms`, '–', t.portP95.met ? 'yes' : '**no**']] : []),
        ...(t.rateP95 && has('rates') ? [[`rate search p95 ≤ ${t.rateP95.max} ms at ${s.connections} connections, ${n0(t.rateP95.rates)} rates`, `${n2(t.rateP95.value)} ms`, '–', t.rateP95.met ? 'yes' : '**no**']] : []),
        ...(has('schedules') ? [[
          `schedule search p95 ≤ ${t.scheduleP95.max} ms at ${s.connections} connections (${r.dataset ? `${n0(r.dataset.sailings)} sailings of ${r.dataset.companies} companies` : `${n0(r.db.sailings)} sailings`}, weeks ${r.db.sailingWeeks.join(' to ')})`,
          `${n2(t.scheduleP95.value)} ms`,
          '–',
          t.scheduleP95.met ? 'yes' : '**no**',
        ]] : []),
        ...(t.orderP95 && has('orders') ? [[`order search p95 ≤ ${t.orderP95.max} ms at ${s.connections} connections, ${n0(t.orderP95.orders)} orders`, `${n2(t.orderP95.value)} ms`, '–', t.orderP95.met ? 'yes' : '**no**']] : []),
        ...(r.indexCost
          ? [
              [`rate index: memory held per 100,000 rates (company ${r.indexCost.companyId}, ${n0(r.indexCost.rates)} rates; heap after GC)`, `${n1(r.indexCost.heapPer100kMiB)} MiB (RSS ${n1(r.indexCost.rssPer100kMiB)} MiB)`, '–', 'reported'],
              [`rate index rebuild after an import (until a search answers from the new index)`, `${n0(r.indexCost.rebuildMs)} ms (first build ${n0(r.indexCost.buildMs)} ms)`, '–', 'reported'],
            ]
          : []),
        ...pageTargetRows(r).map((x) => [x.text, x.measured, x.baseline ?? '–', x.met ? 'yes' : '**no**']),
      ],
    ),
    '',
    `Cross-check that does not depend on how busy the machine was: by server CPU time per request, the home page costs what ` +
      `${n2(t.cpuRatio.cn)} × (cn) and ${n2(t.cpuRatio.en)} × (en) of the baseline's throughput would (baseline CPU ms per request ÷ home CPU ms per request).`,
    '',
  );
  if (t.homeThroughNext && Number.isFinite(t.homeThroughNext.ratio)) {
    out.push(
      `Home as served answers repeated requests from the front server's page microcache (lib/proxy/pageMicrocache.mjs, README "Request edge"). ` +
        `Past it — a conditional request, which the microcache hands to Next, answered 200 from Next's own cache — home (cn) serves ` +
        `${n2(t.homeThroughNext.ratio)} × the baseline's req/s (${n2(t.homeThroughNext.cpuRatio)} × by server CPU per request): the origin's cost without the microcache.`,
      '',
    );
  }
  if (t.pageSize && t.pageSize.length > 2) {
    out.push(
      `Server cost by page size, this run: the baseline, and cached pages of the app served alike through Next (front server, edge, Next's cache; ` +
        `past the page microcache) with different amounts of HTML — what home costs without the microcache, and why: "Why home through Next is at ~0.4 × the baseline" in the analysis below.`,
      '',
      mdTable(
        ['page', 'HTML raw', 'server CPU ms / request', 'req/s ÷ baseline'],
        t.pageSize.map((x) => [x.label, kb(x.htmlRaw), n2(x.cpuMs), `${n2(x.ratio)} ×`]),
      ),
      '',
    );
  }

  out.push('## Throughput and latency', '');
  out.push(
    `autocannon (programmatic), ${s.connections} connections, ${s.seconds} s per target, after a ${s.warmupSeconds} s warm-up run per target ` +
      `(discarded). The targets take turns: ${s.rounds} rounds, each running every target for ${(s.seconds / s.rounds).toFixed(1)} s one after ` +
      `the other, so that changes of the background load over time hit every target alike; req/s = completed requests ÷ time over all ` +
      `rounds, autocannon's latency percentiles = median of the rounds'. ` +
      `autocannon reports latency in whole milliseconds and gives p50/p97.5/p99, not p95. The "exact" columns come from a ` +
      `separate bounded loop run right after each autocannon run (same rounds): N requests by ${s.connections} concurrent keep-alive ` +
      `workers (node:http, one socket each), each request timed with performance.now() from send to last byte; percentiles by ` +
      `nearest rank over all rounds. The port-search target is judged on this exact p95. No Accept-Encoding is sent (no ` +
      `compression) to any target.`,
    '',
  );
  out.push(
    mdTable(
      ['target', 'req/s (autocannon)', 'p50 ms', 'p97.5 ms', 'p99 ms', 'max ms', 'exact N', 'exact req/s', 'exact p50 ms', 'exact p95 ms', 'exact p99 ms', 'non-2xx / errors'],
      r.rows.map((x) => [
        x.label,
        n0(x.cannon.rps),
        `${x.cannon.p50}`,
        `${x.cannon.p97_5}`,
        `${x.cannon.p99}`,
        `${x.cannon.max}`,
        n0(x.exact.n),
        n0(x.exact.rps),
        n2(x.exact.p50),
        n2(x.exact.p95),
        n2(x.exact.p99),
        `${x.cannon.non2xx + x.exact.non2xx} / ${x.cannon.errors + x.cannon.timeouts + x.exact.errors}`,
      ]),
    ),
    '',
  );
  if (r.rows.some((x) => x.cpu)) {
    out.push(
      'Where the CPU went during the autocannon runs of each target (average cores busy over its rounds; the machine has ' +
        `${m.cpus}). "others" is load from outside the benchmark (builds, tests, editors of other people on the machine): ` +
        'when it is well above zero the figures of that row are depressed by it.',
      '',
    );
    if (r.background) out.push(`Before measuring, with both servers idle: ${n2(r.background.machine)} cores busy, load average ${n2(r.background.load1)}.`, '');
    out.push(
      mdTable(
        ['target', 'server', 'load generator', 'others', 'load avg (1 min) at start', 'server CPU ms / request'],
        r.rows.map((x) => [x.label, n2(x.cpu?.server ?? NaN), n2(x.cpu?.client ?? NaN), n2(x.cpu?.others ?? NaN), n2(x.cpu?.load1 ?? NaN), n2(cpuMsPerRequest(x))]),
      ),
      '',
    );
  }
  if (r.serverRssMiB.app || r.serverRssMiB.baseline) {
    out.push(`Server memory after the run (RSS): app ${n0(r.serverRssMiB.app ?? NaN)} MiB, baseline ${n0(r.serverRssMiB.baseline ?? NaN)} MiB.`, '');
  }

  if (r.mixed) out.push(...mixedSection(r.mixed));
  if (r.inp) out.push(...inpSection(r.inp));

  out.push('## Page weight', '');
  out.push(
    'HTML as served (no compression) and gzip (zlib level 6); RSC payload = the HTML\'s inline `self.__next_f.push(…)` scripts (what hydrates the client components: their props and messages) and its share of the raw HTML; ' +
      'CSS = every `<link rel="stylesheet">`, JS = every `<script src>` in that HTML except Next’s `noModule` polyfills (never fetched by a browser that runs modules): the first-load CSS and JS of the page (what islands load later on interaction is not counted). ' +
      'Pages under `mobile` are asked for with a phone\'s user agent.',
    '',
  );
  out.push(
    mdTable(
      ['page', 'HTML raw', 'HTML gzip', 'RSC payload', 'CSS files', 'CSS raw', 'CSS gzip', 'JS files', 'JS raw', 'JS gzip'],
      r.pages.map(({ label, info }) => [
        label,
        kb(info.htmlRaw),
        kb(info.htmlGzip),
        `${kb(info.rscRaw)} (${info.htmlRaw ? Math.round((100 * info.rscRaw) / info.htmlRaw) : 0} %)`,
        `${info.assets.css.count}`,
        kb(info.assets.css.raw),
        kb(info.assets.css.gzip),
        `${info.assets.js.count}`,
        kb(info.assets.js.raw),
        kb(info.assets.js.gzip),
      ]),
    ),
    '',
  );
  for (const home of r.pages.filter((p) => p.label === 'desktop /' || p.label === 'mobile /mobile')) {
    out.push(`<details><summary>Files loaded by ${home.label}</summary>`, '');
    out.push(mdTable(['file', 'raw', 'gzip'], home.info.assets.files.map((f) => [`\`${f.url}\``, kb(f.raw), kb(f.gzip)])));
    out.push('', '</details>', '');
  }

  if (r.lighthouse) {
    const lh = r.lighthouse;
    out.push('## Lighthouse', '');
    out.push(
      `npm \`lighthouse\` (performance, accessibility, best practices and SEO in one run) with Debian chromium (\`CHROME_PATH\`, flags \`--headless --no-sandbox --disable-gpu ` +
        `--disable-background-networking --disable-component-update --disable-sync --no-first-run\`, a fresh profile per run), ` +
        `default mobile settings (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown) and \`--preset=desktop\`; ${lh.runs} runs ` +
        `per page and form factor, one after the other after the load tests; the table shows the medians. The desktop pages run with ` +
        `the desktop preset, the mobile site's pages with the mobile settings (a phone user agent reaches them directly), the ` +
        `baseline page in both: the phone target is ≥ ${r.targets.lighthouse.mobile} and within ${r.targets.lighthouse.belowBaseline} points of the baseline's score in the same run. ` +
        `"failed audits" lists the accessibility, best-practices and SEO audits that did not pass and the weighted performance audits below 0.9, in any run.`,
      '',
    );
    out.push(
      mdTable(
        ['page', 'form factor', 'lands on', 'performance (median)', 'runs', 'accessibility', 'best practices', 'SEO', 'TBT ms', 'LCP ms', 'FCP ms', 'failed audits'],
        lh.figures.map((f) => [
          f.baseline ? `baseline ${f.path}` : f.path,
          f.formFactor,
          f.finalPath,
          n0(f.score),
          f.runs.map((x) => n0(x.score)).join(', ') + (f.error ? ` (failed: ${f.error})` : ''),
          ...CATEGORIES.filter((c) => c !== 'performance').map((c) => n0(f.scores[c])),
          n0(f.tbtMs),
          n0(f.lcpMs),
          n0(f.fcpMs),
          Object.keys(f.failed).join(', ') || '–',
        ]),
      ),
      '',
    );
  }

  out.push('## Response headers (cache diagnostics)', '');
  out.push(
    mdTable(
      ['page', 'status', 'cache-control', 'x-nextjs-cache', 'x-nextjs-prerender', 'vary', 'set-cookie'],
      r.pages.map(({ label, info }) => [
        label,
        `${info.status}`,
        `\`${info.headers['cache-control'] ?? ''}\``,
        info.headers['x-nextjs-cache'] ?? '–',
        info.headers['x-nextjs-prerender'] ?? '–',
        `\`${info.headers.vary ?? ''}\``,
        info.headers['set-cookie'] ? 'yes' : 'no',
      ]),
    ),
    '',
  );

  out.push('## Port search queries', '');
  out.push(`The load rotates through these bodies (\`{"nameCn": query, "types": 1|2}\`, 1 origin, 2 destination):`, '');
  out.push(mdTable(['query', 'types', 'status', 'rows', 'first row'], r.portQueries.map((q) => [q.query, `${q.types}`, `${q.status}`, `${q.rows}`, q.first])));
  out.push('');
  if (r.analysis) out.push(r.analysis.trim(), '');
  return out.join('\n');
}

function mixedSection(x: MixedFigures): string[] {
  return [
    '## Mixed load',
    '',
    `Every endpoint at once (bench/lib/mixed.ts): ${x.connections} keep-alive connections (node:http) for ${n1(x.seconds)} s, each sending its next ` +
      `request when the last byte of the previous answer has arrived, each request drawn by weight from the mix below. Pages are asked for as a ` +
      `browser asks (Accept, Accept-Encoding \`gzip, deflate, br, zstd\`, a desktop user agent), so home may be answered from the front server's ` +
      `page microcache; the certified user's entries send the session cookie of the demo shipper logged in through the login endpoint at the start. ` +
      `Latency from send to last byte, percentiles by nearest rank; errors = non-2xx answers and socket errors (never asked again).`,
    '',
    mdTable(
      ['endpoint', 'weight', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx / errors'],
      [...x.rows, x.total].map((row) => [
        row.key === 'total' ? `**${row.label}**` : row.label,
        `${row.weight}`,
        n0(row.count),
        n1(row.rps),
        n1(row.p50),
        n1(row.p95),
        n1(row.p99),
        n0(row.max),
        `${row.non2xx} / ${row.errors}${row.firstError ? ` (first: \`${row.firstError}\`)` : ''}`,
      ]),
    ),
    '',
  ];
}

function inpSection(figures: InpFigures[]): string[] {
  return [
    '## Interaction to Next Paint',
    '',
    `Playwright's chromium (Debian's, the Lighthouse flags), 1350×940, ${INP_CPU_SLOWDOWN}× CPU slowdown (CDP \`Emulation.setCPUThrottlingRate\`, from ` +
      `before the page loads), web-vitals' attribution build injected before the page's scripts (\`onINP\`, \`reportAllChanges\`, \`durationThreshold: 16\`). ` +
      `Each run is a fresh context and page, measured once the page is idle (network idle and an idle callback); the page's INP after the ` +
      `interaction is its slowest interaction. Typing: the origin field is focused without a click and "Shanghai" typed a key every 160 ms. ` +
      `The rate filter and the chart are on the LCL list of the busiest lane, as the certified demo shipper (session cookie). The table shows ` +
      `the median run with its attribution.`,
    '',
    mdTable(
      ['interaction', 'page', 'INP (median)', 'runs ms', 'input delay ms', 'processing ms', 'presentation delay ms', 'type', 'target'],
      figures.map((f) => [
        f.label,
        `\`${f.path}\``,
        inpText(f.median),
        f.runs.map((r) => r.value.toFixed(0)).join(', ') + (f.error ? ` (failed: ${f.error})` : ''),
        n1(f.median?.inputDelay ?? NaN),
        n1(f.median?.processing ?? NaN),
        n1(f.median?.presentation ?? NaN),
        f.median?.type || '–',
        f.median?.target ? `\`${f.median.target}\`` : '–',
      ]),
    ),
    '',
  ];
}

// The public page types the bench weighs and runs Lighthouse on: each on the desktop site (desktop
// preset) and its page on the mobile site (mobile settings, reached directly with a phone's user
// agent), plus the baseline page in both form factors. Paths come from the screen registry.
import { pathOf, type ScreenId } from '../../lib/screens/registry';
import type { FormFactor } from './lighthouse';
import { request } from './measure';

/** A page type: its key (for BENCH_LIGHTHOUSE_PAGES), a screen of the registry and the query it is asked for with. */
type PageType = { key: string; screen: ScreenId; query?: string; locale?: 'en' };

export const PAGE_TYPES: PageType[] = [
  { key: 'home', screen: 'home' },
  { key: 'home-en', screen: 'home', locale: 'en' },
  { key: 'lcl', screen: 'lclFreight' },
  { key: 'fcl', screen: 'fclRates' },
  { key: 'air', screen: 'airFreight' },
  { key: 'schedules', screen: 'schedules' },
  { key: 'tracking', screen: 'tracking' },
  { key: 'space', screen: 'spaceOffers' },
  { key: 'news', screen: 'news', query: 'tabId=1' },
  // the article's id is looked up on the news list when the bench runs (the first article it links to)
  { key: 'article', screen: 'newsArticle' },
  { key: 'about', screen: 'about' },
  { key: 'join', screen: 'joinUs' },
];

export type PublicPage = { key: string; formFactor: FormFactor; path: string; baseline?: true };

const FORM_FACTORS: FormFactor[] = ['desktop', 'mobile'];

/**
 * The pages a selection names (BENCH_LIGHTHOUSE_PAGES, comma-separated): page-type keys (`home`, `lcl`,
 * …, both form factors), and `mobile` or `desktop` to keep one form factor; empty or `all`: every page.
 * The baseline page is always part of it, in each form factor selected (the anchor of the phone score).
 */
export function selectPages(selection: string, articleId: string | undefined): PublicPage[] {
  const words = selection
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w && w !== 'all');
  const factors = FORM_FACTORS.filter((f) => !words.some((w) => FORM_FACTORS.includes(w as FormFactor)) || words.includes(f));
  const keys = words.filter((w) => !FORM_FACTORS.includes(w as FormFactor));
  const unknown = keys.filter((k) => !PAGE_TYPES.some((t) => t.key === k));
  if (unknown.length) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page ${unknown.join(', ')} (pages: ${PAGE_TYPES.map((t) => t.key).join(', ')}, mobile, desktop)`);
  const types = keys.length ? PAGE_TYPES.filter((t) => keys.includes(t.key)) : PAGE_TYPES;
  const out: PublicPage[] = factors.map((formFactor) => ({ key: 'baseline', formFactor, path: '/', baseline: true }));
  for (const formFactor of factors) {
    for (const t of types) {
      const query = t.key === 'article' ? (articleId ? `id=${articleId}` : undefined) : t.query;
      if (t.key === 'article' && !query) continue;
      const base = pathOf(t.screen, formFactor === 'mobile' ? 'mobile' : 'desktop');
      const localized = t.locale ? `/${t.locale}${base === '/' ? '' : base}` : base;
      out.push({ key: t.key, formFactor, path: query ? `${localized}?${query}` : localized });
    }
  }
  return out;
}

/** The id of the first article the news list links to (the seed's articles), or undefined. */
export async function firstArticleId(origin: string): Promise<string | undefined> {
  const res = await request(origin, 'GET', pathOf('news', 'desktop'));
  return /newsInfo\?id=(\d+)/.exec(res.body.toString('utf8'))?.[1];
}

/** The label of a page in the page-weight table. */
export const pageLabel = (p: PublicPage) => `${p.baseline ? 'baseline' : p.formFactor} ${p.path}`;

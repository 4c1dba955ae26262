'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { Watermark } from '@/components/account/Watermark';
import { CERTIFIED } from '@/lib/contracts/constants';
import { rateAccessOptions, rateListOptions } from '@/lib/api/rates';
import { visitorBeforeAnswer } from '@/lib/api/session';
import type { RateSearch } from '@/lib/contracts/rates';
import type { FullRate, PublicRate } from '@/lib/contracts/rates';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { displayState, MIN_FETCH_MS, type DisplayState } from '@/lib/rates/displayState';
import type { PopularRateLane } from '@/lib/rates/rateIndex';
import { LaneStart } from './LaneStart';
import { RateFilters } from './RateFilters';
import { RateTable } from './RateTable';
import { isFiltered, paramsOf, queryFromParams } from './rateQuery';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';
import styles from './Rates.module.css';
import { localName } from '@/lib/personName';

// The chart library loads only when a price trend is opened.
// the phone's cards and the terms dialog load when shown: a desktop page never loads the cards
const RateCards = lazy(() => import('./RateCards').then((m) => ({ default: m.RateCards })));
const ShowTextDialog = lazy(() => import('./ShowTextDialog').then((m) => ({ default: m.ShowTextDialog })));
// the price-trend chart only after a click (never server-rendered): React's lazy, not next/dynamic, whose
// loader, preload and async-storage modules would weigh on every rate page's first load
const PriceTrendDialog = lazy(() => import('./PriceTrendDialog').then((m) => ({ default: m.PriceTrendDialog })));

/** True from `on` becoming true until at least `ms` later (spec §9: the fetch state shows ≥ 200 ms). */
export function useHeld(on: boolean, ms = MIN_FETCH_MS): boolean {
  const [held, setHeld] = useState(on);
  const since = useRef(0);
  useEffect(() => {
    if (on) {
      since.current = Date.now();
      const id = window.setTimeout(() => setHeld(true), 0);
      return () => window.clearTimeout(id);
    }
    const left = Math.max(0, since.current + ms - Date.now());
    const id = window.setTimeout(() => setHeld(false), left);
    return () => window.clearTimeout(id);
  }, [on, ms]);
  return on || held;
}

const samePageless = (a: RateSearch | undefined, b: RateSearch) =>
  !!a && JSON.stringify({ ...a, page: 0, sort: '', order: '' }) === JSON.stringify({ ...b, page: 0, sort: '', order: '' });

/**
 * The rate list of a kind (LCL on /lclFreight, FCL on /rates, air, spot): the URL's lane and
 * filters, the API's answer in the caller's gate (spec §6), and exactly one display state (§4).
 * `needLane`: the list waits for an origin or a destination (the LCL page's home search).
 */
type Props = {
  kind: RateSearch['kind'];
  needLane?: boolean;
  /** before a lane is chosen: the company's lanes with the widest choice (computed on the server) */
  lanes?: readonly PopularRateLane[];
};

/** Where certifying happens: the desktop site's edit-info page, the mobile site's certification page. */
const CERTIFY_SCREEN = { desktop: 'editInfo', mobile: 'certification' } as const;

export function RatesList({ kind, needLane = false, lanes = [] }: Props) {
  // on the mobile site: cards instead of the table, and the login and certification pages of that surface
  const surface = useSurface();
  const t = useTranslations('Rates');
  const tl = useTranslations('LclFreight');
  const locale = useLocale();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  // the mobile site's login page, which leads back to this very list (lane and filters)
  const loginHref = surface === 'mobile' ? href('login', { next: `${pathname}${params.size ? `?${params.toString()}` : ''}` }, 'mobile') : null;
  // rendered only in the browser (it reads the URL): a visitor's gate shows at once, without a loading
  // state of one render that would shrink the page and grow it back (a layout shift)
  const sessionUser = useSession((s) => s.user);
  const user = sessionUser === undefined && visitorBeforeAnswer() ? null : sessionUser;
  const openLogin = useUi((s) => s.openLogin);
  const q = queryFromParams(new URLSearchParams(params.toString()), kind);
  const laneChosen = !needLane || Boolean(q.portStartId || q.portEndId);
  const viewer = user ? `${user.userId}:${user.certificationStatus}` : 'visitor';
  const list = useQuery({ ...rateListOptions(q, viewer), enabled: user !== undefined && laneChosen, placeholderData: keepPreviousData });
  const fetching = useHeld(list.isFetching && list.data !== undefined);
  const [terms, setTerms] = useState<FullRate | PublicRate | null>(null);
  const [trend, setTrend] = useState<FullRate | null>(null);
  const answer = list.data;
  // Before any answer (no lane chosen yet), the session alone tells a visitor or an uncertified user their
  // gate; a certified user's rate access is asked for (spec §6: told before searching to ask their sales).
  const certified = Boolean(user && user.certificationStatus === CERTIFIED);
  const preGate = useQuery({ ...rateAccessOptions(viewer), enabled: certified && !laneChosen });
  const sessionAccess = user === null ? 'login' : user && !certified ? 'certify' : preGate.data?.data.access === 'unauthorized' ? 'unauthorized' : null;
  const sales = answer?.data.sales ?? (laneChosen ? null : preGate.data?.data.sales) ?? null;
  const access = answer?.data.access ?? null;
  const state: DisplayState = displayState({
    sessionKnown: user !== undefined,
    laneChosen,
    hasAnswer: answer !== undefined,
    fetching,
    pagingOnly: samePageless(list.data?.query, q),
    access,
    total: answer?.total ?? 0,
    filtered: isFiltered(q),
  });

  const go = (next: Partial<RateSearch>) => {
    const merged = { ...q, page: 1, ...next };
    router.replace({ pathname, query: paramsOf(merged) }, { scroll: false });
  };

  if (list.isError && !answer) {
    return (
      <div className={styles.state} data-testid="rates-state" data-state="error">
        <p className={styles.stateTitle}>{t('loadFailed')}</p>
        <button type="button" className={styles.action} onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const rows = answer?.rows ?? [];
  const pageCount = Math.max(1, Math.ceil((answer?.total ?? 0) / q.pageSize));
  const priced = access === 'full';
  const gateAccess = access ?? (state === 'default' ? sessionAccess : null);
  const gate =
    gateAccess === 'login' ? (
      <div className={styles.gate} data-testid="rates-login">
        <div>
          <p className={styles.gateTitle}>{tl('loginTitle')}</p>
          <p className={styles.gateText}>{tl('loginText')}</p>
        </div>
        {loginHref ? (
          <Link href={loginHref} className={styles.gateButton} data-testid="rates-login-link">
            {tl('loginButton')}
          </Link>
        ) : (
          <button type="button" className={styles.gateButton} onClick={() => openLogin()}>
            {tl('loginButton')}
          </button>
        )}
      </div>
    ) : gateAccess === 'certify' ? (
      <div className={styles.gate} data-testid="rates-certify">
        <div>
          <p className={styles.gateTitle}>{tl('certifyTitle')}</p>
          <p className={styles.gateText}>{tl('certifyText')}</p>
        </div>
        <Link href={href(CERTIFY_SCREEN[surface], {}, surface)} className={styles.gateButton}>
          {tl('certifyButton')}
        </Link>
      </div>
    ) : gateAccess === 'unauthorized' ? (
      <div className={styles.gate} data-testid="rates-unauthorized">
        <div>
          <p className={styles.gateTitle}>{t('unauthorizedTitle')}</p>
          <p className={styles.gateText}>{t('unauthorizedText')}</p>
          {sales ? <p className={styles.gateText}>{t('salesLine', { name: localName(sales, locale), mobile: sales.mobile, email: sales.email })}</p> : null}
        </div>
      </div>
    ) : null;

  return (
    <section className={styles.wrap} data-testid="rates-state" data-state={state} aria-busy={state.endsWith('Loading')}>
      {state === 'pageLoading' ? (
        // a kind's whole list (no lane yet, not LCL: its lane start is short), and a lane's rates as the
        // phone's cards, are taller than a screen: hold the screen meanwhile, so what follows does not
        // show and move away
        <div className={kind === 'lcl' && surface !== 'mobile' ? styles.state : `${styles.state} ${styles.fill}`} data-testid="rates-loading">
          <span className={styles.spinner} aria-hidden />
          <p className={styles.stateText}>{t('pageLoading')}</p>
        </div>
      ) : state === 'default' ? (
        <>
          {gate}
          <LaneStart kind={kind} lanes={lanes} />
        </>
      ) : (
        <>
          {gate}
          <RateFilters query={q} carriers={answer?.data.carriers ?? []} total={answer?.total ?? 0} priced={priced} onChange={go} />
          {state === 'inquiry' ? (
            <div className={styles.state} data-testid="rates-inquiry">
              <p className={styles.stateTitle}>{t('inquiry')}</p>
              <p className={styles.stateText}>{t('inquiryText')}</p>
              {answer?.data.sales ? <p className={styles.stateText}>{t('salesLine', { name: localName(answer.data.sales, locale), mobile: answer.data.sales.mobile, email: answer.data.sales.email })}</p> : null}
            </div>
          ) : state === 'empty' || (rows.length === 0 && state !== 'listLoading' && state !== 'tableLoading') ? (
            <div className={styles.state} data-testid="rates-empty">
              <p className={styles.stateTitle}>{tl('empty')}</p>
              <p className={styles.stateText}>{isFiltered(q) ? t('emptyFilters') : tl('emptyHint')}</p>
            </div>
          ) : (
            <div className={styles.wrap}>
              {surface === 'mobile' ? (
                <Suspense fallback={<div className={styles.cardsLoading} aria-busy />}>
                  {priced ? (
                    <Watermark>
                      <RateCards rows={rows} dim={state === 'listLoading'} skeleton={state === 'tableLoading'} onTerms={setTerms} />
                    </Watermark>
                  ) : (
                    <RateCards rows={rows} dim={state === 'listLoading'} skeleton={state === 'tableLoading'} onTerms={setTerms} />
                  )}
                </Suspense>
              ) : priced ? (
                <Watermark>
                  <RateTable kind={kind} rows={rows} priced dim={state === 'listLoading'} skeleton={state === 'tableLoading'} onTerms={setTerms} onTrend={setTrend} />
                </Watermark>
              ) : (
                <RateTable kind={kind} rows={rows} priced={false} dim={state === 'listLoading'} skeleton={state === 'tableLoading'} onTerms={setTerms} />
              )}
              {state === 'listLoading' ? (
                <div className={styles.overlay} data-testid="rates-list-loading">
                  <span className={styles.spinner} aria-label={t('listLoading')} />
                </div>
              ) : null}
            </div>
          )}
          {pageCount > 1 ? (
            <nav className={styles.pager} aria-label="pagination" data-testid="rates-pager">
              <button type="button" className={styles.pageItem} disabled={q.page <= 1} onClick={() => go({ page: q.page - 1 })} aria-label="‹">
                ‹
              </button>
              {pageItems(q.page, pageCount).map((p, i) =>
                p === null ? (
                  <span key={`gap${i}`} className={styles.sub}>
                    …
                  </span>
                ) : (
                  <button key={p} type="button" className={styles.pageItem} aria-current={p === q.page ? 'page' : undefined} onClick={() => go({ page: p })}>
                    {p}
                  </button>
                ),
              )}
              <button type="button" className={styles.pageItem} disabled={q.page >= pageCount} onClick={() => go({ page: q.page + 1 })} aria-label="›">
                ›
              </button>
            </nav>
          ) : null}
        </>
      )}
      {terms ? (
        <Suspense fallback={null}>
          <ShowTextDialog rate={terms} onClose={() => setTerms(null)} />
        </Suspense>
      ) : null}
      {trend ? (
        <Suspense fallback={null}>
          <PriceTrendDialog rate={trend} viewer={viewer} onClose={() => setTrend(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Page numbers around the current one, with gaps (null). */
function pageItems(page: number, count: number): (number | null)[] {
  const set = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

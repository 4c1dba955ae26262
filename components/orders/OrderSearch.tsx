'use client';

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { OrderSearchResult } from '@/lib/contracts/orders';
import { ApiCallError } from '@/lib/api/errors';
import { errorText } from '@/components/account/callError';
import { callLight } from '@/lib/api/client';
import { weborderApi } from '@/lib/endpoints/weborder';
import { OrderStepper } from './OrderStepper';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderBaseInfo } from './OrderBaseInfo';
import { useOrderLabels } from './useOrderLabels';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import styles from './orders.module.css';

const TABS = ['search', 'baseInfo', 'history', 'status'] as const;
type Tab = (typeof TABS)[number];

/**
 * The order search of /orderSearch and /orderSearchIframe: an order no or bill no, answered by
 * GET /api/orderSearch (the owner's view when this browser is logged in as the order's owner),
 * shown in the sub-views Search, BaseInfo, History and Status. The number goes into the address
 * (?no=), so a search can be shared and survives a reload.
 */
export function OrderSearch({ embedded = false, siteHref }: { embedded?: boolean; siteHref?: string }) {
  const t = useTranslations('Orders');
  const userId = useSession((s) => (s.user ? s.user.userId : s.user));
  const openLogin = useUi((s) => s.openLogin);
  const labels = useOrderLabels();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<Tab>('search');
  const [result, setResult] = useState<OrderSearchResult | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const inflight = useRef<AbortController | null>(null);

  const run = useCallback(
    async (value: string) => {
      const q = value.trim();
      if (!q) {
        setError(t('emptyTitle'));
        return;
      }
      inflight.current?.abort();
      const ctl = new AbortController();
      inflight.current = ctl;
      setLoading(true);
      setError('');
      try {
        const { data } = await callLight(weborderApi.orderSearch, { no: q }, ctl.signal);
        setResult(data!);
        setTab('status');
        const url = new URL(window.location.href);
        url.searchParams.set('no', data!.orderNo);
        window.history.replaceState(window.history.state, '', url);
      } catch (e) {
        if (ctl.signal.aborted) return;
        setResult(null);
        setTab('search');
        setError((e instanceof ApiCallError && e.fieldErrors?.no?.[0]) || errorText(e, t('failed')));
      } finally {
        if (inflight.current === ctl) setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    const initial = new URLSearchParams(window.location.search).get('no');
    if (initial) {
      if (inputRef.current) inputRef.current.value = initial;
      // after this render: the search sets its own loading state
      void Promise.resolve().then(() => run(initial));
    }
    return () => inflight.current?.abort();
  }, [run]);

  // Logging in (or out) changes what the answer may hold: ask again for the order on screen.
  const shownNo = result?.orderNo;
  const lastUser = useRef(userId);
  useEffect(() => {
    if (lastUser.current === userId) return;
    const before = lastUser.current;
    lastUser.current = userId;
    if (before !== undefined && shownNo) void run(shownNo);
  }, [userId, shownNo, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(inputRef.current?.value ?? '');
  };

  return (
    <div className={embedded ? styles.embedded : styles.searchCard} data-testid="order-search">
      <form className={styles.searchForm} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.searchLabel}>
          {t('searchLabel')}
        </label>
        <div className={styles.searchRow}>
          <input
            id={inputId}
            name="no"
            className={styles.searchInput}
            ref={inputRef}
            defaultValue=""
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('searchPlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            data-testid="order-search-input"
          />
          <button type="submit" className={styles.searchButton} disabled={loading} data-testid="order-search-submit">
            {loading ? t('searching') : t('searchButton')}
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className={styles.error} role="alert" data-testid="order-search-error">
            {error}
          </p>
        ) : null}
      </form>

      <div className={styles.tabs} role="tablist">
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={styles.tab}
            disabled={key !== 'search' && !result}
            onClick={() => setTab(key)}
            data-testid={`order-tab-${key}`}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>

      <div className={styles.panel} role="tabpanel">
        {tab === 'search' || !result ? (
          <div className={styles.empty} data-testid="order-search-empty">
            <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
            <p>{t('emptyText')}</p>
          </div>
        ) : (
          <>
            <p className={result.view === 'owner' ? styles.ownerNote : styles.publicNote} data-testid="order-view" data-view={result.view}>
              {result.view === 'owner' ? t('ownerNotice') : t('publicNotice')}
              {result.view === 'public' && embedded && siteHref ? (
                <>
                  {' '}
                  <a href={`${siteHref}?no=${encodeURIComponent(result.orderNo)}`} target="_blank" rel="noopener">
                    {t('loginToSeeAll')}
                  </a>
                </>
              ) : null}
              {result.view === 'public' && !embedded && userId === null ? (
                <>
                  {' '}
                  <button type="button" className={styles.linkButton} onClick={() => openLogin()} data-testid="order-login">
                    {t('loginToSeeAll')}
                  </button>
                </>
              ) : null}
            </p>
            <p className={styles.resultHead}>
              <span data-testid="order-result-no">{result.orderNo}</span>
              {result.billNo ? <span className={styles.muted}>{result.billNo}</span> : null}
            </p>
            {tab === 'status' ? (
              <OrderStepper stage={result.stage} history={result.history} labels={labels.stages} hints={labels.hints} currentLabel={t('currentStage')} />
            ) : tab === 'history' ? (
              <OrderHistoryTable history={result.history} labels={labels.history} />
            ) : (
              <OrderBaseInfo order={result} />
            )}
          </>
        )}
      </div>
    </div>
  );
}

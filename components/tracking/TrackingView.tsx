'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Segmented } from '@/components/common/Segmented';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { ApiCallError } from '@/lib/api/errors';
import { errorText } from '@/components/account/callError';
import { confirmTrackingSubscription, trackingOptions, trackingQueryKey, type TrackingSearch } from '@/lib/api/tracking';
import { TRACKING_TYPES, type TrackingType } from '@/lib/contracts/constants';
import type { TrackingResult } from '@/lib/contracts/tracking';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { checkContainerNo } from '@/lib/tracking/iso6346';
import { resolveTrackingType } from '@/lib/tracking/detect';
import { TrackingResultView } from './TrackingResultView';
import styles from './tracking.module.css';
import { href } from '@/lib/screens/registry';
import { useSurface } from '@/components/providers/SurfaceProvider';

const SubscribeDialog = lazy(() => import('./SubscribeDialog'));


/** The search the URL states (?type=bill|container|hbl&no=…), or null. */
export function trackingFromParams(params: URLSearchParams): TrackingSearch | null {
  const no = params.get('no')?.trim() ?? '';
  if (!no || no.length > 40) return null;
  const type = params.get('type');
  return { type: (TRACKING_TYPES as readonly string[]).includes(type ?? '') ? (type as TrackingType) : 'auto', no };
}

/** The form's own check of a number (the API checks it again): a container's ISO 6346 check digit above all. */
function useLocalCheck() {
  const t = useTranslations('Tracking');
  const v = useTranslations('Validation');
  return (type: TrackingType, no: string, hblPrefix: string): string | null => {
    if (!no.trim()) return t('required');
    // the number is searched by what it says it is; the tab decides only when that is ambiguous
    if (resolveTrackingType(no, type, hblPrefix) !== 'container') return null;
    const c = checkContainerNo(no);
    if (c.ok) return null;
    return c.reason === 'format' ? v('containerFormat') : v('containerCheckDigit', { number: c.number, expected: c.expected, given: c.given });
  };
}

export function TrackingForm({ initial, hblPrefix, compact = false, demoBill }: { initial: TrackingSearch | null; hblPrefix: string; compact?: boolean; demoBill?: string | null }) {
  const surface = useSurface();
  const t = useTranslations('Tracking');
  const router = useRouter();
  const check = useLocalCheck();
  const [type, setType] = useState<TrackingType>(initial && initial.type !== 'auto' ? initial.type : 'bill');
  const [no, setNo] = useState(initial?.no ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={`${styles.form} ${compact ? styles.formCompact : ''}`}
      data-testid="tracking-form"
      onSubmit={(e) => {
        e.preventDefault();
        const problem = check(type, no, hblPrefix);
        setError(problem);
        if (!problem) router.push(href('tracking', { type, no: no.trim() }, surface));
      }}
    >
      <Segmented<TrackingType>
        value={type}
        onChange={(v) => {
          setType(v);
          setError(null);
        }}
        options={TRACKING_TYPES.map((k) => ({ value: k, label: t(`types.${k}`) }))}
        data-testid="tracking-type"
        aria-label={t('typeLabel')}
        block={compact}
        className={styles.types}
      />
      <div className={styles.inputRow}>
        <input
          className={`${styles.input} ${error ? styles.inputInvalid : ''}`}
          value={no}
          maxLength={40}
          onChange={(e) => {
            setNo(e.target.value);
            setError(null);
          }}
          placeholder={t(`placeholders.${type}`)}
          aria-label={t(`types.${type}`)}
          aria-invalid={!!error}
          aria-describedby={error ? 'tracking-error' : undefined}
          autoCapitalize="characters"
          spellCheck={false}
          data-testid="tracking-input"
        />
        <button type="submit" className={styles.go} data-testid="tracking-search">
          <SearchOutlined aria-hidden />
          <span>{t('search')}</span>
        </button>
      </div>
      {error ? (
        <p id="tracking-error" className={styles.formError} role="alert" data-testid="tracking-error">
          {error}
        </p>
      ) : null}
      {compact ? null : (
        <p className={styles.sampleLink}>
          <Link href="/tracking/mock">{t('sample')}</Link>
          {demoBill ? (
            <Link href={{ pathname: '/tracking', query: { type: 'bill', no: demoBill } }} data-testid="tracking-demo-carrier">
              {t('demoCarrier', { no: demoBill })}
            </Link>
          ) : null}
        </p>
      )}
    </form>
  );
}

/** The subscribe action of a result: a dialog for a logged-in user, the login otherwise. */
export function SubscribeAction({ result }: { result: TrackingResult }) {
  const t = useTranslations('Tracking');
  const user = useSession((s) => s.user);
  const openLogin = useUi((s) => s.openLogin);
  const [open, setOpen] = useState(false);
  if (user === undefined) return null;
  if (result.subscribePending) return <span className={styles.subscribed} data-testid="tracking-subscribe-pending">{t('subscribe.pending')}</span>;
  if (result.subscribeTime) return <span className={styles.subscribed}>{t('subscribe.done', { time: result.subscribeTime })}</span>;
  return (
    <>
      <button type="button" className={styles.subscribe} onClick={() => (user ? setOpen(true) : openLogin())} data-testid="tracking-subscribe">
        {user ? t('subscribe.button') : t('subscribe.login')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SubscribeDialog result={result} email={user?.email ?? ''} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function TrackingResults({ q, compact = false }: { q: TrackingSearch; compact?: boolean }) {
  const t = useTranslations('Tracking');
  const result = useQuery(trackingOptions(q));
  if (result.isPending) return <div className={styles.resultSkeleton} aria-busy data-testid="tracking-loading" />;
  if (result.isError) {
    const e = result.error;
    const notFound = e instanceof ApiCallError && e.status === 404;
    const invalid = e instanceof ApiCallError && e.status === 422;
    return (
      <div className={styles.state} role="alert" data-testid={notFound ? 'tracking-not-found' : 'tracking-failed'}>
        {notFound ? (
          <>
            <p className={styles.stateTitle}>{t('notFound', { no: q.no })}</p>
            <p>{t('notFoundHint')}</p>
          </>
        ) : invalid ? (
          <p className={styles.stateTitle}>{e.fieldErrors?.no?.[0] ?? errorText(e, t('error'))}</p>
        ) : (
          <>
            <p>{t('error')}</p>
            <button type="button" className={styles.linkButton} onClick={() => void result.refetch()}>
              <ReloadOutlined /> {t('retry')}
            </button>
          </>
        )}
      </div>
    );
  }
  const found = result.data;
  return (
    <>
      {found.type !== q.type ? (
        <p className={styles.foundAs} role="status" data-testid="tracking-found-as" data-type={found.type}>
          {t(`foundAs.${found.type}`, { no: found.no })}
        </p>
      ) : null}
      <TrackingResultView result={found} compact={compact} subscribe={<SubscribeAction result={found} />} />
    </>
  );
}

/**
 * A mailed confirmation link opened (?confirm=…, beside the number's type and no): confirms that
 * subscription once and says so (the server's message), or why not.
 */
export function TrackingConfirm({ token }: { token: string }) {
  const t = useTranslations('Tracking');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmTrackingSubscription(token),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trackingQueryKey }),
  });
  const { mutate } = confirm;
  useEffect(() => mutate(), [mutate, token]);
  if (confirm.isError) {
    return (
      <p className={styles.formError} role="alert" data-testid="tracking-confirm-failed">
        {errorText(confirm.error, t('error'))}
      </p>
    );
  }
  return (
    <p className={styles.subscribed} role="status" data-testid={confirm.isSuccess ? 'tracking-confirmed' : 'tracking-confirming'}>
      {confirm.isSuccess ? confirm.data.message : t('confirming')}
    </p>
  );
}

/** /tracking: the search form, then the answer of the number the URL names. */
export function TrackingView({ hblPrefix, demoBill = null }: { hblPrefix: string; demoBill?: string | null }) {
  const params = useSearchParams();
  const q = trackingFromParams(params);
  const confirmToken = params.get('confirm');
  return (
    <>
      {confirmToken ? <TrackingConfirm token={confirmToken} /> : null}
      <TrackingForm key={params.toString()} initial={q} hblPrefix={hblPrefix} demoBill={demoBill} />
      {q ? <TrackingResults q={q} /> : null}
    </>
  );
}

export function TrackingViewSkeleton() {
  return <div className={styles.formSkeleton} aria-busy />;
}

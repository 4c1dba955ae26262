'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { useSession } from '@/components/providers/QueryProvider';
import { AccountLoginForm } from '@/components/account/AccountLoginForm';
import { errorText } from '@/components/account/callError';
import { callLight, keyOf } from '@/lib/api/client';
import { spotApi } from '@/lib/endpoints/spot';
import { TRADE_NO } from '@/lib/contracts/spot';
import { Link } from '@/lib/i18n/navigation';
import type { PAYMENT_OUTCOMES } from '@/lib/contracts/spot';
import m from '@/components/mobile/mobile.module.css';
import styles from './mobileOrders.module.css';

type Outcome = (typeof PAYMENT_OUTCOMES)[number];

const card = `${m.card} ${m.cardPad}`;

/**
 * The phone's side of the QR payment (the built-in sandbox wallet): opened from the scanned code,
 * it logs the phone in first when needed, shows what the code asks to pay with the time left, and
 * pays it. The server applies the payment once; too late (the window closed), it is refused.
 */
export function SpotWallet() {
  const t = useTranslations('Spot.wallet');
  const ts = useTranslations('Spot');
  const user = useSession((s) => s.user);
  const [code, setCode] = useState<string | null | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('code') ?? '';
    queueMicrotask(() => setCode(TRADE_NO.test(raw) ? raw : null));
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const info = useQuery({
    queryKey: keyOf(spotApi.payInfo, code, user?.userId),
    queryFn: async ({ signal }) => ({ at: Date.now(), data: (await callLight(spotApi.payInfo, { code: code! }, signal)).data! }),
    enabled: !!code && !!user,
    retry: false,
  });

  if (user === undefined || code === undefined) return <div className={card} aria-busy />;
  if (code === null) return <p className={card}>{t('closedText')}</p>;
  if (user === null) {
    return (
      <div className={card} data-testid="wallet-login">
        <h2 className={styles.h2}>{t('loginTitle')}</h2>
        <p>{t('loginText')}</p>
        <AntdProvider>
          <AccountLoginForm />
        </AntdProvider>
      </div>
    );
  }
  if (info.isPending) return <div className={card} aria-busy />;
  if (info.isError) return <p className={card} data-testid="wallet-error">{errorText(info.error, t('failed'))}</p>;
  const d = info.data.data;
  const left = Math.max(0, d.secondsLeft - Math.floor((now - info.data.at) / 1000));

  if (outcome || d.status === 'paid') {
    const o = outcome ?? 'duplicate';
    return (
      <div className={card} data-testid="wallet-done" data-outcome={o}>
        <h2 className={styles.h2}>{o === 'paid' ? t('paidTitle') : o === 'refunded' ? t('refundedTitle') : t('duplicateTitle')}</h2>
        <p>{o === 'refunded' ? t('refundedText') : t('paidText', { orderCode: d.orderCode })}</p>
        <Link href="/mobile/spotCargo" className={m.primaryButton} data-testid="wallet-my-cargo">
          {ts('myCargo')}
        </Link>
      </div>
    );
  }
  if (d.status !== 'pending' || left === 0) {
    return (
      <div className={card} data-testid="wallet-closed">
        <h2 className={styles.h2}>{t('closedTitle')}</h2>
        <p>{t('closedText')}</p>
      </div>
    );
  }

  async function pay() {
    setPending(true);
    setFailure('');
    try {
      const res = await callLight(spotApi.sandboxPay, { code: code! });
      setOutcome(res.data!.outcome);
    } catch (error) {
      setFailure(errorText(error, t('failed')));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={card} data-testid="wallet">
      <p className={styles.label}>{t('amount')}</p>
      <p className={styles.amount} data-testid="wallet-amount">
        ¥{(d.amount / 100).toFixed(2)}
      </p>
      <dl className={styles.dl}>
        <dt>{t('orderCode')}</dt>
        <dd>{d.orderCode}</dd>
        <dt>{t('payee')}</dt>
        <dd>{d.companyName}</dd>
        <dt>{t('timeLeft')}</dt>
        <dd className={styles.left} data-testid="wallet-left">
          {String(Math.floor(left / 60)).padStart(2, '0')}:{String(left % 60).padStart(2, '0')}
        </dd>
      </dl>
      {failure ? <p className={styles.error}>{failure}</p> : null}
      <button type="button" className={m.primaryButton} onClick={() => void pay()} disabled={pending} data-testid="wallet-pay">
        {pending ? t('paying') : t('pay')}
      </button>
    </div>
  );
}

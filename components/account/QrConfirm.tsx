'use client';

import { Suspense, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { ClockCircleOutlined, DesktopOutlined, EnvironmentOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { qrConfirm, qrInfo } from '@/lib/api/account';
import { qrTicketQuery } from '@/lib/contracts/account';
import { useSession } from '@/components/providers/QueryProvider';
import { AccountLoginForm } from './AccountLoginForm';
import { errorText } from './callError';
import styles from './qrConfirm.module.css';
import { shownDateTime } from '@/lib/dates';
import { keyOf } from '@/lib/api/client';
import { webuserApi } from '@/lib/endpoints/webuser';

type Outcome = { kind: 'confirmed' | 'rejected' } | { kind: 'error'; message: string };

function Confirm({ ticket }: { ticket: string }) {
  const t = useTranslations('QrConfirm');
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const info = useQuery({
    queryKey: keyOf(webuserApi.qrLoginInfo, ticket),
    queryFn: ({ signal }) => qrInfo(ticket, signal),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  async function answer(approve: boolean) {
    setPending(approve ? 'approve' : 'reject');
    try {
      const res = await qrConfirm({ ticket, approve });
      setOutcome({ kind: res.data?.status === 'rejected' || !approve ? 'rejected' : 'confirmed' });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorText(error, t('failed')) });
    } finally {
      setPending(null);
    }
  }

  if (outcome?.kind === 'confirmed') {
    return <Result status="success" title={t('confirmedTitle')} subTitle={t('confirmedText')} data-testid="qr-confirm-done" />;
  }
  if (outcome?.kind === 'rejected') {
    return <Result status="info" title={t('rejectedTitle')} subTitle={t('rejectedText')} data-testid="qr-confirm-rejected" />;
  }
  if (outcome?.kind === 'error') {
    return <Result status="warning" title={outcome.message} subTitle={t('rescan')} data-testid="qr-confirm-error" />;
  }
  if (info.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (info.isError) {
    return <Result status="warning" title={errorText(info.error, t('failed'))} subTitle={t('rescan')} data-testid="qr-confirm-error" />;
  }

  const d = info.data.data;
  const when = d ? shownDateTime(d.requestedAt) : '';
  return (
    <div className={styles.card} data-testid="qr-confirm">
      <DesktopOutlined className={styles.bigIcon} aria-hidden />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {d ? (
        <dl className={styles.facts}>
          <div>
            <dt>
              <GlobalOutlined aria-hidden /> {t('browser')}
            </dt>
            <dd data-testid="qr-device">{t('browserValue', { browser: d.browser, os: d.os, device: d.device })}</dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden /> {t('location')}
            </dt>
            <dd>
              {d.location && d.location !== 'unknown' ? d.location : t('locationUnknown')}
              {d.ip ? ` · ${d.ip}` : ''}
            </dd>
          </div>
          <div>
            <dt>
              <ClockCircleOutlined aria-hidden /> {t('time')}
            </dt>
            <dd>{when}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.warning}>{t('warning')}</p>
      <div className={styles.actions}>
        <Button type="primary" size="large" block loading={pending === 'approve'} disabled={!!pending} onClick={() => answer(true)} data-testid="qr-approve">
          {t('approve')}
        </Button>
        <Button size="large" block loading={pending === 'reject'} disabled={!!pending} onClick={() => answer(false)} data-testid="qr-reject">
          {t('reject')}
        </Button>
      </div>
    </div>
  );
}

function QrConfirmInner() {
  const t = useTranslations('QrConfirm');
  const params = useSearchParams();
  const user = useSession((s) => s.user);
  const parsed = qrTicketQuery.safeParse({ ticket: params.get('ticket') ?? '' });

  if (!parsed.success) {
    return <Result status="warning" title={t('invalidTitle')} subTitle={t('rescan')} data-testid="qr-confirm-error" />;
  }
  if (user === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (user === null) {
    return (
      <div className={styles.card} data-testid="qr-confirm-login">
        <h1 className={styles.title}>{t('loginTitle')}</h1>
        <p className={styles.lead}>{t('loginText')}</p>
        <AccountLoginForm />
      </div>
    );
  }
  return <Confirm ticket={parsed.data.ticket} />;
}

/**
 * The phone's side of the QR login (spec §1 "Login is by scanning a code"): the phone must be logged
 * in (inline account login otherwise), sees which browser asks — device, time, approximate place —
 * and answers with one of two explicit buttons.
 */
export function QrConfirm() {
  return (
    <div className={styles.page}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <QrConfirmInner />
      </Suspense>
    </div>
  );
}

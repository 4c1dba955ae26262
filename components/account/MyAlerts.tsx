'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { changeMyAlertLane, deleteMyAlert, deleteMyTracking, myRateAlertsOptions, myTrackingOptions, pauseMyAlert, pauseMyTracking } from '@/lib/api/myAlerts';
import type { MyRateAlert } from '@/lib/contracts/subscriptions';
import type { TrackingSubscription } from '@/lib/contracts/tracking';
import { Link } from '@/lib/i18n/navigation';
import { href } from '@/lib/screens/registry';
import { errorText } from '@/components/account/callError';
import { RateSubscriptionDialog } from '@/components/home/RateSubscriptionDialog';
import { useSurface } from '@/components/providers/SurfaceProvider';
import styles from './myAlerts.module.css';

type Props = {
  /** the account's own email ('' = none: rate alerts need one) */
  email: string;
  rateAlerts: MyRateAlert[];
  tracking: TrackingSubscription[];
};

/** YYYY-MM-DD of a YYYY-MM-DD HH:mm:ss stamp. */
const day = (stamp: string) => stamp.slice(0, 10);

/**
 * My alerts (workspace and phone): the rate alerts of the account's own email — change the lane
 * (the subscription dialog's edit mode), pause or resume, delete — and the account's tracking
 * subscriptions — pause or resume, delete, open the number's tracking. The server answers every
 * change (owner only); the lists are read again after each.
 */
export function MyAlerts({ email, rateAlerts, tracking }: Props) {
  const t = useTranslations('MyAlerts');
  const locale = useLocale();
  const surface = useSurface();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const alerts = useQuery(myRateAlertsOptions(rateAlerts));
  const subs = useQuery(myTrackingOptions(tracking));
  const [editing, setEditing] = useState<MyRateAlert | null>(null);

  const portName = (p: MyRateAlert['origin']) => (locale === 'en' ? p.nameEn || p.nameCn : p.nameCn || p.nameEn);
  const refresh = (key: readonly unknown[]) => queryClient.invalidateQueries({ queryKey: key });

  const act = useMutation({
    mutationFn: async (a: { run: () => Promise<{ message?: string }>; key: readonly unknown[]; done?: string }) => {
      const answer = await a.run();
      return { ...a, answer };
    },
    onSuccess: ({ answer, key, done }) => {
      void message.success(done ?? answer.message ?? '');
      void refresh(key);
    },
    onError: (error) => void message.error(errorText(error, t('failed'))),
  });
  // the row whose action runs: its button spins
  const [pendingId, setPendingId] = useState('');
  const busy = (id: string) => act.isPending && pendingId === id;
  const run = (id: string, key: readonly unknown[], fn: () => Promise<{ message?: string }>, done?: string) => {
    setPendingId(id);
    act.mutate({ run: fn, key, done });
  };
  const alertKey = myRateAlertsOptions().queryKey;
  const trackingKey = myTrackingOptions().queryKey;

  const alertRows = alerts.data ?? [];
  const trackingRows = subs.data ?? [];

  return (
    <div className={surface === 'mobile' ? `${styles.wrap} ${styles.mobile}` : styles.wrap} data-testid="my-alerts">
      <section className={styles.section} aria-labelledby="my-rate-alerts">
        <h2 id="my-rate-alerts" className={styles.title}>
          {t('rateTitle')}
        </h2>
        {email ? <p className={styles.lead}>{t('rateLead', { email })}</p> : null}
        {!email ? (
          <p className={styles.empty} data-testid="my-alerts-no-email">
            {t('rateNoEmail')}{' '}
            <Link href={href('editInfo', {}, surface)}>{t('rateNoEmailLink')}</Link>
          </p>
        ) : alertRows.length === 0 ? (
          <p className={styles.empty} data-testid="my-alerts-empty">
            {t('rateEmpty')} <Link href={href('home', {}, surface)}>{t('rateEmptyLink')}</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {alertRows.map((a) => (
              <li key={a.id} className={styles.item} data-testid="my-alert" data-paused={a.paused}>
                <div className={styles.main}>
                  <p className={styles.name}>
                    <span data-testid="my-alert-lane">{t('lane', { origin: portName(a.origin), destination: portName(a.destination) })}</span>
                    <Tag color={a.paused ? 'default' : 'green'} className={styles.tag} data-testid="my-alert-status">
                      {t(a.paused ? 'status.paused' : 'status.active')}
                    </Tag>
                  </p>
                  <p className={styles.meta}>{t('since', { date: day(a.createdAt) })}</p>
                </div>
                <div className={styles.actions}>
                  <Button size="small" onClick={() => setEditing(a)} data-testid="my-alert-change">
                    {t('changeLane')}
                  </Button>
                  <Button
                    size="small"
                    loading={busy(`a${a.id}`)}
                    onClick={() => run(`a${a.id}`, alertKey, () => pauseMyAlert({ id: a.id, paused: !a.paused }))}
                    data-testid="my-alert-pause"
                  >
                    {a.paused ? t('resume') : t('pause')}
                  </Button>
                  <DeleteButton testId="my-alert-delete" onConfirm={() => run(`a${a.id}`, alertKey, () => deleteMyAlert(a.id), t('deleted'))} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="my-tracking">
        <h2 id="my-tracking" className={styles.title}>
          {t('trackingTitle')}
        </h2>
        <p className={styles.lead}>{t('trackingLead')}</p>
        {trackingRows.length === 0 ? (
          <p className={styles.empty} data-testid="my-tracking-empty">
            {t('trackingEmpty')} <Link href={href('tracking', {}, surface)}>{t('trackingEmptyLink')}</Link>
          </p>
        ) : (
          <ul className={styles.list}>
            {trackingRows.map((s) => {
              const status = !s.confirmed ? 'pending' : s.paused ? 'paused' : 'active';
              return (
                <li key={s.id} className={styles.item} data-testid="my-tracking" data-paused={s.paused}>
                  <div className={styles.main}>
                    <p className={styles.name}>
                      <span className={styles.type}>{t(`types.${s.type}`)}</span>
                      <span className={styles.number}>{s.no}</span>
                      <Tag color={status === 'active' ? 'green' : status === 'pending' ? 'gold' : 'default'} className={styles.tag} data-testid="my-tracking-status">
                        {t(`status.${status}`)}
                      </Tag>
                    </p>
                    <p className={styles.meta}>
                      {[t('mailTo', { email: s.email }), s.delayHours ? t('delay', { hours: s.delayHours }) : '', t('since', { date: day(s.createdAt) })].filter(Boolean).join(' · ')}
                    </p>
                    {status === 'pending' ? <p className={styles.meta}>{t('pendingHint', { email: s.email })}</p> : null}
                  </div>
                  <div className={styles.actions}>
                    <Link href={href('tracking', { type: s.type, no: s.no }, surface)} className={styles.view}>
                      {t('view')}
                    </Link>
                    <Button size="small" loading={busy(`t${s.id}`)} onClick={() => run(`t${s.id}`, trackingKey, () => pauseMyTracking({ id: s.id, paused: !s.paused }))} data-testid="my-tracking-pause">
                      {s.paused ? t('resume') : t('pause')}
                    </Button>
                    <DeleteButton testId="my-tracking-delete" onConfirm={() => run(`t${s.id}`, trackingKey, () => deleteMyTracking(s.id), t('deleted'))} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {editing ? (
        <RateSubscriptionDialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          initial={{ id: editing.id, subscribeEmail: editing.subscribeEmail, portStart: editing.origin, portEnd: editing.destination }}
          lockEmail
          save={(input) => changeMyAlertLane({ id: editing.id, portStartId: input.portStartId, portEndId: input.portEndId })}
          onSaved={() => void refresh(alertKey)}
        />
      ) : null}
    </div>
  );
}

/** Delete, after a confirmation (its OK button is `${testId}-ok`). */
function DeleteButton({ testId, onConfirm }: { testId: string; onConfirm: () => void }) {
  const t = useTranslations('MyAlerts');
  return (
    <Popconfirm title={t('deleteConfirm')} okText={t('deleteOk')} cancelText={t('cancel')} okButtonProps={{ danger: true, 'data-testid': `${testId}-ok` }} onConfirm={onConfirm}>
      <Button size="small" danger data-testid={testId}>
        {t('delete')}
      </Button>
    </Popconfirm>
  );
}

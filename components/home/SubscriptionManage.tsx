'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, List, Skeleton } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { portsByIdsOptions } from '@/lib/api/ports';
import { deleteSubscription, manageSubscriptions } from '@/lib/api/subscriptions';
import type { ManagedSubscription } from '@/lib/contracts/subscriptions';
import { errorText } from '@/components/account/callError';
import { keyOf } from '@/lib/api/client';
import { websubMaskFclApi } from '@/lib/endpoints/websubMaskFcl';

/**
 * The page a mailed manage link opens (/subscription?token=…): confirms the address's rate alerts
 * (POST /websubMaskFcl/manageSubMaskFcl) and lists them, each with an unsubscribe button
 * (POST /websubMaskFcl/deleteSubMaskFcl with the token). The token is read in the browser, so the
 * page itself stays static.
 */
export function SubscriptionManage() {
  const t = useTranslations('Subscription');
  const locale = useLocale();
  const { message } = App.useApp();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [removed, setRemoved] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    const id = window.setTimeout(() => setToken(new URLSearchParams(window.location.search).get('token')), 0);
    return () => window.clearTimeout(id);
  }, []);

  const q = useQuery({
    queryKey: keyOf(websubMaskFclApi.manageSubMaskFcl, token),
    queryFn: async () => (await manageSubscriptions(token!)).data,
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
  const rows: ManagedSubscription[] = (q.data?.rows ?? []).filter((r) => !removed.includes(r.id));
  const ids = [...new Set((q.data?.rows ?? []).flatMap((r) => [r.portStartId, r.portEndId]))].sort((x, y) => x - y);
  const ports = useQuery(portsByIdsOptions(ids));
  const name = (id: number) => {
    const p = ports.data?.find((x) => x.id === id);
    return p ? (locale === 'en' ? p.nameEn || p.nameCn : p.nameCn || p.nameEn) : String(id);
  };

  async function unsubscribe(id: number) {
    if (!token) return;
    setBusy(id);
    try {
      await deleteSubscription({ id, token });
      setRemoved((r) => [...r, id]);
      void message.success(t('unsubscribed'));
    } catch (error) {
      void message.error(errorText(error, t('unsubscribeFailed')));
    } finally {
      setBusy(null);
    }
  }

  if (token === undefined || (token && q.isPending)) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!token) return <Alert type="warning" showIcon title={t('manageMissing')} data-testid="subscription-manage-error" />;
  if (q.isError) return <Alert type="error" showIcon title={errorText(q.error, t('manageFailed'))} data-testid="subscription-manage-error" />;
  return (
    <div data-testid="subscription-manage">
      <p>{t('manageLead', { email: q.data?.email ?? '' })}</p>
      <List
        bordered
        dataSource={rows}
        locale={{ emptyText: t('manageEmpty') }}
        renderItem={(r) => (
          <List.Item
            data-testid="subscription-manage-row"
            actions={[
              <Button key="off" danger loading={busy === r.id} onClick={() => void unsubscribe(r.id)} data-testid="subscription-unsubscribe">
                {t('unsubscribe')}
              </Button>,
            ]}
          >
            {t('lane', { origin: name(r.portStartId), destination: name(r.portEndId) })}
          </List.Item>
        )}
      />
    </div>
  );
}

'use client';

import { ReloadOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { kefuOptions, myCustomerOptions, salesLimitOptions, salesListOptions } from '@/lib/api/contacts';
import type { SessionUserInfo } from '@/lib/contracts/session';
import { ContactItem } from './ContactItem';
import { ManagerCard } from './ManagerCard';
import styles from './ContactPanel.module.css';

/** Load failures are logged, never shown as a crash (spec §8): the panel offers a retry instead. */
function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`[contact] ${what} could not be loaded`, error);
  }, [error, what]);
}

export function PanelBody({ user, active, onToggle }: { user: SessionUserInfo | null | undefined; active: number | null; onToggle: (i: number) => void }) {
  const t = useTranslations('ContactPanel');
  const locale = useLocale();
  const userId = user?.userId ?? 0;
  const sales = useQuery(salesListOptions(userId));
  // Until the session is known (or if asking for it failed) the visitor's contact is shown.
  const kefu = useQuery({ ...kefuOptions(), enabled: !user });
  const limit = useQuery(salesLimitOptions(userId));
  const manager = useQuery(myCustomerOptions(user?.companyId ?? 0, userId, locale));
  const list = user ? sales : kefu;
  useLogError(list.error, user ? 'sales contacts' : 'default contact');
  useLogError(manager.error, 'account manager');

  const contacts = user ? (sales.data ?? []) : kefu.data ? [kefu.data] : [];
  return (
    <>
      {user && manager.data ? <ManagerCard manager={manager.data} /> : null}
      {user && limit.data?.reason === 'certification' ? <p className={styles.note}>{t('limitCertification')}</p> : null}
      <h3 className={styles.section}>{user ? t('salesTitle') : t('serviceTitle')}</h3>
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true" aria-label={t('loading')}>
          <Skeleton avatar active paragraph={{ rows: 2 }} />
        </div>
      ) : list.isError ? (
        <p className={styles.note} role="status">
          {t('loadFailed')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => void list.refetch()}>
            <ReloadOutlined /> {t('retry')}
          </button>
        </p>
      ) : contacts.length === 0 ? (
        <p className={styles.note}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {contacts.map((c, i) => (
            <ContactItem key={c.id} contact={c} role={user ? 'sales' : 'service'} expanded={active === i} onToggle={() => onToggle(i)} />
          ))}
        </ul>
      )}
    </>
  );
}

/** Warms the list while the pointer approaches the panel's button. */
export function prefetchContacts(queryClient: QueryClient, user: SessionUserInfo | null | undefined): void {
  if (user) void queryClient.prefetchQuery(salesListOptions(user.userId));
  else void queryClient.prefetchQuery(kefuOptions());
}

type Props = { user: SessionUserInfo | null | undefined; active: number | null; onToggle: (i: number) => void };

/** The panel's body with antd and the contacts API: loaded when the panel first opens (or is approached). */
export default function ContactPanelBody(props: Props) {
  return (
    <AntdProvider>
      <PanelBody {...props} />
    </AntdProvider>
  );
}

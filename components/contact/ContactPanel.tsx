'use client';

import { CloseOutlined, CustomerServiceOutlined, ReloadOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession, useUi } from '@/components/providers/StoreProvider';
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

function PanelBody({ user, active, onToggle }: { user: SessionUserInfo | null | undefined; active: number | null; onToggle: (i: number) => void }) {
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

/**
 * The floating customer-service panel (spec §4): a 58 px button at the bottom right that opens a
 * 324×514 panel. Visitors see the default customer-service contact, logged-in users their account
 * manager and sales contacts; the lists reload when the login changes (their query keys hold the
 * user id). One contact is expanded at a time; closing resets the scroll and the expanded item.
 */
export function ContactPanel() {
  const t = useTranslations('ContactPanel');
  const user = useSession((s) => s.user);
  const open = useUi((s) => s.contactOpen);
  const setOpen = useUi((s) => s.setContactOpen);
  const openLogin = useUi((s) => s.openLogin);
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  // The first contact (the user's own sales, or the default contact) starts expanded.
  const [active, setActive] = useState<number | null>(0);
  const userId = user?.userId ?? 0;
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setActive(0);
  }

  const close = useCallback(() => {
    setOpen(false);
    setActive(0);
  }, [setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (rootRef.current && e.target instanceof Node && !rootRef.current.contains(e.target)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  // Warm the list while the pointer approaches the button.
  const prefetch = () => {
    if (user) void queryClient.prefetchQuery(salesListOptions(user.userId));
    else void queryClient.prefetchQuery(kefuOptions());
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {open ? (
        <section className={styles.panel} role="dialog" aria-label={user ? t('titleUser') : t('titleVisitor')} data-testid="contact-panel">
          <header className={styles.head}>
            <CustomerServiceOutlined className={styles.headIcon} aria-hidden />
            <div className={styles.headText}>
              <h2 className={styles.title}>{user ? t('titleUser') : t('titleVisitor')}</h2>
              <p className={styles.subtitle}>{t('subtitle')}</p>
            </div>
            <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
              <CloseOutlined />
            </button>
          </header>
          {/* Unmounted when closed, so the scroll position starts at the top again. */}
          <div className={styles.body}>
            <PanelBody user={user} active={active} onToggle={(i) => setActive((a) => (a === i ? null : i))} />
          </div>
          {!user ? (
            <footer className={styles.foot}>
              <span>{t('loginHint')}</span>
              <button
                type="button"
                className={styles.footButton}
                onClick={() => {
                  close();
                  openLogin();
                }}
              >
                {t('login')}
              </button>
            </footer>
          ) : null}
        </section>
      ) : (
        <button
          type="button"
          className={styles.fab}
          onClick={() => setOpen(true)}
          onMouseEnter={prefetch}
          onFocus={prefetch}
          aria-haspopup="dialog"
          data-testid="contact-button"
        >
          <CustomerServiceOutlined className={styles.fabIcon} aria-hidden />
          <span>{t('open')}</span>
        </button>
      )}
    </div>
  );
}

export default ContactPanel;

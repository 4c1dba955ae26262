'use client';

import { CloseOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useUi } from '@/components/providers/StoreProvider';
import { useSession } from '@/components/providers/QueryProvider';
import styles from './ContactPanel.module.css';

// The body (antd, the contacts API and its contracts) loads when the panel is approached or opened.
const importBody = () => import('./ContactPanelBody');
const ContactPanelBody = lazy(importBody);

function BodyLoading() {
  const t = useTranslations('ContactPanel');
  return <div className={styles.loading} aria-busy="true" aria-label={t('loading')} />;
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

  // Warm the body's code and the list while the pointer approaches the button.
  const prefetch = () => {
    void importBody().then((m) => m.prefetchContacts(queryClient, user));
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
            <Suspense fallback={<BodyLoading />}>
              <ContactPanelBody user={user} active={active} onToggle={(i) => setActive((a) => (a === i ? null : i))} />
            </Suspense>
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

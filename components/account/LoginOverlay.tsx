'use client';

import type { ReactNode } from 'react';
import { Modal, Tabs } from 'antd';
import { QrcodeOutlined, UserOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { UiState } from '@/lib/stores/ui';
import { useUi } from '@/components/providers/StoreProvider';
import { AccountLoginForm } from './AccountLoginForm';
import { CertificationGate } from './CertificationGate';
import { LoginArt } from './LoginArt';
import { PasswordPanel } from './PasswordPanel';
import { QrLoginPanel } from './QrLoginPanel';
import styles from './account.module.css';
import { loopFocus } from '@/components/common/FocusLoop';

type Page = UiState['loginPage'];

/** The overlay's page in a locale: Chinese has the scan/mobile tabs, English the loginQR page and an account page. */
export function overlayPage(page: Page, en: boolean): Page {
  if (en && page === 'scan') return 'loginQR';
  if (!en && page === 'loginQR') return 'scan';
  return page;
}

function Aside() {
  const t = useTranslations('Login');
  return (
    <aside className={styles.overlayAside} aria-hidden>
      <p className={styles.asideTitle}>{t('asideTitle')}</p>
      <ul className={styles.asideList}>
        <li>{t('asidePoint1')}</li>
        <li>{t('asidePoint2')}</li>
        <li>{t('asidePoint3')}</li>
      </ul>
      <LoginArt className={styles.asideArt} />
    </aside>
  );
}

/**
 * The login overlay of the default layout (spec §2): opened through the ui store
 * (useUi((s) => s.openLogin)). Chinese: the scan (QR) and mobile (account) tabs. English: the
 * loginQR page with a switch to account login. Both: the password page (change) and certification.
 */
export function LoginOverlay() {
  const t = useTranslations('Login');
  const en = useLocale() === 'en';
  const open = useUi((s) => s.loginOpen);
  const page = overlayPage(useUi((s) => s.loginPage), en);
  const openLogin = useUi((s) => s.openLogin);
  const closeLogin = useUi((s) => s.closeLogin);
  const wide = page === 'certification';

  let body: ReactNode;
  if (page === 'change') {
    body = <PasswordPanel onBack={() => openLogin(en ? 'loginQR' : 'mobile')} />;
  } else if (page === 'certification') {
    body = <CertificationGate />;
  } else if (!en) {
    body = (
      <Tabs
        activeKey={page}
        onChange={(key) => openLogin(key as Page)}
        destroyOnHidden
        centered
        size="large"
        items={[
          { key: 'scan', label: <span data-testid="tab-scan"><QrcodeOutlined aria-hidden /> {t('tabScan')}</span>, children: <QrLoginPanel /> },
          { key: 'mobile', label: <span data-testid="tab-mobile"><UserOutlined aria-hidden /> {t('tabAccount')}</span>, children: <AccountLoginForm /> },
        ]}
      />
    );
  } else if (page === 'loginQR') {
    body = (
      <div data-testid="login-qr-page">
        <h2 className={styles.panelTitle}>{t('qrTitle')}</h2>
        <QrLoginPanel />
        <div className={styles.formLinksCenter}>
          <button type="button" className={styles.textLinkStrong} onClick={() => openLogin('mobile')} data-testid="switch-account">
            <UserOutlined aria-hidden /> {t('switchToAccount')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <div data-testid="login-account-page">
        <h2 className={styles.panelTitle}>{t('accountTitle')}</h2>
        <AccountLoginForm />
        <div className={styles.formLinksCenter}>
          <button type="button" className={styles.textLink} onClick={() => openLogin('loginQR')} data-testid="switch-qr">
            <QrcodeOutlined aria-hidden /> {t('switchToQr')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <Modal modalRender={loopFocus}
      open={open}
      onCancel={closeLogin}
      footer={null}
      centered
      destroyOnHidden
      width={wide ? 960 : 820}
      // the dialog's accessible name (antd names the dialog after its title only); the design shows none
      title={<span className="visually-hidden">{t('dialogLabel')}</span>}
      styles={{ container: { padding: 0, overflow: 'hidden' }, header: { margin: 0, padding: 0 } }}
    >
      <div className={wide ? styles.overlayWide : styles.overlayGrid} data-testid="login-overlay-body" data-page={page}>
        {wide ? null : <Aside />}
        <section className={styles.overlayMain}>{body}</section>
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import { LoginArt } from './LoginArt';
import styles from './account.module.css';
import ws from './workspace.module.css';

/**
 * The frame of the account pages (register, loginQR, change, certification): a brand band with the
 * page's title, and the form (antd, with its provider) on a card that overlaps it.
 */
export function AccountPageShell({
  eyebrow,
  title,
  subtitle,
  points,
  wide = false,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** selling points beside the card (narrow layout only) */
  points?: string[];
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={styles.accountPage}>
      <section className={ws.band}>
        <div className={`${ws.bandInner} ${ws.bandInnerTall}`}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.accountTitle}>{title}</h1>
          <p className={styles.accountSubtitle}>{subtitle}</p>
        </div>
      </section>
      <div className={wide ? styles.accountBodyWide : styles.accountBody}>
        {!wide && points?.length ? (
          <aside className={styles.accountAside}>
            <ul className={styles.pointList}>
              {points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <LoginArt className={styles.accountArt} />
          </aside>
        ) : null}
        <div className={styles.accountCard}>
          <PageMessages page="account">
            <AntdProvider>{children}</AntdProvider>
          </PageMessages>
        </div>
      </div>
    </main>
  );
}

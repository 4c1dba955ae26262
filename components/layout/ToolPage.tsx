import type { ReactNode } from 'react';
import styles from './ToolPage.module.css';

/**
 * The server-rendered shell of a search page: the brand band with its title and lead, then the
 * page's own body in the content width. The islands inside keep their own styles.
 */
export function ToolPage({ title, lead, spaced, children }: { title: string; lead: string; spaced?: boolean; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <section className={styles.head}>
        <div className={styles.inner}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
      </section>
      <div className={spaced ? `${styles.inner} ${styles.spaced}` : styles.inner}>{children}</div>
    </main>
  );
}

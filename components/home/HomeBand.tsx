import type { ReactNode } from 'react';
import styles from './bands.module.css';

/** One band of the home page below the hero: a titled section (the title names it for assistive tech), an optional lead, its content. */
export function HomeBand({ id, title, lead, soft, children }: { id: string; title: string; lead?: string; soft?: boolean; children: ReactNode }) {
  return (
    <section className={soft ? `${styles.band} ${styles.soft}` : styles.band} aria-labelledby={id}>
      <div className={styles.inner}>
        <header className={styles.bandHead}>
          <h2 id={id} className={styles.bandTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.bandLead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

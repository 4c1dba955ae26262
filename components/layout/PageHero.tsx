import type { ReactNode } from 'react';
import { HeroArt } from './HeroArt';
import styles from './page.module.css';

/** The band at the top of a content page: its h1, a line under it and an illustration. */
export function PageHero({ eyebrow, title, subtitle, children, testId }: { eyebrow?: string; title: string; subtitle?: string; children?: ReactNode; testId?: string }) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heroTitle} data-testid={testId}>
            {title}
          </h1>
          {subtitle ? <p className={styles.heroSubtitle}>{subtitle}</p> : null}
          {children}
        </div>
        <HeroArt className={styles.heroArt} />
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './page.module.css';

/** The call-to-action band that closes a content page: a title, a line, and its buttons. */
export function PageCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className={styles.cta}>
      <div className={styles.ctaInner}>
        <div>
          <h2 className={styles.ctaTitle}>{title}</h2>
          <p className={styles.ctaText}>{text}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

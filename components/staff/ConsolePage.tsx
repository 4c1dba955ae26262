import type { ReactNode } from 'react';
import styles from './console.module.css';

/** A console screen: its title, a line saying what it is for, actions on the right, then the content. */
export function ConsolePage({ title, sub, extra, children, testId }: { title: string; sub?: string; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {sub ? <p className={styles.pageSub}>{sub}</p> : null}
        </div>
        {extra}
      </div>
      {children}
    </div>
  );
}

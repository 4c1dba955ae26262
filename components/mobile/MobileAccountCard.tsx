import type { ReactNode } from 'react';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from './mobile.module.css';

/** The card of a mobile account page (login, register, password, certification, profile): antd forms with their messages. */
export function MobileAccountCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.accountCard} data-testid={testId}>
      <PageMessages page="mobileAccount">
        <AntdProvider>{children}</AntdProvider>
      </PageMessages>
    </div>
  );
}

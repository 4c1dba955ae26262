'use client';

import { Suspense, useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { AccountLoginForm } from '@/components/account/AccountLoginForm';
import { CodeLoginForm } from './CodeLoginForm';
import { useSession } from '@/components/providers/QueryProvider';
import { safeMobilePath, takeContinueTo } from './continueTo';
import styles from './mobile.module.css';

function Login() {
  const t = useTranslations('Mobile.codeLogin');
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const user = useSession((s) => s.user);
  const params = useSearchParams();
  const router = useRouter();
  const account = params.get('account') ?? undefined;

  // Logged in (now or already): on to the page that asked for the login, else the profile.
  useEffect(() => {
    if (!user) return;
    router.replace(safeMobilePath(params.get('next')) ?? takeContinueTo() ?? '/mobile/profile');
  }, [user, params, router]);

  if (user === undefined || user) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <>
      <div className={styles.segmented} role="tablist" aria-label={t('tabPassword')}>
        {(['password', 'code'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={mode === m}
            className={mode === m ? `${styles.segment} ${styles.segmentActive}` : styles.segment}
            onClick={() => setMode(m)}
            data-testid={`login-mode-${m}`}
          >
            {m === 'password' ? t('tabPassword') : t('tabCode')}
          </button>
        ))}
      </div>
      {mode === 'password' ? (
        <AccountLoginForm initialAccount={account} />
      ) : (
        <>
          <CodeLoginForm />
          <p className={styles.formHint}>{t('hint')}</p>
        </>
      )}
    </>
  );
}

/** /mobile/login: login with the password or a one-time code (mobile number or email), then back where the phone came from. */
export function MobileLogin() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <Login />
    </Suspense>
  );
}

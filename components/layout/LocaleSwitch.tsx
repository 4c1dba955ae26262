'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import styles from './header/header.module.css';

const LOCALES: { locale: AppLocale; key: 'cn' | 'en' }[] = [
  { locale: 'zh-CN', key: 'cn' },
  { locale: 'en', key: 'en' },
];

/** The current URL without its locale prefix, with its query and hash (read at click time). */
export function currentHref(): string {
  const { pathname, search, hash } = window.location;
  const bare = pathname.replace(/^\/(en|cn)(?=\/|$)/, '') || '/';
  return `${bare}${search}${hash}`;
}

/** 中文 | English: switches language on the same page, keeping the query. */
export function LocaleSwitch({ className }: { className?: string }) {
  const t = useTranslations('LocaleSwitch');
  const locale = useLocale();
  const router = useRouter();
  return (
    <div className={`${styles.locale} ${className ?? ''}`} role="group" aria-label={t('label')}>
      {LOCALES.map(({ locale: l, key }, i) => {
        const current = l === locale;
        return (
          <span key={l} className={styles.localeItem}>
            {i > 0 ? <span aria-hidden>/</span> : null}
            <button
              type="button"
              lang={l}
              className={current ? styles.localeCurrent : styles.localeButton}
              aria-pressed={current}
              data-testid={`locale-${key}`}
              onClick={() => {
                if (!current) router.replace(currentHref(), { locale: l });
              }}
            >
              {t(key)}
            </button>
          </span>
        );
      })}
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { useSession } from '@/components/providers/QueryProvider';
import styles from './Watermark.module.css';
import { localName } from '@/lib/personName';

/** Spec §6: the mark is tiled this many times over protected content. */
export const WATERMARK_TILES = 200;

/** The user name plus the last 4 digits of the phone (just the name when there is no phone). */
export function watermarkText(userName: string, phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-4);
  return [userName.trim(), digits].filter(Boolean).join(' ');
}

/**
 * Tiles the logged-in user's name and phone tail over the wrapped content (spec §6 "Watermark"),
 * so screenshots of rates and orders can be traced. It never takes clicks. Logged out: nothing.
 */
export function Watermark({ children }: { children: ReactNode }) {
  const user = useSession((s) => s.user);
  const locale = useLocale();
  // the name in the page's language (an English page: the English name), the phone tail apart
  const text = user ? watermarkText(localName({ nameCn: user.userName, nameEn: user.userNameEn }, locale) || user.email, user.phone) : '';
  return (
    <div className={styles.wrap}>
      {children}
      {text ? (
        <div className={styles.layer} aria-hidden data-testid="watermark">
          {Array.from({ length: WATERMARK_TILES }, (_, i) => (
            // the text drawn by CSS (::before): a faint mark over the content, no text of the page
            // (WCAG 1.4.3: pure decoration has no contrast to meet, so it must not read as text)
            <span key={i} className={styles.tile} data-text={text} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

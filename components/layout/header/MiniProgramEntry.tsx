'use client';

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { wxSchemeOptions } from '@/lib/api/enterprise';
import styles from './header.module.css';

/**
 * "Mini-program" entry of the top bar: on hover or focus a popover shows a QR code of the link that
 * opens the company's mini-program (GET /webuser/getWxUrlNewScheme, fetched on first open) and the
 * company's official-account QR code (wxPubQrCodePic).
 */
export function MiniProgramEntry({ qrCodePic }: { qrCodePic: string }) {
  const t = useTranslations('Header');
  const [opened, setOpened] = useState(false);
  const scheme = useQuery({ ...wxSchemeOptions({ query: 'from=web' }), enabled: opened });
  const openlink = scheme.data?.openlink;
  const [qr, setQr] = useState<{ link: string; dataUrl: string } | null>(null);

  useEffect(() => {
    if (!openlink) return;
    let live = true;
    // The QR library loads only when someone opens the popover.
    import('qrcode')
      .then((QR) => QR.toDataURL(openlink, { margin: 1, width: 240 }))
      .then((dataUrl) => live && setQr({ link: openlink, dataUrl }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [openlink]);

  const qrUrl = qr && qr.link === openlink ? qr.dataUrl : null;

  return (
    <span className={styles.mini} onMouseEnter={() => setOpened(true)} onFocus={() => setOpened(true)} data-testid="mini-program">
      <button type="button" className={styles.miniButton} aria-haspopup="true">
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden>
          <path
            fill="currentColor"
            d="M9 3a6 6 0 0 0-6 6v6a6 6 0 1 0 12 0V9a2 2 0 1 1 4 0v.5a1 1 0 1 0 2 0V9a6 6 0 1 0-12 0v6a2 2 0 1 1-4 0V9a2 2 0 0 1 2-2 1 1 0 1 0 0-2Z"
          />
        </svg>
        {t('miniProgram')}
      </button>
      <span className={styles.miniPopover} role="dialog" aria-label={t('miniProgram')}>
        <span className={styles.miniTile}>
          <span className={styles.miniQr}>
            {qrUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- data URL made in the browser
              <img src={qrUrl} alt={t('miniProgramScan')} width={120} height={120} data-testid="mini-program-qr" />
            ) : scheme.isError ? (
              <span className={styles.miniNote}>{t('linkFailed')}</span>
            ) : (
              <span className={styles.miniLoading} aria-label={t('loading')} />
            )}
          </span>
          <span className={styles.miniCaption}>{t('miniProgramScan')}</span>
          {openlink ? (
            <a href={openlink} target="_blank" rel="noopener noreferrer" className={styles.miniLink} data-testid="mini-program-link">
              {t('miniProgramOpen')}
            </a>
          ) : null}
        </span>
        {qrCodePic ? (
          <span className={styles.miniTile}>
            <span className={styles.miniQr}>
              {/* eslint-disable-next-line @next/next/no-img-element -- brand QR served as a file */}
              <img src={qrCodePic} alt={t('officialAccount')} width={120} height={120} loading="lazy" />
            </span>
            <span className={styles.miniCaption}>{t('officialAccount')}</span>
          </span>
        ) : null}
      </span>
    </span>
  );
}

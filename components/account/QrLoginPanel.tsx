'use client';

import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, MobileOutlined, ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import QRCode from 'qrcode';
import { qrStatus, qrTicket } from '@/lib/api/account';
import { ApiCallError, keyOf } from '@/lib/api/client';
import { QR_CODES, QR_POLL_MS } from '@/lib/contracts/account';
import { errorText } from './callError';
import { useLoginSuccess } from './useLoginSuccess';
import styles from './account.module.css';
import { webuserApi } from '@/lib/endpoints/webuser';

/** An SVG data URL of the QR code (pure JS: no canvas needed). */
function useQrImage(text: string | undefined): string | null {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } })
      .then((svg) => {
        if (live) setImage({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (live) setImage(null);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return image && image.text === text ? image.url : null;
}

type View = 'loading' | 'waiting' | 'scanned' | 'expired' | 'confirmed' | 'error';

/**
 * QR-scan login (spec §2 login overlay "scan" / English loginQR). The desktop asks for a single-use
 * ticket, shows the mobile confirm URL as a QR code and polls its status every ~2 s: waiting →
 * scanned (confirm on the phone) → confirmed (this browser receives its session cookie). An expired
 * or refused ticket offers a fresh code.
 */
export function QrLoginPanel() {
  const t = useTranslations('Login');
  const onLoggedIn = useLoginSuccess();
  const instance = useId();
  const [round, setRound] = useState(0);
  const [expiredAt, setExpiredAt] = useState<{ ticket: string; at: number } | null>(null);

  const ticketQ = useQuery({
    queryKey: keyOf(webuserApi.qrLoginTicket, instance, round),
    queryFn: qrTicket,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const ticket = ticketQ.data?.data;
  const expired = !!ticket && expiredAt?.ticket === ticket.ticket;

  // The code's own lifetime: past it the desktop stops polling and offers a new code.
  useEffect(() => {
    if (!ticket || ticket.mode !== 'builtin') return;
    const timer = window.setTimeout(() => setExpiredAt({ ticket: ticket.ticket, at: Date.now() }), ticket.expiresIn * 1000);
    return () => window.clearTimeout(timer);
  }, [ticket]);

  const statusQ = useQuery({
    queryKey: keyOf(webuserApi.qrLoginStatus, ticket?.ticket),
    queryFn: ({ signal }) => qrStatus(ticket!.ticket, signal),
    enabled: !!ticket && ticket.mode === 'builtin' && !expired,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (q) =>
      q.state.status === 'error' || q.state.data?.data?.status === 'confirmed' ? false : (ticket?.pollMs ?? QR_POLL_MS),
    refetchIntervalInBackground: true,
  });
  const status = statusQ.data?.data;

  useEffect(() => {
    if (status?.status === 'confirmed') onLoggedIn(status.user);
  }, [status, onLoggedIn]);

  const image = useQrImage(ticket?.mode === 'builtin' ? ticket.qrUrl : undefined);
  const statusError = statusQ.error;
  const serverExpired = statusError instanceof ApiCallError && statusError.code === QR_CODES.expired;

  let view: View;
  if (ticketQ.isError) view = 'error';
  else if (!ticket || (ticket.mode === 'builtin' && !image)) view = 'loading';
  else if (expired || serverExpired) view = 'expired';
  else if (statusError) view = 'error';
  else if (status?.status === 'confirmed') view = 'confirmed';
  else if (status?.status === 'scanned') view = 'scanned';
  else view = 'waiting';

  const refresh = () => {
    setExpiredAt(null);
    setRound((r) => r + 1);
  };

  if (ticket?.mode === 'wechat' && ticket.authorizeUrl) {
    const url = ticket.authorizeUrl;
    return (
      <div className={styles.qrPanel} data-testid="qr-panel" data-state="wechat">
        <WechatOutlined className={styles.wechatIcon} aria-hidden />
        <p className={styles.qrHint}>{t('wechatHint')}</p>
        <Button type="primary" size="large" onClick={() => window.location.assign(url)}>
          {t('wechatButton')}
        </Button>
      </div>
    );
  }

  const errorMessage =
    view === 'expired'
      ? serverExpired
        ? errorText(statusError, t('qrExpired'))
        : t('qrExpired')
      : view === 'error'
        ? errorText(ticketQ.error ?? statusError, t('qrFailed'))
        : '';

  return (
    <div className={styles.qrPanel} data-testid="qr-panel" data-state={view}>
      <div className={styles.qrBox}>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- an in-memory SVG data URL
          <img src={image} alt={t('qrAlt')} className={styles.qrImage} data-testid="qr-image" data-url={ticket?.qrUrl} />
        ) : (
          <div className={styles.qrPlaceholder}>{view === 'loading' ? <Spin /> : null}</div>
        )}
        {view === 'scanned' || view === 'confirmed' ? (
          <div className={styles.qrCover}>
            <CheckCircleFilled className={styles.qrCoverOk} aria-hidden />
            <strong>{view === 'confirmed' ? t('qrConfirmed') : t('qrScanned')}</strong>
          </div>
        ) : null}
        {view === 'expired' || view === 'error' ? (
          <div className={styles.qrCover} role="alert">
            <ExclamationCircleFilled className={styles.qrCoverWarn} aria-hidden />
            <strong data-testid="qr-message">{errorMessage}</strong>
            <Button type="primary" icon={<ReloadOutlined />} onClick={refresh} data-testid="qr-refresh">
              {t('qrRefresh')}
            </Button>
          </div>
        ) : null}
      </div>
      <p className={styles.qrTitle}>
        <MobileOutlined aria-hidden /> {view === 'scanned' ? t('qrScannedHint') : t('qrHint')}
      </p>
      <p className={styles.qrHint}>{t('qrSteps')}</p>
    </div>
  );
}

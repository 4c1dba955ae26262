'use client';

import { useEffect, useState } from 'react';
import { App } from 'antd';
import { sendCode } from '@/lib/api/account';
import type { SendCodeInput } from '@/lib/contracts/account';

/** Seconds before another code may be asked for when the server does not say (spec: 60 s). */
export const RESEND_SECONDS = 60;

/** A countdown in whole seconds; 0 when idle. */
function useCountdown(): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  ];
}

/**
 * Asks POST /webuser/sendCode for a one-time code and runs the resend countdown the answer names:
 * `send(account)` says "sent" by mail or SMS (the caller's texts) or hands the error to `onError`.
 */
export function useCodeSender(
  purpose: NonNullable<SendCodeInput['purpose']>,
  texts: { sentMail: (account: string) => string; sentSms: (account: string) => string },
  onError: (error: unknown) => void,
) {
  const { message } = App.useApp();
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);

  async function send(account: string): Promise<void> {
    setSending(true);
    try {
      const answer = await sendCode({ account, purpose });
      startCountdown(answer.data?.resendAfter || RESEND_SECONDS);
      void message.success(answer.data?.channel === 'mail' ? texts.sentMail(account) : texts.sentSms(account));
    } catch (error) {
      onError(error);
    } finally {
      setSending(false);
    }
  }

  return { left, sending, send };
}

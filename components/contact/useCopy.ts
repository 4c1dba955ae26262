'use client';

import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { recordBehaviour } from '@/lib/api/contacts';
import { copyText } from './copyText';

type Event = { type: number; data?: Record<string, string | number | boolean | null> };

/**
 * Copy with the spec's messages (§8): 'Content copied to clipboard!' or 'Sorry, copy failed!'.
 * A successful copy may record a behaviour event (41 phone, 25 email); tracking failures are only logged.
 */
export function useCopy() {
  const { message } = App.useApp();
  const t = useTranslations('Copy');
  return useCallback(
    async (text: string, event?: Event): Promise<boolean> => {
      const ok = await copyText(text);
      if (!ok) {
        void message.error(t('failure'));
        return false;
      }
      void message.success(t('success'));
      if (event) recordBehaviour(event).catch((error: unknown) => console.error('[contact] behaviour event not recorded', error));
      return true;
    },
    [message, t],
  );
}

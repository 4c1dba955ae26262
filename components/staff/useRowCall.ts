'use client';

import { useState } from 'react';
import { useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { errorText } from '@/components/account/callError';

/**
 * A call made from a list's row (delete, publish, assign, review): says how it went, refreshes the
 * lists under `refresh` (a query key, or filters), and names the row it is busy with meanwhile.
 * `failed` words a failure the server gave no message for.
 */
export function useRowCall(refresh: QueryKey | InvalidateQueryFilters, failed?: string) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  /** `done` runs after a success, before the refresh (closing a dialog). */
  async function run(id: number, call: () => Promise<unknown>, success: string, done?: () => void) {
    setBusy(id);
    try {
      await call();
      void message.success(success);
      done?.();
      await queryClient.invalidateQueries(Array.isArray(refresh) ? { queryKey: refresh as QueryKey } : (refresh as InvalidateQueryFilters));
    } catch (e) {
      void message.error(errorText(e, failed ?? t('saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  return { busy, run };
}

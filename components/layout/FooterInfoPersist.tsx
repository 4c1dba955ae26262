'use client';

import { useEffect } from 'react';
import type { EnterpriseInfo } from '@/lib/contracts/enterprise';

/**
 * Keeps the footer's enterprise info in localStorage (spec §3 "Footer enterprise info is persisted
 * locally"). The key comes from the server (the contract module would bring zod to every page).
 */
export function FooterInfoPersist({ info, storageKey }: { info: EnterpriseInfo; storageKey: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(info));
    } catch {
      // storage full or disabled: the footer is server-rendered anyway
    }
  }, [info, storageKey]);
  return null;
}

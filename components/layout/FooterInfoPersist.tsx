'use client';

import { useEffect } from 'react';
import { FOOTER_INFO_STORAGE_KEY, type EnterpriseInfo } from '@/lib/contracts/enterprise';

/** Keeps the footer's enterprise info in localStorage (spec §3 "Footer enterprise info is persisted locally"). */
export function FooterInfoPersist({ info }: { info: EnterpriseInfo }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(FOOTER_INFO_STORAGE_KEY, JSON.stringify(info));
    } catch {
      // storage full or disabled: the footer is server-rendered anyway
    }
  }, [info]);
  return null;
}

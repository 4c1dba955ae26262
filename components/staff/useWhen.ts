'use client';

import { shownDateTime } from '@/lib/dates';

/** Date and time as YYYY-MM-DD HH:mm on the business clock in every language (spec §9); '—' when there is none. */
export function useWhen() {
  return (iso: string | null | undefined) => (iso ? shownDateTime(iso) || '—' : '—');
}

'use client';

import { useFormatter } from 'next-intl';

/** Short date and time in the page's language; '—' when there is none. */
export function useWhen() {
  const format = useFormatter();
  return (iso: string | null | undefined) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : '—');
}

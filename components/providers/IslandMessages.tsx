'use client';

import { use, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { Messages } from '@/lib/i18n/messages';
import { MoreMessages } from './MoreMessages';

const loaded = new Map<string, Promise<Messages>>();

function load(locale: string): Promise<Messages> {
  let p = loaded.get(locale);
  if (!p) {
    p = (locale === 'en' ? import('@/messages/en.json') : import('@/messages/cn.json')).then((m) => m.default as Messages);
    loaded.set(locale, p);
  }
  return p;
}

/** Starts loading the locale's messages (e.g. on the pointer's approach to a button that opens an island). */
export function preloadIslandMessages(locale: string): void {
  void load(locale);
}

/**
 * Messages for an island loaded on demand (login overlay, dialogs): the locale's messages arrive with
 * the island's code instead of sitting in every page's HTML. Suspends until they are there.
 */
export function IslandMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = use(load(locale));
  return <MoreMessages messages={messages}>{children}</MoreMessages>;
}

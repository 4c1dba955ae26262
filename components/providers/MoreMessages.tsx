'use client';

import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { mergeMessages } from '@/lib/i18n/clientMessages';
import type { Messages } from '@/lib/i18n/messages';

/** Adds namespaces (or messages of a namespace) to the ones the enclosing provider gives (a nested provider would replace them). */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  const merged = useMemo(() => mergeMessages(parent as Partial<Messages>, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

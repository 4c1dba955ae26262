import type { ReactNode } from 'react';
import { getMessages } from 'next-intl/server';
import { PAGE_NAMESPACES, pickMessages } from '@/lib/i18n/clientMessages';
import type { Messages } from '@/lib/i18n/messages';
import { MoreMessages } from './MoreMessages';

/** The client messages of a page or group of pages (lib/i18n/clientMessages.ts), around its content. */
export async function PageMessages({ page, children }: { page: keyof typeof PAGE_NAMESPACES; children: ReactNode }) {
  const messages = (await getMessages()) as Messages;
  return <MoreMessages messages={pickMessages(messages, PAGE_NAMESPACES[page])}>{children}</MoreMessages>;
}

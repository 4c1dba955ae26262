import type { AppLocale } from './routing';

export type Messages = typeof import('../../messages/cn.json');

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  return locale === 'en'
    ? (await import('../../messages/en.json')).default
    : (await import('../../messages/cn.json')).default;
}

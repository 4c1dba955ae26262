import 'server-only';
import { createTranslator } from 'next-intl';
import { loadMessages, type Messages } from '../i18n/messages';
import type { ApiMessageKey } from './errors';

/** The API's language: the spec's `cn` or `en`. */
export type ApiLocale = 'cn' | 'en';

export type ApiTranslator = (key: ApiMessageKey, values?: Record<string, string | number>) => string;

function makeTranslator(messages: Messages, locale: ApiLocale) {
  return createTranslator({ locale: locale === 'en' ? 'en' : 'zh-CN', messages, namespace: 'Api' });
}

// Messages are immutable build-time data: one translator per locale serves every caller.
const translators = new Map<ApiLocale, Promise<ReturnType<typeof makeTranslator>>>();

/** The "Api" namespace in a locale (answers, mails and SMS texts), for requests and jobs alike. */
export async function apiTranslator(locale: ApiLocale): Promise<ApiTranslator> {
  let t = translators.get(locale);
  if (!t) {
    t = loadMessages(locale === 'en' ? 'en' : 'zh-CN').then((m) => makeTranslator(m, locale));
    translators.set(locale, t);
  }
  const tr = await t;
  return (key, values) => tr(key, values);
}

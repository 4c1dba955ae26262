/**
 * The words of the last-resort error page: the `Error` messages of messages/cn.json and messages/en.json, copied here
 * because this page must work when nothing else loads (no providers; importing the message files
 * would add both of them to every page's code). tests/unit/globalError.test.ts keeps them equal.
 */
export const GLOBAL_ERROR_TEXT = {
  cn: { title: '出错了', text: '页面加载时出现问题，请重试或返回首页。', goHome: '返回首页' },
  en: { title: 'Error', text: 'Something went wrong on this page. Try again, or go back to the home page.', goHome: 'Go back to home' },
} as const;

/** The language of the address: English under /en, Chinese everywhere else (bare paths are Chinese). */
export function languageOfPath(pathname: string): 'cn' | 'en' {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'cn';
}

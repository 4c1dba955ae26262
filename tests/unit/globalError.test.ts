import { describe, expect, it } from 'vitest';
import { GLOBAL_ERROR_TEXT, languageOfPath } from '@/lib/navigation/globalErrorText';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

// The last-resort error page carries its own copy of the words (it must work when nothing else loads):
// the copy is the messages' Error namespace, one language at a time.
describe('global error page', () => {
  it('says what the message files say, in each language', () => {
    const pick = (m: typeof cn.Error) => ({ title: m.title, text: m.text, goHome: m.goHome });
    expect(GLOBAL_ERROR_TEXT.cn).toEqual(pick(cn.Error));
    expect(GLOBAL_ERROR_TEXT.en).toEqual(pick(en.Error));
  });

  it('has no word of the other language in either copy', () => {
    expect(Object.values(GLOBAL_ERROR_TEXT.en).join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(Object.values(GLOBAL_ERROR_TEXT.cn).join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('takes the language from the address: English under /en only', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/about')).toBe('en');
    expect(languageOfPath('/english')).toBe('cn');
    expect(languageOfPath('/')).toBe('cn');
    expect(languageOfPath('/about')).toBe('cn');
  });
});

import { describe, expect, it } from 'vitest';
import { localName, sessionUserName } from '@/lib/personName';

describe('localName', () => {
  const joy = { nameCn: '周佳', nameEn: 'Joy Zhou' };
  it('shows the English name on English pages and the Chinese one on Chinese pages', () => {
    expect(localName(joy, 'en')).toBe('Joy Zhou');
    expect(localName(joy, 'cn')).toBe('周佳');
    expect(localName(joy, 'zh-CN')).toBe('周佳');
  });

  it('falls back to the Chinese name (then the nickname) only when the English one is missing, and the other way round', () => {
    expect(localName({ nameCn: '罗振宇', nameEn: '' }, 'en')).toBe('罗振宇');
    expect(localName({ nameCn: '罗振宇', nameEn: '  ' }, 'en')).toBe('罗振宇');
    expect(localName({ nameCn: '', nickName: '小罗', nameEn: null }, 'en')).toBe('小罗');
    expect(localName({ nameCn: '', nameEn: 'Leo Luo' }, 'cn')).toBe('Leo Luo');
    expect(localName(null, 'en')).toBe('');
  });
});

describe('sessionUserName', () => {
  it("is the logged-in user's name in the page's language, else the phone, else the email", () => {
    const u = { userName: '演示用户', userNameEn: 'Demo User', phone: '13800000001', email: 'demo@example.test' };
    expect(sessionUserName(u, 'en')).toBe('Demo User');
    expect(sessionUserName(u, 'cn')).toBe('演示用户');
    expect(sessionUserName({ ...u, userName: '', userNameEn: '' }, 'en')).toBe('13800000001');
    expect(sessionUserName({ ...u, userName: '', userNameEn: '', phone: '' }, 'cn')).toBe('demo@example.test');
  });
});

import { describe, expect, it } from 'vitest';
import { COMPANY_COOKIE, companyCookieActions } from '@/lib/proxy/companyCookie';

const jar = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('companyCookieActions', () => {
  it('remembers the company on a first visit and clears nothing', () => {
    expect(companyCookieActions(jar({}), 1)).toEqual({ set: [{ name: COMPANY_COOKIE, value: '1' }], clear: [] });
  });

  it('keeps a first visit’s author token (no remembered company to compare with)', () => {
    expect(companyCookieActions(jar({ author: 'tok' }), 1).clear).toEqual([]);
  });

  it('does nothing when the remembered company is the one serving', () => {
    expect(companyCookieActions(jar({ companyId: '2', author: 'tok', staff_author: 'staff' }), 2)).toEqual({ set: [], clear: [] });
  });

  it('clears the auth tokens of another company and remembers the new one', () => {
    const actions = companyCookieActions(jar({ companyId: '2', author: 'tok', staff_author: 'staff', other: 'x' }), 1);
    expect(actions.set).toEqual([{ name: COMPANY_COOKIE, value: '1' }]);
    expect([...actions.clear].sort()).toEqual(['author', 'staff_author']);
  });

  it('clears only the tokens the browser holds', () => {
    const actions = companyCookieActions(jar({ companyId: '7', author: 'tok' }), 1);
    expect(actions.clear).toEqual(['author']);
    expect(actions.set).toEqual([{ name: COMPANY_COOKIE, value: '1' }]);
  });

  it('touches nothing when the serving company is not known for sure', () => {
    expect(companyCookieActions(jar({ companyId: '2', author: 'tok', staff_author: 'staff' }), null)).toEqual({ set: [], clear: [] });
    expect(companyCookieActions(jar({}), null)).toEqual({ set: [], clear: [] });
  });
});

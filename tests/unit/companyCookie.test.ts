import { describe, expect, it } from 'vitest';
import { COMPANY_COOKIE, companyCookieActions, SIGNED_IN_COOKIE, withSignedInHint } from '@/lib/proxy/companyCookie';

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

describe('withSignedInHint: the login cookie’s readable companion kept in step with it', () => {
  const none = { set: [], clear: [] };

  it('gives a held login its companion (a login from before the companion existed)', () => {
    expect(withSignedInHint(jar({ companyId: '1', author: 'tok' }), none)).toEqual({ set: [{ name: SIGNED_IN_COOKIE, value: '1' }], clear: [] });
  });

  it('removes a companion left without its login cookie', () => {
    expect(withSignedInHint(jar({ companyId: '1', signed_in: '1' }), none)).toEqual({ set: [], clear: [SIGNED_IN_COOKIE] });
  });

  it('leaves a visitor and a held pair alone', () => {
    expect(withSignedInHint(jar({ companyId: '1' }), none)).toEqual(none);
    expect(withSignedInHint(jar({ companyId: '1', author: 'tok', signed_in: '1' }), none)).toEqual(none);
  });

  it('goes with the login cookie when another company’s token is cleared', () => {
    const cleared = companyCookieActions(jar({ companyId: '2', author: 'tok', signed_in: '1' }), 1);
    expect([...cleared.clear].sort()).toEqual(['author', SIGNED_IN_COOKIE]);
    expect(withSignedInHint(jar({ companyId: '2', author: 'tok', signed_in: '1' }), cleared)).toEqual(cleared);
    // a token being cleared gets no companion
    const tokenOnly = companyCookieActions(jar({ companyId: '2', author: 'tok' }), 1);
    expect(withSignedInHint(jar({ companyId: '2', author: 'tok' }), tokenOnly).set).toEqual([{ name: COMPANY_COOKIE, value: '1' }]);
  });
});

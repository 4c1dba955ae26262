// `call` parses with the answer schema the endpoint's table entry names; an entry without one is a
// compile error at the call site (the typecheck covers the tests: the directive below fails it if
// the error ever goes away).
import { describe, expect, it } from 'vitest';
import { call } from '@/lib/api/client';
import { webuserApi } from '@/lib/endpoints/webuser';

describe('call and the answer schemas of the endpoint table', () => {
  it('takes only endpoints whose entry names an answer schema', () => {
    expect(webuserApi.login.answer).toEqual({ contract: 'account', name: 'loginAnswer' });
    expect(webuserApi.updatePassword.answer).toBeUndefined();
    const neverRun = () =>
      // @ts-expect-error updatePassword's entry names no answer schema
      call(webuserApi.updatePassword, { oldPassword: 'x', newPassword: 'y' });
    expect(typeof neverRun).toBe('function');
  });
});

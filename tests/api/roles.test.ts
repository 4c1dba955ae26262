// apiHandler's roles: what each role guarantees the handler by type (checked by tsc: the
// expect-error lines below fail the typecheck if a role stops guaranteeing it), what it enforces at
// run time, the company check on inputs, and visitor routes that skip the session lookup.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StaffUser } from '@/lib/contracts/staff';
import type { SessionUser } from '@/lib/server/auth/session';
import { endpoint, schema } from '@/lib/endpoints/endpoint';
import { apiHandler } from '@/lib/server/http';
import { call, createCompany, createUserWithSession } from './helpers';

describe('typed roles', () => {
  it('hands each role what it guarantees, by type', () => {
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'user' }), async (ctx) => {
      expectTypeOf(ctx.session).toEqualTypeOf<SessionUser>();
      return { id: ctx.session.userId };
    });
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'certified' }), async (ctx) => {
      expectTypeOf(ctx.session).toEqualTypeOf<SessionUser>();
      return {};
    });
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'staff' }), async (ctx) => {
      expectTypeOf(ctx.staff).toEqualTypeOf<StaffUser>();
      expectTypeOf(ctx.session).toEqualTypeOf<null>();
      return { id: ctx.staff.staffId };
    });
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'visitor' }), async (ctx) => {
      expectTypeOf(ctx.session).toEqualTypeOf<SessionUser | null>();
      // @ts-expect-error a visitor may have no session
      return { id: ctx.session.userId };
    });
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'user' }), async (ctx) => {
      // @ts-expect-error a user route has no staff member
      return { id: ctx.staff.staffId };
    });
    // @ts-expect-error identify is a visitor option
    apiHandler(endpoint({ method: 'GET', path: '/test', role: 'user', identify: false }), async () => ({}));
    expect(true).toBe(true);
  });

  it('enforces them at run time: no session → 401, not certified → 403', async () => {
    const co = await createCompany();
    const host = co.domains[0]!;
    const me = apiHandler(endpoint({ method: 'GET', path: '/test', role: 'user' }), async ({ session }) => ({ code: '1', data: { userId: session.userId } }));
    const rates = apiHandler(endpoint({ method: 'GET', path: '/test', role: 'certified' }), async () => ({ code: '1' }));
    expect((await call(me, { method: 'GET', host })).status).toBe(401);
    const u = await createUserWithSession(co.id);
    const ok = await call<{ data: { userId: number } }>(me, { method: 'GET', host, cookies: { author: u.token } });
    expect(ok.json.data.userId).toBe(u.userId);
    expect((await call(rates, { method: 'GET', host, cookies: { author: u.token } })).status).toBe(403);
    const c = await createUserWithSession(co.id, { certificationStatus: 3 });
    expect((await call(rates, { method: 'GET', host, cookies: { author: c.token } })).status).toBe(200);
  });
});

describe('the wrapper, not each handler', () => {
  it('refuses an input that names another company (403), for any route that takes companyId', async () => {
    const co = await createCompany();
    const host = co.domains[0]!;
    let ran = 0;
    const route = apiHandler(endpoint({ method: 'POST', path: '/test', role: 'visitor', input: schema('contacts', 'myCustomerQuery') }), async () => {
      ran++;
      return { code: '1' };
    });
    expect((await call(route, { host, body: { companyId: co.id + 1000 } })).status).toBe(403);
    expect(ran).toBe(0);
    expect((await call(route, { host, body: { companyId: co.id } })).status).toBe(200);
    expect((await call(route, { host, body: {} })).status).toBe(200);
    expect(ran).toBe(2);
  });

  it('identify: false skips the session lookup (the visitor is anonymous even with a cookie)', async () => {
    const co = await createCompany();
    const host = co.domains[0]!;
    const u = await createUserWithSession(co.id);
    const seen = (identify: boolean) =>
      apiHandler(endpoint({ method: 'GET', path: '/test', role: 'visitor', identify }), async ({ session, authToken }) => ({ code: '1', data: { user: session?.userId ?? null, token: !!authToken } }));
    const named = await call<{ data: { user: number | null } }>(seen(true), { method: 'GET', host, cookies: { author: u.token } });
    expect(named.json.data.user).toBe(u.userId);
    const anonymous = await call<{ data: { user: number | null; token: boolean } }>(seen(false), { method: 'GET', host, cookies: { author: u.token } });
    expect(anonymous.json.data).toEqual({ user: null, token: false });
  });
});

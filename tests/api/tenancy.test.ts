// Tenancy: the company of a host, sessions bound to their company, and the API wrapper's origin check.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/webschedulecontroller/webquerygloblports/route';
import { env } from '@/lib/env';
import { findSession } from '@/lib/server/auth/session';
import { companyParam, getCompanySettings, resolveCompanyId } from '@/lib/server/company';
import { getDb } from '@/lib/server/db';
import cn from '@/messages/cn.json';
import { call, createCompany, createPort, createUserWithSession, type TestCompany } from './helpers';

let a: TestCompany;
let b: TestCompany;

beforeAll(async () => {
  a = await createCompany({ domains: ['tenant-a.test', 'm.tenant-a.test'] });
  b = await createCompany({ domains: ['tenant-b.test'] });
});

describe('resolveCompanyId', () => {
  it('finds the company of each of its domains', async () => {
    expect(await resolveCompanyId('tenant-a.test')).toBe(a.id);
    expect(await resolveCompanyId('m.tenant-a.test')).toBe(a.id);
    expect(await resolveCompanyId('tenant-b.test')).toBe(b.id);
  });

  it('ignores the port and the case of the host', async () => {
    expect(await resolveCompanyId('tenant-a.test:3000')).toBe(a.id);
    expect(await resolveCompanyId('TENANT-B.Test:8443')).toBe(b.id);
  });

  it('serves DEFAULT_COMPANY_ID on a host no company claims, or without a host', async () => {
    const fallback = env().DEFAULT_COMPANY_ID;
    expect(await resolveCompanyId('nobody.test')).toBe(fallback);
    expect(await resolveCompanyId('nobody.test:3000')).toBe(fallback);
    expect(await resolveCompanyId('')).toBe(fallback);
    expect(await resolveCompanyId(null)).toBe(fallback);
    // a claimed name inside an unclaimed one is still unclaimed
    expect(await resolveCompanyId('x.tenant-b.test')).toBe(fallback);
  });
});

describe('getCompanySettings', () => {
  it('answers none for what cannot be a company id, without asking the database (a made-up path segment)', async () => {
    const db = await getDb();
    const spy = vi.spyOn(db, 'select');
    for (const id of [Number.NaN, 0, -1, 1.5, 2 ** 31, Number('nonexistent')]) expect(await getCompanySettings(id), String(id)).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('answers none for an id no company has, and the company for its own id', async () => {
    const c = await createCompany({ companyNameCn: '设置测试' });
    expect(await getCompanySettings(2_000_000_000)).toBeNull();
    expect((await getCompanySettings(c.id))?.companyNameCn).toBe('设置测试');
  });
});

describe('companyParam (the company segment of a page)', () => {
  it('is the id of an existing company, and a 404 for anything else (a miss under /_next/ reaches the pages)', async () => {
    const c = await createCompany();
    expect(await companyParam(String(c.id))).toBe(c.id);
    for (const segment of ['nonexistent', 'static', '0', '-1', '1.5', '2000000000', '99999999999', '']) {
      await expect(companyParam(segment), segment).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    }
  });
});

describe('findSession', () => {
  it('resolves a session on its own company only', async () => {
    const { token, userId } = await createUserWithSession(a.id, { certificationStatus: 3 });
    const onA = await findSession(token, a.id);
    expect(onA).toMatchObject({ userId, companyId: a.id, certificationStatus: 3 });
    expect(await findSession(token, b.id)).toBeNull();
  });

  it('gives null for an expired session', async () => {
    const { token } = await createUserWithSession(a.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await findSession(token, a.id)).toBeNull();
  });

  it('gives null for no token or an unknown token', async () => {
    expect(await findSession(null, a.id)).toBeNull();
    expect(await findSession('A'.repeat(43), a.id)).toBeNull();
  });
});

describe('API wrapper origin check', () => {
  const url = '/api/webschedulecontroller/webquerygloblports';
  const body = { nameCn: 'Ningbo', types: 1 };

  beforeAll(async () => {
    await createPort(a.id, { code: 'CNNGB', nameCn: '宁波', nameEn: 'Ningbo' });
  });

  it('refuses a POST with a cross-site Origin', async () => {
    const res = await call<{ code: string; message: string; rows?: unknown }>(POST, {
      url,
      host: 'tenant-a.test',
      body,
      headers: { origin: 'http://evil.test' },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).not.toBe('1');
    expect(res.json.message).toBe(cn.Api.crossOrigin);
    expect(res.json.rows).toBeUndefined();
  });

  it('refuses an Origin that differs only by port', async () => {
    const res = await call(POST, { url, host: 'tenant-a.test:3000', body, headers: { origin: 'http://tenant-a.test:4000' } });
    expect(res.status).toBe(403);
  });

  it('refuses a malformed Origin', async () => {
    const res = await call(POST, { url, host: 'tenant-a.test', body, headers: { origin: 'null' } });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin POST', async () => {
    const res = await call<{ code: string; rows: { code: string }[] }>(POST, {
      url,
      host: 'tenant-a.test:3000',
      body,
      headers: { origin: 'http://tenant-a.test:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.json.rows.map((r) => r.code)).toEqual(['CNNGB']);
  });

  it('accepts a POST without Origin (API clients)', async () => {
    const res = await call<{ code: string; rows: { code: string }[] }>(POST, { url, host: 'tenant-a.test', body });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('1');
  });
});

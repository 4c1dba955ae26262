// Tenancy: the company of a host, sessions bound to their company, and the API wrapper's origin check.
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/webschedulecontroller/webquerygloblports/route';
import { env } from '@/lib/env';
import { findSession } from '@/lib/server/auth/session';
import { resolveCompanyId } from '@/lib/server/company';
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

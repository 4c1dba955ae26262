// The popover's calls against a real database: POST /webfclfreight/queryRouteGroups,
// GET /webfclfreight/queryrecommendportlistlimit5 and POST /webschedulecontroller/queryPortsByIds.
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as routeGroupsPOST } from '@/app/api/webfclfreight/queryRouteGroups/route';
import { GET as recommendGET } from '@/app/api/webfclfreight/queryrecommendportlistlimit5/route';
import { POST as byIdsPOST } from '@/app/api/webschedulecontroller/queryPortsByIds/route';
import { POST as subscribePOST } from '@/app/api/websubMaskFcl/saveSubMaskFcl/route';
import { routeGroupsAnswer } from '@/lib/contracts/routes';
import { recommendPortsAnswer } from '@/lib/contracts/ports';
import { getDb } from '@/lib/server/db';
import { routeGroupPorts, routeGroups } from '@/lib/server/db/schema';
import cn from '@/messages/cn.json';
import { call, createCompany, createPort, type TestCompany } from './helpers';

type Port = { id: number; code: string; nameEn: string };
type GroupsAnswer = { code: string; message?: string; rows: { routeId: number; routeName: string; routeNameEn: string; ports: Port[] }[] };
type PortsAnswer = { code: string; message?: string; rows: Port[] };

let a: TestCompany;
let b: TestCompany;
const p: Record<string, number> = {};

async function group(companyId: number, routeName: string, routeNameEn: string, sort: number, portIds: number[]) {
  const db = await getDb();
  const [g] = await db.insert(routeGroups).values({ companyId, routeName, routeNameEn, sort }).returning({ id: routeGroups.id });
  if (portIds.length) await db.insert(routeGroupPorts).values(portIds.map((portId, i) => ({ routeGroupId: g!.id, portId, sort: i + 1 })));
  return g!.id;
}

const codes = (rows: Port[]) => rows.map((r) => r.code);

beforeAll(async () => {
  a = await createCompany({ domains: ['routes-a.test'] });
  b = await createCompany({ domains: ['routes-b.test'] });
  const origin = (code: string, sort: number) => createPort(a.id, { code, isOrigin: true, isDestination: false, sort });
  const dest = (code: string, sort: number) => createPort(a.id, { code, nameEn: code, isOrigin: false, isDestination: true, sort });
  for (const [code, sort] of [['CNSHA', 1], ['CNNGB', 2], ['CNSZX', 3], ['CNYTN', 4], ['CNSHK', 5], ['CNTAO', 6]] as const) {
    p[code] = (await origin(code, sort)).id;
  }
  for (const [code, sort] of [['SGSIN', 10], ['MYPKG', 11], ['JPTYO', 12], ['JPOSA', 13], ['DEHAM', 14], ['NLRTM', 15], ['USLAX', 16]] as const) {
    p[code] = (await dest(code, sort)).id;
  }
  p.foreign = (await createPort(b.id, { code: 'DEHAM', nameEn: 'Hamburg B' })).id;
  // Tabs in their own order; the English name of one is missing; one lists a port of company B.
  await group(a.id, '欧洲', 'Europe', 3, [p.DEHAM!, p.NLRTM!, p.foreign!]);
  await group(a.id, '东南亚', 'Southeast Asia', 1, [p.SGSIN!, p.MYPKG!]);
  await group(a.id, '日韩', '', 2, [p.JPTYO!, p.JPOSA!]);
  await group(a.id, '空线', 'Empty', 4, []);
  await group(b.id, '欧洲B', 'Europe B', 1, [p.foreign!]);
});

function groupsOf(company: TestCompany, body: Record<string, unknown> = {}) {
  return call<GroupsAnswer>(routeGroupsPOST, { url: '/api/webfclfreight/queryRouteGroups', host: company.domains[0], body });
}

function recommend(company: TestCompany, query: string) {
  return call<PortsAnswer>(recommendGET, { method: 'GET', url: `/api/webfclfreight/queryrecommendportlistlimit5${query}`, host: company.domains[0] });
}

describe('POST /webfclfreight/queryRouteGroups', () => {
  it("answers the company's tabs in their order, ports in theirs, English names falling back to Chinese", async () => {
    const res = await groupsOf(a, { companyId: a.id });
    expect(res.status).toBe(200);
    const answer = routeGroupsAnswer.parse(res.json);
    expect(answer.rows.map((g) => [g.routeName, g.routeNameEn])).toEqual([
      ['东南亚', 'Southeast Asia'],
      ['日韩', '日韩'],
      ['欧洲', 'Europe'],
      ['空线', 'Empty'],
    ]);
    expect(codes(answer.rows[0]!.ports)).toEqual(['SGSIN', 'MYPKG']);
    expect(answer.rows[3]!.ports).toEqual([]);
  });

  it("never shows another company's tabs or ports", async () => {
    const res = await groupsOf(a);
    const europe = res.json.rows.find((g) => g.routeName === '欧洲')!;
    expect(europe.ports.map((x) => x.id)).toEqual([p.DEHAM, p.NLRTM]);
    expect(res.json.rows.some((g) => g.routeName === '欧洲B')).toBe(false);
    const onB = await groupsOf(b);
    expect(onB.json.rows.map((g) => g.routeName)).toEqual(['欧洲B']);
  });

  it('refuses a body naming another company', async () => {
    const res = await groupsOf(a, { companyId: b.id });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: '0', message: cn.Api.companyMismatch });
  });
});

describe('GET /webfclfreight/queryrecommendportlistlimit5', () => {
  it('recommends at most 5 origins, the main load ports first', async () => {
    const res = await recommend(a, '?types=1');
    expect(res.status).toBe(200);
    expect(codes(recommendPortsAnswer.parse(res.json).rows)).toEqual(['CNSHA', 'CNNGB', 'CNSZX', 'CNYTN', 'CNSHK']);
  });

  it('recommends destinations across the tabs: first port of every tab before the second of any', async () => {
    const res = await recommend(a, '?types=2');
    expect(codes(res.json.rows)).toEqual(['SGSIN', 'JPTYO', 'DEHAM', 'MYPKG', 'JPOSA']);
  });

  it('puts the lanes customers subscribe to first, for the chosen origin', async () => {
    for (const email of ['one@example.com', 'two@example.com']) {
      await call(subscribePOST, {
        url: '/api/websubMaskFcl/saveSubMaskFcl',
        host: a.domains[0],
        body: { subscribeEmail: email, portStartId: p.CNTAO, portEndId: p.USLAX },
      });
    }
    const fromQingdao = await recommend(a, `?types=2&portStartId=${p.CNTAO}`);
    expect(codes(fromQingdao.json.rows)[0]).toBe('USLAX');
    const origins = await recommend(a, '?types=1');
    expect(codes(origins.json.rows)[0]).toBe('CNTAO');
    expect(origins.json.rows).toHaveLength(5);
  });

  it('rejects an unknown type', async () => {
    const res = await recommend(a, '?types=3');
    expect(res.status).toBe(422);
  });
});

describe('POST /webschedulecontroller/queryPortsByIds', () => {
  it("answers this company's ports in the order asked, skipping other companies' ids", async () => {
    const res = await call<PortsAnswer>(byIdsPOST, {
      url: '/api/webschedulecontroller/queryPortsByIds',
      host: a.domains[0],
      body: { ids: [p.DEHAM, p.foreign, p.CNNGB] },
    });
    expect(res.status).toBe(200);
    expect(res.json.rows.map((x) => x.id)).toEqual([p.DEHAM, p.CNNGB]);
  });

  it('refuses an empty or oversized list', async () => {
    for (const ids of [[], Array.from({ length: 21 }, (_, i) => i + 1)]) {
      const res = await call(byIdsPOST, { url: '/api/webschedulecontroller/queryPortsByIds', host: a.domains[0], body: { ids } });
      expect(res.status).toBe(422);
    }
  });
});

// The endpoint table (lib/endpoints) and the route files agree: every endpoint has its route file at
// app/api/<path>/route.ts (app/<path>/route.ts for a site-root path: /dcsa/…) exporting its method, made from that very entry; every method a route file
// serves is an endpoint of the table; no endpoint is declared twice.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@/lib/endpoints';
import { isSiteRootPath } from '@/lib/endpoints/endpoint';
import { loadSchema } from '@/lib/endpoints/schemas';
import { routeMeta } from '@/lib/server/http';
import { exportedMethods, routeFilesOnDisk, routeModule } from './authzFixtures';

const label = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

describe('the endpoint table and the route files', () => {
  it('declares each method and path once', () => {
    const labels = ENDPOINTS.map((e) => label(e.endpoint));
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
  });

  it('names, for every input and answer schema, an export of its contract that is a zod schema', async () => {
    const wrong: string[] = [];
    for (const { name, endpoint } of ENDPOINTS) {
      for (const ref of [endpoint.input, endpoint.answer]) {
        if (!ref) continue;
        const found = await loadSchema(ref).catch(() => undefined);
        if (!found || typeof (found as { safeParse?: unknown }).safeParse !== 'function') wrong.push(`${name}: ${ref.contract}.${ref.name}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(ENDPOINTS.filter((e) => e.endpoint.input).length).toBeGreaterThan(60);
    expect(ENDPOINTS.filter((e) => e.endpoint.answer).length).toBeGreaterThan(80);
  });

  it('names, for every endpoint, a route file that serves it with that entry', async () => {
    const onDisk = new Set(routeFilesOnDisk());
    const wrong: string[] = [];
    for (const { name, endpoint } of ENDPOINTS) {
      if (!onDisk.has(endpoint.path)) {
        wrong.push(`${name}: no file ${isSiteRootPath(endpoint.path) ? 'app' : 'app/api'}${endpoint.path}/route.ts`);
        continue;
      }
      const handler = (await routeModule(endpoint.path))[endpoint.method as 'GET'];
      const meta = routeMeta(handler);
      if (!handler || !meta || (meta.kind !== 'api' && meta.kind !== 'plain')) wrong.push(`${name}: the route file serves no ${endpoint.method}`);
      else if (meta.endpoint !== endpoint) wrong.push(`${name}: the route file's ${endpoint.method} is made from another entry`);
      else if ((meta.kind === 'plain') !== Boolean(endpoint.plain)) wrong.push(`${name}: plain in the table but not in the route file, or the reverse`);
    }
    expect(wrong).toEqual([]);
  });

  it('has an entry for every method every route file serves', async () => {
    const have = new Set(ENDPOINTS.map((e) => label(e.endpoint)));
    const missing: string[] = [];
    for (const route of routeFilesOnDisk()) {
      for (const method of exportedMethods(await routeModule(route))) if (!have.has(`${method} ${route}`)) missing.push(`${method} ${route}`);
    }
    expect(missing).toEqual([]);
  });

  it('serves from the site root only the DCSA standards\' plain GET endpoints', () => {
    const root = ENDPOINTS.filter(({ endpoint: e }) => isSiteRootPath(e.path));
    expect(root.map((e) => e.name).sort()).toEqual(['dcsaApi.csPointToPoint', 'dcsaApi.csPortSchedules', 'dcsaApi.csVesselSchedules']);
    expect(root.filter(({ endpoint: e }) => !e.plain || e.method !== 'GET' || e.fast).map((e) => e.name)).toEqual([]);
  });

  it('marks only read-only visitor calls for the fast path', () => {
    const wrong = ENDPOINTS.filter(({ endpoint: e }) => e.fast && (e.role !== 'visitor' || e.plain)).map((e) => e.name);
    expect(wrong).toEqual([]);
    expect(ENDPOINTS.some((e) => e.endpoint.fast)).toBe(true);
  });
});

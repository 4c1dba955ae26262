// Idempotent seeding: every row is matched on a natural key and inserted when missing or updated
// when it differs, so running the seeder again leaves the database unchanged. Rows that are not in
// the seed data (added by users or admins) are never deleted.
//
// Natural keys: companies.code, company_domains.domain, ports (company_id, code), carriers.code,
// route_groups (company_id, route_name), route_group_ports (route_group_id, port_id),
// sales_contacts (company_id, sales_code), account_managers (company_id, email),
// news (company_id, title_cn), banners (company_id, image_url), site_content (company_id, kind, slug;
// insert-only, see ./siteContent.ts).
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../open';
import {
  accountManagers,
  banners,
  carriers,
  companies,
  companyDomains,
  news,
  ports,
  routeGroupPorts,
  routeGroups,
  salesContacts,
} from '../schema';
import { CARRIERS } from './carriers';
import { COMPANIES, type CompanySeed } from './companies';
import { ACCOUNT_MANAGERS, BANNERS, BUSINESS_PLACES_EN, COMPANY_ADDRESSES, NEWS, ROUTE_GROUPS, SALES_CONTACTS, portCodesFor } from './content';
import { PORTS_BY_CODE } from './ports';
import { portRank } from './portThroughput';
import { GUIDES } from './guides';
import { seedSiteContent } from './siteContent';
import { seedStaff } from './staff';
import { seedRates } from './rates';
import { seedOrders } from './orders';
import { seedSchedules } from './scheduleSeed';
import { seedTracking } from './trackingSeed';
import { seedStaffRoles } from './staffRoles';

export { PORTS, ORIGIN_CODES, COUNTRIES } from './ports';
export { CARRIERS } from './carriers';
export { COMPANIES, HQ, SOUTH } from './companies';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Log = (s: string) => void;

interface Tally {
  inserted: number;
  updated: number;
}

const tally = (): Tally => ({ inserted: 0, updated: 0 });
const fmt = (t: Tally) => `${t.inserted} new, ${t.updated} updated`;

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const ta = a instanceof Date ? a.getTime() : new Date(String(a)).getTime();
    const tb = b instanceof Date ? b.getTime() : new Date(String(b)).getTime();
    return ta === tb;
  }
  return a === b;
}

/** True when any field of `desired` differs from the same field of `existing`. */
function differs(existing: object, desired: object): boolean {
  const e = existing as Record<string, unknown>;
  return Object.entries(desired).some(([k, v]) => !same(e[k], v));
}

/** True when the companies table is empty (a fresh database). */
export async function seedIsNeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

export async function seedDatabase(db: Database, opts: { log?: (s: string) => void } = {}): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  await db.transaction(async (tx) => {
    const c = await seedCarriers(tx);
    log(`carriers: ${fmt(c)} (${CARRIERS.length} in seed)`);
    for (const company of COMPANIES) {
      await seedCompany(tx, company, log);
    }
  });
  await seedStaff(db, log);
  await seedRates(db, log);
  await seedOrders(db, log);
  await seedStaffRoles(db, log);
}

async function seedCarriers(tx: Tx): Promise<Tally> {
  const t = tally();
  const existing = new Map((await tx.select().from(carriers)).map((r) => [r.code, r]));
  const missing = [];
  for (const c of CARRIERS) {
    const row = { code: c.code, nameCn: c.nameCn, nameEn: c.nameEn, shortName: c.shortName, country: c.country, alliance: c.alliance };
    const old = existing.get(c.code);
    if (!old) missing.push(row);
    else if (differs(old, row)) {
      await tx.update(carriers).set(row).where(eq(carriers.id, old.id));
      t.updated++;
    }
  }
  if (missing.length) {
    // onConflictDoNothing keeps a concurrent seeder from failing on the unique code.
    const done = await tx.insert(carriers).values(missing).onConflictDoNothing({ target: carriers.code }).returning({ id: carriers.id });
    t.inserted += done.length;
  }
  return t;
}

async function upsertCompany(tx: Tx, seed: CompanySeed): Promise<{ id: number; created: boolean; updated: boolean }> {
  const { row } = seed;
  const [old] = await tx.select().from(companies).where(eq(companies.code, row.code));
  if (old) {
    if (differs(old, row)) {
      await tx.update(companies).set({ ...row, updatedAt: new Date() }).where(eq(companies.id, old.id));
      return { id: old.id, created: false, updated: true };
    }
    return { id: old.id, created: false, updated: false };
  }
  const values = seed.id !== undefined ? { ...row, id: seed.id } : row;
  const [created] = await tx.insert(companies).values(values).returning({ id: companies.id });
  if (!created) throw new Error(`seed: could not insert company ${row.code}`);
  if (seed.id !== undefined) {
    // An explicit id does not advance the serial sequence; move it past the highest id.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('companies', 'id'), greatest((select max(id) from companies), 1))`,
    );
  }
  return { id: created.id, created: true, updated: false };
}

async function seedCompany(tx: Tx, seed: CompanySeed, log: Log): Promise<void> {
  const code = seed.row.code;
  const company = await upsertCompany(tx, seed);
  const companyId = company.id;
  log(`company ${code} (id ${companyId}): ${company.created ? 'created' : company.updated ? 'updated' : 'unchanged'}`);

  // Domains: the domain is globally unique; it is (re)assigned to this company.
  const domainRows = seed.domains.map((domain) => ({ companyId, domain }));
  if (domainRows.length) {
    await tx
      .insert(companyDomains)
      .values(domainRows)
      .onConflictDoUpdate({ target: companyDomains.domain, set: { companyId: sql`excluded.company_id` } });
  }

  // Ports
  const portTally = tally();
  const existingPorts = new Map((await tx.select().from(ports).where(eq(ports.companyId, companyId))).map((r) => [r.code, r]));
  const newPorts = [];
  const codes = portCodesFor(code);
  for (const [i, portCode] of codes.entries()) {
    const p = PORTS_BY_CODE.get(portCode);
    if (!p) throw new Error(`seed: unknown port ${portCode}`);
    const row = {
      companyId,
      code: p.code,
      nameCn: p.nameCn,
      nameEn: p.nameEn,
      countryCode: p.countryCode,
      countryName: p.countryNameCn,
      countryNameEn: p.countryNameEn,
      isOrigin: p.isOrigin,
      isDestination: p.isDestination,
      sort: i + 1,
      rank: portRank(p.code),
    };
    const old = existingPorts.get(p.code);
    if (!old) newPorts.push(row);
    else if (differs(old, row)) {
      await tx.update(ports).set(row).where(eq(ports.id, old.id));
      portTally.updated++;
    }
  }
  for (let i = 0; i < newPorts.length; i += 200) {
    await tx.insert(ports).values(newPorts.slice(i, i + 200));
  }
  portTally.inserted = newPorts.length;
  if (!company.created && (portTally.inserted > 0 || portTally.updated > 0)) {
    // In-memory port indexes compare against portsVersion: tell them the ports changed.
    await tx.update(companies).set({ portsVersion: sql`${companies.portsVersion} + 1` }).where(eq(companies.id, companyId));
  }
  log(`  ports: ${fmt(portTally)} (${codes.length} in seed)`);

  const portIds = new Map(
    (await tx.select({ id: ports.id, code: ports.code }).from(ports).where(eq(ports.companyId, companyId))).map((r) => [r.code, r.id]),
  );

  // Route groups and their ports
  const rgTally = tally();
  const existingGroups = new Map(
    (await tx.select().from(routeGroups).where(eq(routeGroups.companyId, companyId))).map((r) => [r.routeName, r]),
  );
  let linked = 0;
  for (const [gi, g] of (ROUTE_GROUPS[code] ?? []).entries()) {
    const row = { companyId, routeName: g.routeName, routeNameEn: g.routeNameEn, sort: gi + 1 };
    const old = existingGroups.get(g.routeName);
    let groupId: number;
    if (!old) {
      const [created] = await tx.insert(routeGroups).values(row).returning({ id: routeGroups.id });
      if (!created) throw new Error(`seed: could not insert route group ${g.routeName}`);
      groupId = created.id;
      rgTally.inserted++;
    } else {
      groupId = old.id;
      if (differs(old, row)) {
        await tx.update(routeGroups).set(row).where(eq(routeGroups.id, old.id));
        rgTally.updated++;
      }
    }
    const links = g.ports.map((portCode, pi) => {
      const portId = portIds.get(portCode);
      if (portId === undefined) throw new Error(`seed: route group ${g.routeName} of ${code} lists ${portCode}, which the company does not offer`);
      return { routeGroupId: groupId, portId, sort: pi + 1 };
    });
    if (links.length) {
      await tx
        .insert(routeGroupPorts)
        .values(links)
        .onConflictDoUpdate({ target: [routeGroupPorts.routeGroupId, routeGroupPorts.portId], set: { sort: sql`excluded.sort` } });
      linked += links.length;
    }
  }
  log(`  route groups: ${fmt(rgTally)} (${linked} port links)`);

  // Sales contacts
  const addr = COMPANY_ADDRESSES[code] ?? { cn: seed.row.companyAddr, en: seed.row.companyAddrEn };
  const scTally = tally();
  const existingSales = new Map(
    (await tx.select().from(salesContacts).where(eq(salesContacts.companyId, companyId))).map((r) => [r.salesCode, r]),
  );
  for (const [i, sc] of (SALES_CONTACTS[code] ?? []).entries()) {
    const row = {
      companyId,
      headPic: sc.headPic,
      nameCn: sc.nameCn,
      nameEn: sc.nameEn,
      businessId: sc.businessId,
      businessPortName: sc.businessPortName,
      businessAirPortName: sc.businessAirPortName,
      businessPortNameEn: BUSINESS_PLACES_EN[sc.businessPortName] ?? '',
      businessAirPortNameEn: BUSINESS_PLACES_EN[sc.businessAirPortName] ?? '',
      mobile: sc.mobile,
      qq: sc.qq,
      email: sc.email,
      companyAddr: addr.cn,
      companyAddrEn: addr.en,
      salesCode: sc.salesCode,
      isDefault: sc.isDefault,
      sort: i + 1,
    };
    const old = existingSales.get(sc.salesCode);
    if (!old) {
      await tx.insert(salesContacts).values(row);
      scTally.inserted++;
    } else if (differs(old, row)) {
      await tx.update(salesContacts).set(row).where(eq(salesContacts.id, old.id));
      scTally.updated++;
    }
  }
  log(`  sales contacts: ${fmt(scTally)}`);

  // Account managers
  const amTally = tally();
  const existingManagers = new Map(
    (await tx.select().from(accountManagers).where(eq(accountManagers.companyId, companyId))).map((r) => [r.email, r]),
  );
  for (const am of ACCOUNT_MANAGERS[code] ?? []) {
    const row = { companyId, ...am };
    const old = existingManagers.get(am.email);
    if (!old) {
      await tx.insert(accountManagers).values(row);
      amTally.inserted++;
    } else if (differs(old, row)) {
      await tx.update(accountManagers).set(row).where(eq(accountManagers.id, old.id));
      amTally.updated++;
    }
  }
  log(`  account managers: ${fmt(amTally)}`);

  // News
  const newsTally = tally();
  const existingNews = new Map((await tx.select().from(news).where(eq(news.companyId, companyId))).map((r) => [r.titleCn, r]));
  const newNews = [];
  for (const n of [...(NEWS[code] ?? []), ...GUIDES]) {
    const row = {
      companyId,
      tabId: n.tabId,
      titleCn: n.titleCn,
      titleEn: n.titleEn,
      summaryCn: n.summaryCn,
      summaryEn: n.summaryEn,
      contentCn: n.contentCn,
      contentEn: n.contentEn,
      publishedAt: new Date(n.publishedAt),
    };
    const old = existingNews.get(n.titleCn);
    if (!old) newNews.push(row);
    else if (differs(old, row)) {
      await tx.update(news).set(row).where(eq(news.id, old.id));
      newsTally.updated++;
    }
  }
  if (newNews.length) await tx.insert(news).values(newNews);
  newsTally.inserted = newNews.length;
  log(`  news: ${fmt(newsTally)}`);

  // Banners
  const bTally = tally();
  const existingBanners = new Map(
    (await tx.select().from(banners).where(eq(banners.companyId, companyId))).map((r) => [r.imageUrl, r]),
  );
  for (const b of BANNERS[code] ?? []) {
    const row = { companyId, ...b };
    const old = existingBanners.get(b.imageUrl);
    if (!old) {
      await tx.insert(banners).values(row);
      bTally.inserted++;
    } else if (differs(old, row)) {
      await tx.update(banners).set(row).where(eq(banners.id, old.id));
      bTally.updated++;
    }
  }
  log(`  banners: ${fmt(bTally)}`);

  // Site content: services, about sections, jobs, documents (with files), cases, offices
  log(`  site content: ${await seedSiteContent(tx, companyId, seed)} new`);

  // Carrier services, vessels and a year of dated sailings
  log(`  schedules: ${await seedSchedules(tx, companyId)}`);
  // Shipments, containers, events and LCL house bills to track
  log(`  tracking: ${await seedTracking(tx, companyId)}`);
}

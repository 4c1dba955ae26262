// The authorization matrix: every exported method of every app/api/**/route.ts has a row here, and
// each row is called by every kind of caller on company A's host, with the status each one must get.
// Callers (see CALLERS in ./authzFixtures): visitor · user (A, not certified) · certified (A, status 3)
// · staff (A, holding the row's permission) · staffWithout (A, every permission but the row's) ·
// otherUser (a certified user of company B, B's cookie on A's host) · otherStaff (staff '*' of B).
// Rows that name an object by id also ask for company B's object on A (`otherCompany`): 404, never 500.
//
// HOW TO ADD A ROW (one per endpoint of the table, lib/endpoints; the coverage tests fail without it):
//   1. `route` is the folder under app/api ('/orders/[id]'), `method` the exported function.
//   2. `permission`: the staff permission the route needs (then `staffWithout` must be stated too).
//   3. `expect`: the status of every caller. An allowed caller must get past authorization: send,
//      through `request`, an input valid enough for a 2xx — or state the non-authorization 4xx it
//      gets (422/404/409 …) with a comment saying why.
//   4. `request(w, caller)` builds the query/body (fresh objects per call: every caller gets its own).
//   5. `otherCompany`: for each id the route takes, company B's object asked by A's rightful caller;
//      when the route writes, `after` reads B's object back through B's own host: untouched.
//      `missingIds`: the same id set to BEYOND_ID (no row can have it): not found or refused, never 500.
//   6. No row is ever skipped: a route that answers wrongly is fixed in the route or service, not parked.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffPermission } from '@/lib/contracts/staff';
import { ENDPOINTS } from '@/lib/endpoints';
import { routeMeta } from '@/lib/server/http';
import {
  CALLERS,
  applicationStatus,
  certificationForm,
  cookiesOf,
  createWorld,
  exportedMethods,
  invoke,
  loginCode,
  pendingApplication,
  qrLoginTicket,
  registrationCode,
  resetLimits,
  resetToken,
  resetTokenLive,
  routeFilesOnDisk,
  routeModule,
  sessionLive,
  staffSessionLive,
  staffWithSession,
  subscriptionRow,
  subscriptionWithLink,
  ticketStatus,
  visitorSubscription,
  type Caller,
  type Method,
  type Req,
  type Result,
  type World,
  userWithSession,
} from './authzFixtures';
import cn from '@/messages/cn.json';
import { auditRowOf, bannerBody, bannerOf, companyBody, companyImage, companyState, exists, imageForm, newsBody, newsOf, salesContactBody, salesContactOf, salesContactOfUser } from './consoleFixtures';
import { PASSWORD, newEmail, newMobile, withTempFilesDir } from './accountFixtures';
import { alertMailTo, lclRate, matrixQuotation, matrixRate, rateSheetForm, sortLane, storedPrices } from './rateFixtures';
import { bookingBody, bookingWorld, createOrder, createSpotOffer, offerRemaining, orderStage, reservationStatus, reserveForm, spotReservation } from './orderFixtures';
import { newEvent, ownBill, trackingConfirmed, trackingConfirmLink, trackingSamples } from './trackingFixtures';
import { testCarriers } from './scheduleFixtures';
import { connectionBody, connectionExists, connectionOf, dcsaCustomerOf, dcsaKeyOf, dcsaKeyRevoked } from './carrierFixtures';
import { applicationForm, contactMessage, documentForm, documentItem, itemState, jobApplication, jobItem, newServiceBody, officeItem, serviceItem } from './contentFixtures';

/** Status per caller; `staffWithout` only on rows with a permission. */
type Expect = Record<Exclude<Caller, 'staffWithout'>, number> & { staffWithout?: number };

/** One object asked for by id: another company's, or one no company can have. */
type ObjectCase = {
  /** what is asked for */
  what: string;
  /** A's caller that may use the route (its cookies are sent) */
  as: Caller;
  /** the status, or the statuses that are each correct (e.g. 404 not found | 422 refused by the contract) */
  status: number | readonly number[];
  request: (w: World) => Promise<Req> | Req;
  check?: (res: Result, w: World) => void;
};

type Row = {
  route: string;
  method: Method;
  permission?: StaffPermission;
  expect: Expect;
  request?: (w: World, caller: Caller) => Promise<Req> | Req;
  /** extra assertions on every caller's answer */
  check?: (res: Result, caller: Caller, w: World) => void;
  otherCompany?: ObjectCase[];
  /** ids no object of any company has: beyond the id columns (PostgreSQL integer), never a 500 */
  missingIds?: ObjectCase[];
};

const NEW_PASSWORD = 'Newpass123';

/** The first id beyond PostgreSQL's integer id columns (2^31): no object of any company has it. */
const BEYOND_ID = 2 ** 31;

/** Not found (404) or refused by the contract (422): both are correct for an id no row can have. */
const NOT_FOUND_OR_INVALID = [404, 422] as const;
/** A lookup that lists what it finds (200 with no rows) or refuses the id (422). */
const NONE_OR_INVALID = [200, 422] as const;

// Who gets which status, for the rows that follow one of the usual patterns.
/** Staff of this company holding the row's permission. */
const STAFF_WITH_PERMISSION: Expect = { visitor: 401, user: 401, certified: 401, staff: 200, staffWithout: 403, otherUser: 401, otherStaff: 401 };
/** Any staff session of this company, no permission needed. */
const ANY_STAFF: Expect = { visitor: 401, user: 401, certified: 401, staff: 200, otherUser: 401, otherStaff: 401 };
/** A signed-in user of this company, certified or not. */
const SIGNED_IN_USER: Expect = { visitor: 401, user: 200, certified: 200, staff: 401, otherUser: 401, otherStaff: 401 };
/** A certified user of this company only. */
const CERTIFIED_USER: Expect = { visitor: 401, user: 403, certified: 200, staff: 401, otherUser: 401, otherStaff: 401 };
/** Everyone, signed in or not. */
const OPEN: Expect = { visitor: 200, user: 200, certified: 200, staff: 200, otherUser: 200, otherStaff: 200 };

/** The row's id set to BEYOND_ID, asked by `as`: not found or refused by the contract. */
const idBeyond = (as: Caller, request: (id: number) => Req): ObjectCase[] => [
  { what: 'an id beyond the id column', as, status: NOT_FOUND_OR_INVALID, request: () => request(BEYOND_ID) },
];

const rowsOf = (res: Result) => (res.json?.rows ?? []) as { id: number }[];

/** Asks for a waiting application of B; afterwards it must still be waiting (status 1) on B. */
async function untouchedApplication(w: World, req: (id: number) => Req): Promise<Req> {
  const id = await pendingApplication(w.b);
  return { ...req(id), after: async () => expect(await applicationStatus(w.b, id), "B's application is untouched").toBe(1) };
}

/** Asks for a waiting QR ticket of B; afterwards it must still be waiting for B's browser. */
async function untouchedTicket(w: World, req: (t: { ticket: string; pre: string }) => Req): Promise<Req> {
  const t = await qrLoginTicket(w.b);
  return { ...req(t), after: async () => expect(await ticketStatus(w.b, t), "B's ticket is untouched").toBe('waiting') };
}

/** A session of another company is no session here: the caller is served as a visitor. */
const servedAsVisitor = (caller: Caller) => caller !== 'user' && caller !== 'certified';

const MATRIX: Row[] = [
  // ---------------------------------------------------------------- mobileUser
  {
    route: '/mobileUser/getSalesLimit', method: 'GET',
    expect: OPEN,
    check: (res, caller) => expect((res.json?.data as { reason: string }).reason === 'login').toBe(servedAsVisitor(caller)),
  },
  {
    route: '/mobileUser/getSalesList', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    route: '/mobileUser/getenterpriseInfo', method: 'POST',
    expect: OPEN,
    request: () => ({ body: {} }),
    check: (res, _c, w) => expect((res.json?.data as { companyId: number }).companyId).toBe(w.a.id),
    // The company is the host's: a body naming another company is refused (companyMismatch).
    otherCompany: [{ what: "B's company id in the body", as: 'certified', status: 403, request: (w) => ({ body: { companyId: w.b.id } }) }],
  },
  {
    route: '/mobileUser/kefuInit', method: 'GET',
    expect: OPEN,
  },

  // ---------------------------------------------------------------- staff console
  {
    route: '/staff/certifications', method: 'GET', permission: 'certification',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ query: { status: 1 } }),
    otherCompany: [{
      what: "B's waiting applications", as: 'staff', status: 200,
      request: async (w) => {
        const id = await pendingApplication(w.b);
        return { query: { status: 1, pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/certifications/approve', method: 'POST', permission: 'certification',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await pendingApplication(w.a) } }),
    otherCompany: [{ what: "B's application", as: 'staff', status: 404, request: async (w) => untouchedApplication(w, (id) => ({ body: { id } })) }],
    missingIds: idBeyond('staff', (id) => ({ body: { id } })),
  },
  {
    route: '/staff/certifications/file', method: 'GET', permission: 'certification',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { id: await pendingApplication(w.a) } }),
    check: (res) => { if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf'); },
    otherCompany: [{ what: "B's application's licence", as: 'staff', status: 404, request: async (w) => ({ query: { id: await pendingApplication(w.b) } }) }],
    missingIds: idBeyond('staff', (id) => ({ query: { id } })),
  },
  {
    route: '/staff/certifications/reject', method: 'POST', permission: 'certification',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await pendingApplication(w.a), reason: '营业执照不清晰' } }),
    otherCompany: [{ what: "B's application", as: 'staff', status: 404, request: async (w) => untouchedApplication(w, (id) => ({ body: { id, reason: '营业执照不清晰' } })) }],
    missingIds: idBeyond('staff', (id) => ({ body: { id, reason: '营业执照不清晰' } })),
  },
  {
    // Open by design: anyone may try; A's staff credentials log in whoever sends them.
    route: '/staff/login', method: 'POST',
    expect: OPEN,
    request: (w) => ({ body: w.staffAccount.a }),
    otherCompany: [{ what: "B's staff credentials", as: 'visitor', status: 401, request: (w) => ({ body: w.staffAccount.b }) }],
  },
  {
    route: '/staff/logout', method: 'POST',
    expect: OPEN,
    // Logging out on A with B's staff cookie must not end B's staff session.
    otherCompany: [{
      what: "logout with B's staff cookie", as: 'visitor', status: 200,
      request: async (w) => {
        const { token } = await staffWithSession(w.b.id, ['*']);
        return { cookies: { staff_author: token }, after: async () => expect(await staffSessionLive(w.b, token), "B's staff session lives").toBe(true) };
      },
    }],
  },
  {
    route: '/staff/tracking/shipment', method: 'POST', permission: 'tracking',
    expect: STAFF_WITH_PERMISSION,
    request: async () => {
      await testCarriers();
      return { body: { billNo: 'MATRIX0001', carrier: 'ZQA1', vessel: 'TEST VESSEL', voyage: '044W', pol: 'CNSHA', pod: 'NLRTM', containers: [{ containerNo: 'CSQU3054383', sizeType: '40HC' }] } };
    },
  },
  {
    route: '/staff/tracking/events', method: 'POST', permission: 'tracking',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { billNo: (await trackingSamples(w.a.id)).fclDone, events: [newEvent()] } }),
    // A's staff cannot add events to B's bill: it is not found on A.
    otherCompany: [{
      what: "B's bill", as: 'staff', status: 404,
      request: async (w) => ({ body: { billNo: await ownBill(w.b.id), events: [newEvent()] } }),
    }],
  },
  {
    route: '/staff/outbox', method: 'GET', permission: 'outbox',
    expect: STAFF_WITH_PERMISSION,
  },
  {
    // Any staff session of this company; no permission needed (the `staff` caller holds none).
    route: '/staff/session', method: 'GET',
    expect: ANY_STAFF,
  },
  // ---------------------------------------------------------------- staff console: dashboard, audit
  {
    // Any staff session of this company: aggregate figures of this company only.
    route: '/staff/dashboard', method: 'GET',
    expect: ANY_STAFF,
  },
  {
    route: '/staff/audit', method: 'GET', permission: 'audit',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ query: { pageSize: 5 } }),
    otherCompany: [{
      what: "B's audit rows", as: 'staff', status: 200,
      request: async (w) => {
        const summary = await auditRowOf(w.b);
        return { query: { q: summary }, after: (res) => expect(rowsOf(res), "B's row is not listed on A").toEqual([]) };
      },
    }],
    missingIds: [{ what: 'a staff id beyond the id column', as: 'staff', status: NONE_OR_INVALID, request: () => ({ query: { staffId: BEYOND_ID } }) }],
  },
  {
    route: '/staff/carrierConnections', method: 'GET', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    check: (res) => expect(res.text, 'no secret is ever answered').not.toContain('fixture-key'),
    otherCompany: [{
      what: "B's connections", as: 'staff', status: 200,
      request: async (w) => {
        const id = await connectionOf(w.b.id);
        return { after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/carrierConnections/save', method: 'POST', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: await connectionBody(await connectionOf(w.a.id)) }),
    otherCompany: [{ what: "B's connection", as: 'staff', status: 404, request: async (w) => ({ body: await connectionBody(await connectionOf(w.b.id)) }) }],
    missingIds: [{ what: 'a connection id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: async (w) => ({ body: { ...(await connectionBody(await connectionOf(w.a.id))), id: BEYOND_ID } }) }],
  },
  {
    route: '/staff/carrierConnections/delete', method: 'POST', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await connectionOf(w.a.id) } }),
    otherCompany: [{
      what: "B's connection", as: 'staff', status: 404,
      request: async (w) => {
        const id = await connectionOf(w.b.id);
        return { body: { id }, after: async () => expect(await connectionExists(id), 'B keeps its connection').toBe(true) };
      },
    }],
    missingIds: [{ what: 'a connection id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: () => ({ body: { id: BEYOND_ID } }) }],
  },
  {
    route: '/staff/carrierConnections/run', method: 'POST', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await connectionOf(w.a.id) } }),
    otherCompany: [{ what: "B's connection", as: 'staff', status: 404, request: async (w) => ({ body: { id: await connectionOf(w.b.id) } }) }],
    missingIds: [{ what: 'a connection id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: () => ({ body: { id: BEYOND_ID } }) }],
  },
  {
    route: '/staff/carrierConnections/carriers', method: 'GET', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
  },
  {
    route: '/staff/dcsaKeys', method: 'GET', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's keys", as: 'staff', status: 200,
      request: async (w) => {
        const { id, key } = await dcsaKeyOf(w.b.id);
        return { after: (res) => {
          expect(rowsOf(res).map((r) => r.id)).not.toContain(id);
          expect(res.text, 'no key is ever listed').not.toContain(key);
        } };
      },
    }],
  },
  {
    route: '/staff/dcsaKeys/create', method: 'POST', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { name: 'Matrix TMS', userId: await dcsaCustomerOf(w.a.id) } }),
    otherCompany: [{ what: "B's customer", as: 'staff', status: 404, request: async (w) => ({ body: { name: 'Matrix TMS', userId: await dcsaCustomerOf(w.b.id) } }) }],
    missingIds: [{ what: 'a customer id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: () => ({ body: { name: 'Matrix TMS', userId: BEYOND_ID } }) }],
  },
  {
    route: '/staff/dcsaKeys/revoke', method: 'POST', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: (await dcsaKeyOf(w.a.id)).id } }),
    otherCompany: [{
      what: "B's key", as: 'staff', status: 404,
      request: async (w) => {
        const { id } = await dcsaKeyOf(w.b.id);
        return { body: { id }, after: async () => expect(await dcsaKeyRevoked(id), 'B keeps its key').toBe(false) };
      },
    }],
    missingIds: [{ what: 'a key id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: () => ({ body: { id: BEYOND_ID } }) }],
  },
  {
    route: '/staff/company', method: 'GET', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    check: (res, caller, w) => caller === 'staff' && expect((res.json?.data as { companyId: number }).companyId).toBe(w.a.id),
  },
  {
    route: '/staff/company/save', method: 'POST', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: await companyBody(w.a.id) }),
    // The company is the host's: B's settings cannot be named; claiming B's domain is refused and B keeps it.
    otherCompany: [{
      what: "B's domain in A's list", as: 'staff', status: 409,
      request: async (w) => {
        const body = await companyBody(w.a.id);
        return {
          body: { ...body, domains: [...body.domains, w.hostB], slogan: 'x' },
          after: async () => {
            expect((await companyState(w.b.id)).domains, 'B keeps its domain').toContain(w.hostB);
            expect((await companyState(w.a.id)).slogan, "A's settings unchanged").not.toBe('x');
          },
        };
      },
    }],
  },
  {
    route: '/staff/company/image', method: 'POST', permission: 'company',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ form: imageForm() }),
  },
  {
    route: '/staff/news', method: 'GET', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's news", as: 'staff', status: 200,
      request: async (w) => {
        const id = await newsOf(w.b.id);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/news/save', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ body: newsBody() }),
    otherCompany: [{ what: "B's article", as: 'staff', status: 404, request: async (w) => ({ body: { ...newsBody(), id: await newsOf(w.b.id) } }) }],
    missingIds: idBeyond('staff', (id) => ({ body: { ...newsBody(), id } })),
  },
  {
    route: '/staff/news/delete', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await newsOf(w.a.id) } }),
    otherCompany: [{
      what: "B's article", as: 'staff', status: 404,
      request: async (w) => {
        const id = await newsOf(w.b.id);
        return { body: { id }, after: async () => expect(await exists('news', id), "B's article stays").toBe(true) };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { id } })),
  },
  {
    route: '/staff/banners', method: 'GET', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's banners", as: 'staff', status: 200,
      request: async (w) => {
        const id = await bannerOf(w.b.id);
        return { after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/banners/save', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ body: bannerBody() }),
    otherCompany: [{ what: "B's banner", as: 'staff', status: 404, request: async (w) => ({ body: { ...bannerBody(), id: await bannerOf(w.b.id) } }) }],
    missingIds: idBeyond('staff', (id) => ({ body: { ...bannerBody(), id } })),
  },
  {
    route: '/staff/banners/delete', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await bannerOf(w.a.id) } }),
    otherCompany: [{
      what: "B's banner", as: 'staff', status: 404,
      request: async (w) => {
        const id = await bannerOf(w.b.id);
        return { body: { id }, after: async () => expect(await exists('banners', id), "B's banner stays").toBe(true) };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { id } })),
  },
  {
    route: '/staff/customers', method: 'GET', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's users", as: 'staff', status: 200,
      request: async (w) => {
        const { userId } = await userWithSession(w.b.id);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(userId) };
      },
    }],
  },
  {
    route: '/staff/customers/assign', method: 'POST', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { userId: (await userWithSession(w.a.id)).userId, salesContactId: await salesContactOf(w.a.id) } }),
    otherCompany: [
      {
        what: "B's user", as: 'staff', status: 404,
        request: async (w) => {
          const { userId } = await userWithSession(w.b.id);
          return { body: { userId, salesContactId: await salesContactOf(w.a.id) }, after: async () => expect(await salesContactOfUser(userId)).toBeNull() };
        },
      },
      {
        what: "B's sales contact for A's user", as: 'staff', status: 404,
        request: async (w) => {
          const { userId } = await userWithSession(w.a.id);
          return { body: { userId, salesContactId: await salesContactOf(w.b.id) }, after: async () => expect(await salesContactOfUser(userId)).toBeNull() };
        },
      },
    ],
    missingIds: [{ what: 'a user id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: () => ({ body: { userId: BEYOND_ID, salesContactId: null } }) }],
  },
  {
    route: '/staff/salesContacts', method: 'GET', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's sales contacts", as: 'staff', status: 200,
      request: async (w) => {
        const id = await salesContactOf(w.b.id);
        return { after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/salesContacts/save', method: 'POST', permission: 'customers',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ body: salesContactBody() }),
    otherCompany: [{ what: "B's sales contact", as: 'staff', status: 404, request: async (w) => ({ body: { ...salesContactBody(), id: await salesContactOf(w.b.id) } }) }],
    missingIds: idBeyond('staff', (id) => ({ body: { ...salesContactBody(), id } })),
  },

  // ---------------------------------------------------------------- ports, routes, contacts, subscriptions
  {
    route: '/webfclfreight/queryRouteGroups', method: 'POST',
    expect: OPEN,
    request: () => ({ body: {} }),
    otherCompany: [{ what: "B's company id in the body", as: 'certified', status: 403, request: (w) => ({ body: { companyId: w.b.id } }) }],
  },
  {
    route: '/webfclfreight/queryWebMyCustomer', method: 'POST',
    expect: OPEN,
    request: () => ({ body: {} }),
    otherCompany: [{ what: "B's company id in the body", as: 'certified', status: 403, request: (w) => ({ body: { companyId: w.b.id } }) }],
  },
  {
    route: '/webfclfreight/queryrecommendportlistlimit5', method: 'GET',
    expect: OPEN,
    request: () => ({ query: { types: 2 } }),
    check: (res, _c, w) => expect(rowsOf(res).map((r) => r.id)).toEqual([w.ports.a.destination]),
    // portStartId only ranks A's own ports: B's port changes nothing and leaks nothing.
    otherCompany: [{
      what: "B's port as the chosen origin", as: 'certified', status: 200,
      request: (w) => ({ query: { types: 2, portStartId: w.ports.b.origin } }),
      check: (res, w) => expect(rowsOf(res).map((r) => r.id)).toEqual([w.ports.a.destination]),
    }],
    missingIds: [{ what: 'an origin id beyond the id column', as: 'visitor', status: NONE_OR_INVALID, request: () => ({ query: { types: 2, portStartId: BEYOND_ID } }) }],
  },
  {
    route: '/webschedulecontroller/queryPortsByIds', method: 'POST',
    expect: OPEN,
    request: (w) => ({ body: { ids: [w.ports.a.origin] } }),
    check: (res, _c, w) => expect(rowsOf(res).map((r) => r.id)).toEqual([w.ports.a.origin]),
    // A lookup by ids: another company's ids are simply not found (an empty list, as for unknown ids).
    otherCompany: [{
      what: "B's port ids", as: 'certified', status: 200,
      request: (w) => ({ body: { ids: [w.ports.b.origin, w.ports.b.destination] } }),
      check: (res) => expect(rowsOf(res)).toEqual([]),
    }],
    missingIds: [{
      what: 'an id beyond the id column', as: 'visitor', status: NONE_OR_INVALID,
      request: () => ({ body: { ids: [BEYOND_ID] } }),
      check: (res) => expect(rowsOf(res)).toEqual([]),
    }],
  },
  // ---------------------------------------------------------------- tracking
  {
    route: '/webtracking/query', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { type: 'bill', no: (await trackingSamples(w.a.id)).fclDone } }),
    otherCompany: [{
      what: "B's bill number on A's host", as: 'certified', status: 404,
      request: async (w) => ({ query: { type: 'bill', no: await ownBill(w.b.id) } }),
    }],
  },
  {
    route: '/webtracking/subscribe', method: 'POST',
    expect: SIGNED_IN_USER,
    request: async (w) => ({ body: { type: 'bill', no: (await trackingSamples(w.a.id)).fclTwoBoxes, email: newEmail() } }),
    // B's bill is not found on A: no subscription, so none of B's events is ever mailed to A's user.
    otherCompany: [{
      what: "B's bill", as: 'user', status: 404,
      request: async (w) => {
        const no = await ownBill(w.b.id);
        return { body: { type: 'bill', no, email: newEmail() }, after: async () => expect(await subscriptionsTo(no), 'no subscription').toBe(0) };
      },
    }],
  },
  {
    route: '/webtracking/subscriptions', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // A subscription is ended only by its owner: the callers here own none, so a logged-in user gets 404.
    route: '/webtracking/unsubscribe', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: { id: 1 } }),
    otherCompany: [{
      what: "a subscription of B's user", as: 'user', status: 404,
      request: async (w) => {
        const id = await subscriptionOf(w.b.id);
        return { body: { id }, after: async () => expect(await subscriptionExists(id), "B's subscription stays").toBe(true) };
      },
    }],
    missingIds: idBeyond('user', (id) => ({ body: { id } })),
  },
  {
    // Paused or resumed only by its owner: the callers here own none, so a logged-in user gets 404.
    route: '/webtracking/pause', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: { id: 1, paused: true } }),
    otherCompany: [{
      what: "a subscription of B's user", as: 'user', status: 404,
      request: async (w) => {
        const id = await subscriptionOf(w.b.id);
        return { body: { id, paused: true }, after: async () => expect(await subscriptionExists(id), "B's subscription stays").toBe(true) };
      },
    }],
    missingIds: idBeyond('user', (id) => ({ body: { id, paused: true } })),
  },
  {
    // A mailed confirmation link opened: the token is the credential (no login), and only on its own company.
    route: '/webtracking/confirm', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: { token: (await trackingConfirmLink(w.a)).token } }),
    otherCompany: [{
      what: "B's confirmation link", as: 'visitor', status: 400,
      request: async (w) => {
        const link = await trackingConfirmLink(w.b);
        return { body: { token: link.token }, after: async () => expect(await trackingConfirmed(link.id), "B's subscription stays unconfirmed").toBe(false) };
      },
    }],
  },
  // ---------------------------------------------------------------- schedules (public, answered from the index)
  {
    route: '/webschedulecontroller/querySchedules', method: 'GET',
    expect: OPEN,
    request: () => ({ query: { pol: 'CNSHA', pod: 'NLRTM', weeks: 2 } }),
    // The matrix companies sail nothing: every caller gets the same empty answer.
    check: (res) => expect(rowsOf(res)).toEqual([]),
  },
  {
    route: '/webschedulecontroller/sailingDetail', method: 'GET',
    // A sailing id is asked for; the matrix companies have none, so the rightful 200 is not reachable here
    // (tests/api/schedules.test.ts covers it): every caller gets the same 404, no one a 401/403.
    expect: { visitor: 404, user: 404, certified: 404, staff: 404, otherUser: 404, otherStaff: 404 },
    request: () => ({ query: { id: 1 } }),
    missingIds: idBeyond('visitor', (id) => ({ query: { id } })),
  },
  {
    route: '/webschedulecontroller/popularLanes', method: 'GET',
    expect: OPEN,
  },
  {
    route: '/webschedulecontroller/scheduleCarriers', method: 'GET',
    expect: OPEN,
  },
  {
    route: '/webschedulecontroller/webquerygloblports', method: 'POST',
    expect: OPEN,
    request: () => ({ body: { nameCn: 'Matrix', types: 1 } }),
    check: (res, _c, w) => expect(rowsOf(res).map((r) => r.id)).toEqual([w.ports.a.origin]),
    otherCompany: [{ what: "B's company id in the body", as: 'certified', status: 403, request: (w) => ({ body: { nameCn: 'Matrix', types: 1, companyId: w.b.id } }) }],
  },
  {
    // Unsubscribe: the manage-link token is the credential (the row's owner is a visitor), so every caller may.
    route: '/websubMaskFcl/deleteSubMaskFcl', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: await subscriptionWithLink(w.a, w.ports.a) }),
    otherCompany: [
      {
        what: "B's subscription id, without a link", as: 'certified', status: 404,
        request: async (w) => {
          const { id } = await subscriptionWithLink(w.b, w.ports.b);
          const before = await subscriptionRow(id);
          return { body: { id }, after: async () => expect(await subscriptionRow(id), "B's subscription is untouched").toEqual(before) };
        },
      },
      {
        // B's link is no link on A (400 subscriptionLinkInvalid).
        what: "B's subscription with B's manage link", as: 'visitor', status: 400,
        request: async (w) => {
          const link = await subscriptionWithLink(w.b, w.ports.b);
          const before = await subscriptionRow(link.id);
          return { body: link, after: async () => expect(await subscriptionRow(link.id), "B's subscription is untouched").toEqual(before) };
        },
      },
    ],
    missingIds: [{
      what: 'a subscription id beyond the id column', as: 'visitor', status: NOT_FOUND_OR_INVALID,
      request: async (w) => ({ body: { id: BEYOND_ID, token: (await subscriptionWithLink(w.a, w.ports.a)).token } }),
    }],
  },
  {
    // My alerts: the rate alerts of the caller's own account email (none of B's: rows are looked up on A only).
    route: '/websubMaskFcl/mine', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // My alerts: only alerts of the caller's own account email; the matrix users have none here, so 404.
    route: '/websubMaskFcl/changeMine', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: (w) => ({ body: { id: 1, portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } }),
    otherCompany: [{
      what: "B's subscription id", as: 'certified', status: 404,
      request: async (w) => {
        const { id } = await subscriptionWithLink(w.b, w.ports.b);
        const before = await subscriptionRow(id);
        return { body: { id, portStartId: w.ports.a.origin, portEndId: w.ports.a.destination }, after: async () => expect(await subscriptionRow(id), "B's subscription is untouched").toEqual(before) };
      },
    }],
    missingIds: idBeyond('certified', (id) => ({ body: { id, portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } })),
  },
  {
    // My alerts: only alerts of the caller's own account email; the matrix users have none here, so 404.
    route: '/websubMaskFcl/pauseMine', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: { id: 1, paused: true } }),
    otherCompany: [{
      what: "B's subscription id", as: 'certified', status: 404,
      request: async (w) => {
        const { id } = await subscriptionWithLink(w.b, w.ports.b);
        const before = await subscriptionRow(id);
        return { body: { id, paused: true }, after: async () => expect(await subscriptionRow(id), "B's subscription is untouched").toEqual(before) };
      },
    }],
    missingIds: idBeyond('certified', (id) => ({ body: { id, paused: true } })),
  },
  {
    // My alerts: only alerts of the caller's own account email; the matrix users have none here, so 404.
    route: '/websubMaskFcl/deleteMine', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: { id: 1 } }),
    otherCompany: [{
      what: "B's subscription id", as: 'certified', status: 404,
      request: async (w) => {
        const { id } = await subscriptionWithLink(w.b, w.ports.b);
        const before = await subscriptionRow(id);
        return { body: { id }, after: async () => expect(await subscriptionRow(id), "B's subscription is untouched").toEqual(before) };
      },
    }],
    missingIds: idBeyond('certified', (id) => ({ body: { id } })),
  },
  {
    // A manage link opened: the token is the credential.
    route: '/websubMaskFcl/manageSubMaskFcl', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: { token: (await subscriptionWithLink(w.a, w.ports.a)).token } }),
    otherCompany: [{
      what: "B's manage link", as: 'visitor', status: 400,
      request: async (w) => {
        const link = await subscriptionWithLink(w.b, w.ports.b);
        const before = await subscriptionRow(link.id);
        return { body: { token: link.token }, after: async () => expect(await subscriptionRow(link.id), "B's subscription is unconfirmed, untouched").toEqual(before) };
      },
    }],
  },
  {
    // Visitors may subscribe too (the user is attached when logged in; an edit by id needs the owner or the manage link).
    route: '/websubMaskFcl/saveSubMaskFcl', method: 'POST',
    expect: OPEN,
    request: (w) => ({ body: { subscribeEmail: newEmail(), portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } }),
    otherCompany: [
      {
        // B's row is a visitor's (no owner): without its manage link nobody edits it, on B or A.
        what: "B's subscription id", as: 'visitor', status: 404,
        request: async (w) => {
          const id = await visitorSubscription(w.b, w.ports.b);
          const before = await subscriptionRow(id);
          return {
            body: { id, subscribeEmail: newEmail(), portStartId: w.ports.a.origin, portEndId: w.ports.a.destination },
            after: async () => expect(await subscriptionRow(id), "B's subscription is untouched").toEqual(before),
          };
        },
      },
      {
        // B's manage link is no link on A (400 subscriptionLinkInvalid).
        what: "B's subscription id with B's manage link", as: 'visitor', status: 400,
        request: async (w) => {
          const link = await subscriptionWithLink(w.b, w.ports.b);
          const before = await subscriptionRow(link.id);
          return {
            body: { ...link, subscribeEmail: newEmail(), portStartId: w.ports.a.origin, portEndId: w.ports.a.destination },
            after: async () => expect(await subscriptionRow(link.id), "B's subscription is untouched").toEqual(before),
          };
        },
      },
      {
        // A lane port that is not A's is an invalid field (subscriptionOriginInvalid), as an unknown id is.
        what: "B's ports as the lane", as: 'visitor', status: 422,
        request: (w) => ({ body: { subscribeEmail: newEmail(), portStartId: w.ports.b.origin, portEndId: w.ports.b.destination } }),
      },
    ],
    missingIds: [
      {
        what: 'a subscription id beyond the id column', as: 'visitor', status: NOT_FOUND_OR_INVALID,
        request: (w) => ({ body: { id: BEYOND_ID, subscribeEmail: newEmail(), portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } }),
      },
      {
        what: 'a lane port id beyond the id column', as: 'visitor', status: 422,
        request: (w) => ({ body: { subscribeEmail: newEmail(), portStartId: BEYOND_ID, portEndId: w.ports.a.destination } }),
      },
    ],
  },

  // ---------------------------------------------------------------- webuser: accounts
  {
    route: '/webuser/certification', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // A new application is allowed from status 0, 2 and 3 (re-certification).
    route: '/webuser/certification', method: 'POST',
    expect: SIGNED_IN_USER,
    request: () => ({ form: certificationForm() }),
  },
  {
    // Open: the reset link's token is the credential.
    route: '/webuser/changePassword', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: { token: await resetToken(w.a), password: NEW_PASSWORD } }),
    // The spec's answer for any unusable link (invalid, used, expired, another company's) is 400.
    otherCompany: [{
      what: "B's reset token", as: 'visitor', status: 400,
      request: async (w) => {
        const token = await resetToken(w.b);
        return { body: { token, password: NEW_PASSWORD }, after: async () => expect(await resetTokenLive(w.b, token), "B's link still works on B").toBe(true) };
      },
    }],
  },
  {
    route: '/webuser/forgetPassword', method: 'POST',
    expect: OPEN,
    request: () => ({ body: { email: newEmail() } }),
  },
  {
    route: '/webuser/forgetPasswordDecryptToken', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: { token: await resetToken(w.a), sendMailFlag: 1, webFlag: 2 } }),
    otherCompany: [
      { what: "B's reset token", as: 'visitor', status: 400, request: async (w) => ({ body: { token: await resetToken(w.b), sendMailFlag: 1, webFlag: 2 } }) },
      { what: "B's company id in the body", as: 'visitor', status: 403, request: async (w) => ({ body: { token: await resetToken(w.a), sendMailFlag: 1, webFlag: 2, companyId: w.b.id } }) },
    ],
  },
  {
    route: '/webuser/getWxUrlNewScheme', method: 'GET',
    expect: OPEN,
  },
  {
    route: '/webuser/login', method: 'POST',
    expect: OPEN,
    request: (w) => ({ body: { account: w.account.a.mobile, password: w.account.a.password } }),
    otherCompany: [{ what: "B's user credentials", as: 'visitor', status: 401, request: (w) => ({ body: { account: w.account.b.mobile, password: w.account.b.password } }) }],
  },
  {
    // A login code sent to the account's own phone; a code sent on B is no code on A (400, as a wrong one).
    route: '/webuser/loginByCode', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ body: await loginCode(w.a) }),
    otherCompany: [{ what: 'a login code sent on B', as: 'visitor', status: 400, request: async (w) => ({ body: await loginCode(w.b) }) }],
  },
  {
    // The logged-in phone approves a desktop's ticket.
    route: '/webuser/qrLogin/confirm', method: 'POST',
    expect: SIGNED_IN_USER,
    request: async (w) => ({ body: { ticket: (await qrLoginTicket(w.a)).ticket, approve: true } }),
    otherCompany: [{ what: "B's ticket", as: 'certified', status: 404, request: (w) => untouchedTicket(w, ({ ticket }) => ({ body: { ticket, approve: true } })) }],
  },
  {
    route: '/webuser/qrLogin/info', method: 'GET',
    expect: SIGNED_IN_USER,
    request: async (w) => ({ query: { ticket: (await qrLoginTicket(w.a)).ticket } }),
    // Reading a ticket marks it scanned: B's must stay waiting.
    otherCompany: [{ what: "B's ticket", as: 'certified', status: 404, request: (w) => untouchedTicket(w, ({ ticket }) => ({ query: { ticket } })) }],
  },
  {
    // The desktop's poll: its own pre-login cookie is the credential (sent with every caller's cookies).
    route: '/webuser/qrLogin/status', method: 'GET',
    expect: OPEN,
    request: async (w) => {
      const { ticket, pre } = await qrLoginTicket(w.a);
      return { query: { ticket }, cookies: { qr_pre: pre } };
    },
    otherCompany: [{
      what: "B's ticket, polled by the browser that asked for it", as: 'visitor', status: 404,
      request: (w) => untouchedTicket(w, ({ ticket, pre }) => ({ query: { ticket }, cookies: { qr_pre: pre } })),
    }],
  },
  {
    route: '/webuser/qrLogin/ticket', method: 'POST',
    expect: OPEN,
  },
  {
    route: '/webuser/register', method: 'POST',
    expect: OPEN,
    request: async (w) => {
      const { account, code } = await registrationCode(w.a);
      return { body: { account, verifyCode: code, password: PASSWORD, nameCn: '张三', companyName: '矩阵测试公司', agree: true } };
    },
    // The registration link's sales contact id (webSaleId): an unknown one is ignored, so is one beyond the column.
    missingIds: [{
      what: 'a webSaleId beyond the id column', as: 'visitor', status: NONE_OR_INVALID,
      request: async (w) => {
        const { account, code } = await registrationCode(w.a);
        return { body: { account, verifyCode: code, password: PASSWORD, nameCn: '张三', companyName: '矩阵测试公司', agree: true, webSaleId: BEYOND_ID } };
      },
    }],
    // A code sent on B is no code on A (400 codeInvalid, as for a wrong code).
    otherCompany: [{
      what: "a registration code sent on B", as: 'visitor', status: 400,
      request: async (w) => {
        const { account, code } = await registrationCode(w.b);
        return { body: { account, verifyCode: code, password: PASSWORD, nameCn: '张三', companyName: '矩阵测试公司', agree: true } };
      },
    }],
  },
  {
    // Registration codes for anyone; a 'contact' code (a new login phone or email) needs a session: see the check.
    route: '/webuser/sendCode', method: 'POST',
    expect: OPEN,
    request: () => ({ body: { account: newMobile() } }),
    otherCompany: [{ what: "a contact code with B's session", as: 'otherUser', status: 401, request: () => ({ body: { account: newMobile(), purpose: 'contact' } }) }],
  },
  {
    route: '/webuser/session', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // Callers' users have the password PASSWORD.
    route: '/webuser/updatePassword', method: 'POST',
    expect: SIGNED_IN_USER,
    request: () => ({ body: { oldPassword: PASSWORD, password: NEW_PASSWORD } }),
  },
  {
    route: '/webuser/userInfo', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // Each caller is a fresh user whose phone the row cannot know: the new phone it sends needs the code sent to
    // it (400 contactCodeRequired), which is past authorization. Saving with codes: tests/api/accountSecurity.test.ts.
    route: '/webuser/userInfo', method: 'POST',
    expect: { visitor: 401, user: 400, certified: 400, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: { nameCn: '张三', companyName: '矩阵测试公司', phone: newMobile(), email: '' } }),
    check: (res, caller) => {
      if (caller === 'user' || caller === 'certified') expect(res.json?.message).toBe(cn.Api.contactCodeRequired);
    },
  },
  {
    route: '/webuser/userPersonasUtil', method: 'POST',
    expect: OPEN,
    request: () => ({ body: { type: 41, data: { phone: '13800000000' } } }),
  },
  {
    route: '/webuser/webloginOut', method: 'POST',
    expect: OPEN,
    // Logging out on A with B's cookie must not end B's session.
    otherCompany: [{
      what: "logout with B's session cookie", as: 'visitor', status: 200,
      request: async (w) => {
        const { token } = await userWithSession(w.b.id);
        return { cookies: { author: token }, after: async () => expect(await sessionLive(w.b, token), "B's session lives").toBe(true) };
      },
    }],
  },
  {
    // WeChat's redirect target: always a 303 back to the site; without WeChat keys (tests) the state
    // cannot match a WeChat ticket, so every caller lands on ?wechatLogin=state.
    route: '/webuser/wechat/callback', method: 'GET',
    expect: { visitor: 303, user: 303, certified: 303, staff: 303, otherUser: 303, otherStaff: 303 },
    request: () => ({ query: { code: 'matrix-code', state: 'matrixstatematrixstate' } }),
    check: (res) => expect(res.headers.get('location')).toMatch(/[?&]wechatLogin=state$/),
  },

  // ---------------------------------------------------------------- site content, contact form, job applications (issue 13)
  {
    route: '/staff/content', method: 'GET', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ query: { kind: 'service' } }),
    otherCompany: [{
      what: "B's service pages", as: 'staff', status: 200,
      request: async (w) => {
        const id = await serviceItem(w.b.id);
        return { query: { kind: 'service', pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/content/save', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ body: newServiceBody() }),
    otherCompany: [{
      what: "B's service page", as: 'staff', status: 404,
      request: async (w) => {
        const id = await serviceItem(w.b.id);
        const before = await itemState(id);
        return { body: { ...newServiceBody(), id }, after: async () => expect(await itemState(id), "B's page is untouched").toEqual(before) };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { ...newServiceBody(), id } })),
  },
  {
    route: '/staff/content/publish', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: await serviceItem(w.a.id), published: false } }),
    otherCompany: [{
      what: "B's published page", as: 'staff', status: 404,
      request: async (w) => {
        const id = await serviceItem(w.b.id);
        return { body: { id, published: false }, after: async () => expect((await itemState(id))?.published, "B's page stays published").toBe(true) };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { id, published: true } })),
  },
  {
    route: '/staff/content/file', method: 'POST', permission: 'content',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ form: documentForm() }),
  },
  {
    route: '/staff/contactMessages', method: 'GET', permission: 'inquiries',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's messages", as: 'staff', status: 200,
      request: async (w) => {
        const id = await contactMessage(w.b.id);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/jobApplications', method: 'GET', permission: 'recruitment',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's applications", as: 'staff', status: 200,
      request: async (w) => {
        const id = await jobApplication(w.b.id);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
    missingIds: [{ what: 'a job id beyond the id column', as: 'staff', status: NONE_OR_INVALID, request: () => ({ query: { jobId: BEYOND_ID } }) }],
  },
  {
    route: '/staff/jobApplications/file', method: 'GET', permission: 'recruitment',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { id: await jobApplication(w.a.id) } }),
    check: (res) => { if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf'); },
    otherCompany: [{ what: "B's applicant's résumé", as: 'staff', status: 404, request: async (w) => ({ query: { id: await jobApplication(w.b.id) } }) }],
    missingIds: idBeyond('staff', (id) => ({ query: { id } })),
  },
  {
    // Open: the contact form is for anyone (rate-limited per address).
    route: '/webcontent/saveContactMessage', method: 'POST',
    expect: OPEN,
    request: () => ({ body: { name: '王先生', phone: '13912345678', topic: 'fcl', message: '请报上海到鹿特丹40HQ运价' } }),
  },
  {
    // Open: anyone may apply to a published opening (rate-limited per address).
    route: '/webcontent/applyJob', method: 'POST',
    expect: OPEN,
    request: async (w) => ({ form: applicationForm(await jobItem(w.a.id)) }),
    otherCompany: [{ what: "B's opening", as: 'visitor', status: 404, request: async (w) => ({ form: applicationForm(await jobItem(w.b.id)) }) }],
    missingIds: [{ what: 'a job id beyond the id column', as: 'visitor', status: NOT_FOUND_OR_INVALID, request: () => ({ form: applicationForm(BEYOND_ID) }) }],
  },
  {
    route: '/webcontent/downloadFile', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { id: await documentItem(w.a.id) } }),
    otherCompany: [{ what: "B's document", as: 'visitor', status: 404, request: async (w) => ({ query: { id: await documentItem(w.b.id) } }) }],
    missingIds: idBeyond('visitor', (id) => ({ query: { id } })),
  },
  {
    route: '/webcontent/image', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { id: await companyImage(w.a.id) } }),
    otherCompany: [{ what: "B's image", as: 'visitor', status: 404, request: async (w) => ({ query: { id: await companyImage(w.b.id) } }) }],
    missingIds: idBeyond('visitor', (id) => ({ query: { id } })),
  },
  {
    route: '/webcontent/vcard', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { officeId: await officeItem(w.a.id) } }),
    otherCompany: [{ what: "B's office", as: 'visitor', status: 404, request: async (w) => ({ query: { officeId: await officeItem(w.b.id) } }) }],
    missingIds: idBeyond('visitor', (id) => ({ query: { officeId: id } })),
  },
  // ---------------------------------------------------------------- rates and quotations (spec §6 gates: tests/api/rates.test.ts)
  {
    route: '/staff/rates/access', method: 'POST', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { userId: (await userWithSession(w.a.id, { certificationStatus: 3 })).userId, granted: true } }),
    otherCompany: [{ what: "B's user", as: 'staff', status: 404, request: async (w) => ({ body: { userId: (await userWithSession(w.b.id, { certificationStatus: 3 })).userId, granted: true } }) }],
    missingIds: idBeyond('staff', (id) => ({ body: { userId: id, granted: true } })),
  },
  {
    route: '/staff/rates/save', method: 'POST', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    request: (w) => ({ body: { ...lclRate(w.ports.a.origin, w.ports.a.destination) } }),
    otherCompany: [
      {
        what: "B's rate", as: 'staff', status: 404,
        request: async (w) => {
          const id = await matrixRate(w.b.id, w.ports.b);
          return {
            body: { ...lclRate(w.ports.a.origin, w.ports.a.destination), id, prices: { perCbm: 1, perTon: 1, minCharge: 1 } },
            after: async () => expect(await storedPrices(id), "B's rate is untouched").toEqual({ perCbm: 45, perTon: 52, minCharge: 45 }),
          };
        },
      },
      { what: "B's ports", as: 'staff', status: 404, request: (w) => ({ body: { ...lclRate(w.ports.b.origin, w.ports.b.destination) } }) },
    ],
    missingIds: [{ what: 'an id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID, request: (w) => ({ body: { ...lclRate(w.ports.a.origin, w.ports.a.destination), id: BEYOND_ID } }) }],
  },
  {
    route: '/staff/rates', method: 'GET', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's rates", as: 'staff', status: 200,
      request: async (w) => {
        const id = await matrixRate(w.b.id, w.ports.b);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/rates/history', method: 'GET', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { id: await matrixRate(w.a.id, w.ports.a) } }),
    otherCompany: [{ what: "B's rate", as: 'staff', status: 404, request: async (w) => ({ query: { id: await matrixRate(w.b.id, w.ports.b) } }) }],
    missingIds: idBeyond('staff', (id) => ({ query: { id } })),
  },
  {
    route: '/staff/rates/import', method: 'POST', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ form: await rateSheetForm(w.a.id, w.ports.a) }),
    otherCompany: [{
      // the import names B's rate: refused as an unknown rate of A (422, the row named), B's prices untouched
      what: "B's rate", as: 'staff', status: 422,
      request: async (w) => {
        const id = await matrixRate(w.b.id, w.ports.b);
        return {
          form: await rateSheetForm(w.a.id, w.ports.a, { rateId: id }),
          after: async () => expect(await storedPrices(id), "B's rate is untouched").toEqual({ perCbm: 45, perTon: 52, minCharge: 45 }),
        };
      },
    }],
  },
  {
    route: '/staff/rates/export', method: 'GET', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
  },
  {
    route: '/staff/rates/template', method: 'GET', permission: 'rates',
    expect: STAFF_WITH_PERMISSION,
    request: () => ({ query: { type: 'sailings', format: 'csv' } }),
  },
  {
    route: '/webfreight/myQuotations', method: 'GET',
    expect: SIGNED_IN_USER,
    otherCompany: [{
      what: "B's quotations", as: 'certified', status: 200,
      request: async (w) => {
        const id = await matrixQuotation(w.b.id, w.ports.b);
        return { after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/webfreight/queryRates', method: 'GET',
    expect: OPEN,
    request: async (w) => {
      await matrixRate(w.a.id, w.ports.a);
      return { query: { portStartId: w.ports.a.origin, portEndId: w.ports.a.destination } };
    },
    // Prices for the certified user of A only (A gives rates to every certified user).
    check: (res, caller) => expect(JSON.stringify(res.json).includes('"prices"'), `prices for ${caller}`).toBe(caller === 'certified'),
    otherCompany: [{
      what: "B's lane", as: 'certified', status: 200,
      request: async (w) => {
        await matrixRate(w.b.id, w.ports.b);
        return { query: { portStartId: w.ports.b.origin, portEndId: w.ports.b.destination }, after: (res) => expect(res.json?.total).toBe(0) };
      },
    }],
  },
  {
    route: '/webfreight/quotation', method: 'GET',
    // A fresh caller owns no quotation: the allowed ones get past authorization to 404.
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { id: await matrixQuotation(w.a.id, w.ports.a) } }),
    otherCompany: [{ what: "B's quotation", as: 'certified', status: 404, request: async (w) => ({ query: { id: await matrixQuotation(w.b.id, w.ports.b) } }) }],
    missingIds: idBeyond('certified', (id) => ({ query: { id } })),
  },
  {
    route: '/webfreight/quotationPdf', method: 'GET',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { id: await matrixQuotation(w.a.id, w.ports.a) } }),
    otherCompany: [{ what: "B's quotation", as: 'certified', status: 404, request: async (w) => ({ query: { id: await matrixQuotation(w.b.id, w.ports.b) } }) }],
    missingIds: idBeyond('certified', (id) => ({ query: { id } })),
  },
  {
    route: '/webfreight/quote', method: 'POST',
    expect: CERTIFIED_USER,
    request: async (w) => ({ body: { rateId: await matrixRate(w.a.id, w.ports.a), quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } }),
    otherCompany: [{ what: "B's rate", as: 'certified', status: 404, request: async (w) => ({ body: { rateId: await matrixRate(w.b.id, w.ports.b), quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } }) }],
    missingIds: idBeyond('certified', (id) => ({ body: { rateId: id, quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } })),
  },
  {
    route: '/webfreight/rateAccess', method: 'GET',
    expect: OPEN,
    // A gives rates to every certified user: full access for its certified user only.
    check: (res, caller) => expect((res.json?.data as { access: string }).access === 'full', `access of ${caller}`).toBe(caller === 'certified'),
  },
  {
    route: '/webfreight/rateDetail', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { id: await matrixRate(w.a.id, w.ports.a) } }),
    check: (res, caller) => expect(JSON.stringify(res.json).includes('"prices"'), `prices for ${caller}`).toBe(caller === 'certified'),
    otherCompany: [{ what: "B's rate", as: 'certified', status: 404, request: async (w) => ({ query: { id: await matrixRate(w.b.id, w.ports.b) } }) }],
    missingIds: idBeyond('visitor', (id) => ({ query: { id } })),
  },
  {
    route: '/webfreight/saveQuotation', method: 'POST',
    expect: CERTIFIED_USER,
    request: async (w) => ({ body: { rateId: await matrixRate(w.a.id, w.ports.a), quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } }),
    otherCompany: [{ what: "B's rate", as: 'certified', status: 404, request: async (w) => ({ body: { rateId: await matrixRate(w.b.id, w.ports.b), quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } }) }],
    missingIds: idBeyond('certified', (id) => ({ body: { rateId: id, quantity: 2, packageType: 'CTNS', grossWeight: 300, volume: 1.5, customerType: 'peer' } })),
  },
  // ---------------------------------------------------------------- orders
  {
    // Open by design: a stranger gets the public view (stage and dates), the owner everything.
    route: '/orderSearch', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { no: (await createOrder(w.a.id, null, { stage: 2 })).orderNo } }),
    check: (res) => expect((res.json?.data as { view: string; detail?: unknown }).detail).toBeUndefined(),
    otherCompany: [
      { what: "B's order no", as: 'certified', status: 404, request: async (w) => ({ query: { no: (await createOrder(w.b.id, null)).orderNo } }) },
      // the search also finds an order by its bill no (a second lookup): never another company's
      { what: "B's bill no", as: 'certified', status: 404, request: async (w) => ({ query: { no: (await createOrder(w.b.id, null, { stage: 5, billNo: `BLB${randomUUID().slice(0, 8).toUpperCase()}` })).billNo } }) },
    ],
  },
  {
    route: '/weborder/booking', method: 'POST',
    expect: CERTIFIED_USER,
    request: async (w) => {
      await bookingWorld(w.a.id);
      return { body: bookingBody() };
    },
  },
  {
    route: '/weborder/myOrders', method: 'GET',
    expect: SIGNED_IN_USER,
    request: () => ({ query: { orderStatus: 0 } }),
  },
  {
    // A caller is a fresh user with no orders: A's order is someone else's, so 404 (never the order).
    route: '/weborder/orderDetail', method: 'GET',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { id: (await createOrder(w.a.id, null)).id } }),
    otherCompany: [{ what: "B's order", as: 'certified', status: 404, request: async (w) => ({ query: { id: (await createOrder(w.b.id, null)).id } }) }],
    missingIds: idBeyond('certified', (id) => ({ query: { id } })),
  },
  {
    route: '/staff/orders', method: 'GET', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's orders", as: 'staff', status: 200,
      request: async (w) => {
        const o = await createOrder(w.b.id, null);
        return { query: { pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(o.id) };
      },
    }],
  },
  {
    route: '/staff/orders/stage', method: 'POST', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: (await createOrder(w.a.id, null, { stage: 1 })).id, stage: 2 } }),
    otherCompany: [{
      what: "B's order", as: 'staff', status: 404,
      request: async (w) => {
        const o = await createOrder(w.b.id, null, { stage: 1 });
        return { body: { id: o.id, stage: 3 }, after: async () => expect(await orderStage(o.id), "B's order is untouched").toBe(1) };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { id, stage: 2 } })),
  },
  // ---------------------------------------------------------------- spot space
  {
    route: '/spot/offers', method: 'GET',
    expect: OPEN,
    request: async (w) => {
      await createSpotOffer(w.a.id);
      return {};
    },
    // An offer is a rate: its amounts for the certified user of A only (A gives rates to every certified user).
    check: (res, caller) => expect(JSON.stringify(res.json).includes('"prepaidFee"'), `amounts for ${caller}`).toBe(caller === 'certified'),
  },
  {
    route: '/spot/offer', method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query: { id: await createSpotOffer(w.a.id) } }),
    check: (res, caller) => expect(JSON.stringify(res.json).includes('"prepaidFee"'), `amounts for ${caller}`).toBe(caller === 'certified'),
    otherCompany: [{ what: "B's offer", as: 'visitor', status: 404, request: async (w) => ({ query: { id: await createSpotOffer(w.b.id) } }) }],
    missingIds: idBeyond('visitor', (id) => ({ query: { id } })),
  },
  {
    route: '/spot/reserve', method: 'POST',
    expect: CERTIFIED_USER,
    request: async (w) => ({ form: reserveForm(await createSpotOffer(w.a.id)) }),
    otherCompany: [{
      what: "B's offer", as: 'certified', status: 404,
      request: async (w) => {
        const id = await createSpotOffer(w.b.id, { remaining: 5 });
        return { form: reserveForm(id), after: async () => expect(await offerRemaining(id), "B's offer is untouched").toBe(5) };
      },
    }],
  },
  {
    // A caller is a fresh user: A's reservation is someone else's, so 404.
    route: '/spot/reservation', method: 'GET',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { id: (await spotReservation(w.a)).id } }),
    otherCompany: [{ what: "B's reservation", as: 'certified', status: 404, request: async (w) => ({ query: { id: (await spotReservation(w.b)).id } }) }],
    missingIds: idBeyond('certified', (id) => ({ query: { id } })),
  },
  {
    // The contact a reservation form starts with: the caller's own, so every certified caller gets 200.
    route: '/spot/prefill', method: 'GET',
    expect: CERTIFIED_USER,
  },
  {
    route: '/spot/myReservations', method: 'GET',
    expect: SIGNED_IN_USER,
  },
  {
    // Another user's attorney file: 404, never the file.
    route: '/spot/attorney', method: 'GET',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { id: (await spotReservation(w.a)).id } }),
    otherCompany: [{ what: "B's reservation's file", as: 'certified', status: 404, request: async (w) => ({ query: { id: (await spotReservation(w.b)).id } }) }],
    missingIds: idBeyond('certified', (id) => ({ query: { id } })),
  },
  {
    // Only the reservation's owner may see or pay its code; a fresh user is not.
    route: '/spot/payInfo', method: 'GET',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => ({ query: { code: (await spotReservation(w.a)).tradeNo } }),
    otherCompany: [{ what: "B's payment code", as: 'certified', status: 404, request: async (w) => ({ query: { code: (await spotReservation(w.b)).tradeNo } }) }],
  },
  {
    route: '/spot/sandboxPay', method: 'POST',
    expect: { visitor: 401, user: 404, certified: 404, staff: 401, otherUser: 401, otherStaff: 401 },
    request: async (w) => {
      const r = await spotReservation(w.a);
      return { body: { code: r.tradeNo }, after: async () => expect(await reservationStatus(r.id), 'still unpaid').toBe('unpaid') };
    },
    otherCompany: [{
      what: "B's payment code", as: 'certified', status: 404,
      request: async (w) => {
        const r = await spotReservation(w.b);
        return { body: { code: r.tradeNo }, after: async () => expect(await reservationStatus(r.id), "B's reservation still unpaid").toBe('unpaid') };
      },
    }],
  },
  // ---------------------------------------------------------------- dcsa (site root, API key, not a session)
  // Customers' systems call these with an API-Key header; cookies count for nothing. With a key of A
  // every caller gets A's sailings; B's key on A's host is no key (401), whoever sends it.
  ...([
    ['/dcsa/cs/v1/point-to-point-routes', { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' }],
    ['/dcsa/cs/v1/port-schedules', { UNLocationCode: 'CNSHA', date: '2026-12-07' }],
    ['/dcsa/cs/v1/vessel-schedules', { carrierServiceCode: 'TA1' }],
  ] as const).map(([route, query]): Row => ({
    route, method: 'GET',
    expect: OPEN,
    request: async (w) => ({ query, headers: { 'API-Key': (await dcsaKeyOf(w.a.id)).key } }),
    check: (res) => expect(Array.isArray(res.json), 'a DCSA list, not the envelope').toBe(true),
    otherCompany: [
      { what: "B's key", as: 'visitor', status: 401, request: async (w) => ({ query, headers: { 'API-Key': (await dcsaKeyOf(w.b.id)).key } }) },
      { what: 'no key, with B staff cookies', as: 'otherStaff', status: 401, request: () => ({ query }) },
    ],
  })),
  {
    // the demo carrier exists only with DEMO_CARRIER=on (npm start's demo): off here, so nobody reaches it
    route: '/demo-carrier/cs/v1/point-to-point-routes', method: 'GET',
    expect: { visitor: 404, user: 404, certified: 404, staff: 404, otherUser: 404, otherStaff: 404 },
    request: () => ({ query: { placeOfReceipt: 'CNSHA', placeOfDelivery: 'NLRTM' }, headers: { 'API-Key': 'demo-hlcu-cs-key' } }),
  },
  {
    // WeChat Pay's notifications: no session or role, only the platform signature counts. Without
    // WeChat Pay keys (as here) every caller gets 404; with them, an unsigned or forged call gets 401
    // and changes nothing (tests/api/wechatPay.test.ts).
    route: '/spot/wechatpay/notify', method: 'POST',
    expect: { visitor: 404, user: 404, certified: 404, staff: 404, otherUser: 404, otherStaff: 404 },
    request: async (w) => {
      const r = await spotReservation(w.a);
      return { body: { event_type: 'TRANSACTION.SUCCESS', out_trade_no: r.tradeNo }, after: async () => expect(await reservationStatus(r.id), 'still unpaid').toBe('unpaid') };
    },
    check: (res) => expect(res.json).toMatchObject({ code: 'FAIL' }),
  },
  {
    // A carrier's push of Track & Trace events: no session or role, only the subscription's
    // Notification-Signature counts; unsigned, every caller gets 401 and nothing is stored
    // (signed, replayed and forged pushes: tests/api/carrierTracking.test.ts).
    route: '/dcsaTnt/notify', method: 'POST',
    expect: { visitor: 401, user: 401, certified: 401, staff: 401, otherUser: 401, otherStaff: 401 },
    request: () => ({ body: [] }),
  },
  {
    // The built-in demo carrier: served only with DEMO_CARRIER=on (off in the tests), so 404 for everyone.
    route: '/dcsaTnt/demo/v2/events', method: 'GET',
    expect: { visitor: 404, user: 404, certified: 404, staff: 404, otherUser: 404, otherStaff: 404 },
    request: () => ({ query: { transportDocumentReference: 'HLCUSHA2511BQX47' } }),
  },
  {
    route: '/dcsaTnt/demo/v2/event-subscriptions', method: 'POST',
    expect: { visitor: 404, user: 404, certified: 404, staff: 404, otherUser: 404, otherStaff: 404 },
    request: () => ({ body: { callbackUrl: 'https://example.test/cb', secret: 'MTIz', transportDocumentReference: 'HLCUSHA2511BQX47' } }),
  },
  {
    route: '/staff/spot/review', method: 'POST', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { id: (await spotReservation(w.a, { paid: true })).id, action: 'complete', billNo: 'COSU6400112233' } }),
    otherCompany: [{
      what: "B's reservation", as: 'staff', status: 404,
      request: async (w) => {
        const r = await spotReservation(w.b, { paid: true });
        return { body: { id: r.id, action: 'refuse', reason: '测试' }, after: async () => expect(await reservationStatus(r.id), "B's reservation is untouched").toBe('inHand') };
      },
    }],
    missingIds: idBeyond('staff', (id) => ({ body: { id, action: 'complete' } })),
  },
  {
    route: '/staff/spot/reservations', method: 'GET', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's reservations", as: 'staff', status: 200,
      request: async (w) => {
        const r = await spotReservation(w.b);
        return { query: { pageSize: 50 }, after: (res) => expect(rowsOf(res).map((x) => x.id)).not.toContain(r.id) };
      },
    }],
  },
  {
    route: '/staff/spot/attorney', method: 'GET', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { id: (await spotReservation(w.a)).id } }),
    otherCompany: [{ what: "B's attorney file", as: 'staff', status: 404, request: async (w) => ({ query: { id: (await spotReservation(w.b)).id } }) }],
    missingIds: idBeyond('staff', (id) => ({ query: { id } })),
  },
  // ---------------------------------------------------------------- staff operations: orders, spot offers, tracking
  {
    route: '/staff/orders/detail', method: 'GET', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { id: (await createOrder(w.a.id, null)).id } }),
    otherCompany: [{ what: "B's order", as: 'staff', status: 404, request: async (w) => ({ query: { id: (await createOrder(w.b.id, null)).id } }) }],
    missingIds: idBeyond('staff', (id) => ({ query: { id } })),
  },
  {
    route: '/staff/spot/offers', method: 'GET', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    otherCompany: [{
      what: "B's offers", as: 'staff', status: 200,
      request: async (w) => {
        const id = await createSpotOffer(w.b.id);
        return { query: { scope: 'all', pageSize: 100 }, after: (res) => expect(rowsOf(res).map((r) => r.id)).not.toContain(id) };
      },
    }],
  },
  {
    route: '/staff/spot/offers/save', method: 'POST', permission: 'orders',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => {
      await bookingWorld(w.a.id);
      return { body: offerBody() };
    },
    // A's staff cannot edit B's offer: it is not found on A, and B's quantities stay.
    otherCompany: [{
      what: "B's offer", as: 'staff', status: [404, 422],
      request: async (w) => {
        await bookingWorld(w.a.id);
        const id = await createSpotOffer(w.b.id, { remaining: 5 });
        return { body: { ...offerBody(), id, totalQuantity: 1 }, after: async () => expect(await offerRemaining(id), "B's offer is untouched").toBe(5) };
      },
    }],
    missingIds: [{
      what: 'an id beyond the id column', as: 'staff', status: NOT_FOUND_OR_INVALID,
      request: async (w) => {
        await bookingWorld(w.a.id);
        return { body: { ...offerBody(), id: BEYOND_ID } };
      },
    }],
  },
  {
    route: '/staff/tracking/lookup', method: 'GET', permission: 'tracking',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ query: { no: (await trackingSamples(w.a.id)).fclDone } }),
    otherCompany: [{ what: "B's bill", as: 'staff', status: 404, request: async (w) => ({ query: { no: await ownBill(w.b.id), type: 'bill' } }) }],
  },
  {
    route: '/staff/tracking/milestones', method: 'POST', permission: 'tracking',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ body: { hblNo: (await trackingSamples(w.a.id)).hblLate, milestones: [{ kind: 'cfs_received', time: '2026-11-18 10:00' }] } }),
    otherCompany: [{
      what: "B's house bill", as: 'staff', status: 404,
      request: async (w) => ({ body: { hblNo: await ownHouseBill(w.b.id), milestones: [{ kind: 'cfs_received', time: '2026-11-18 10:00' }] } }),
    }],
  },
  {
    route: '/staff/tracking/import', method: 'POST', permission: 'tracking',
    expect: STAFF_WITH_PERMISSION,
    request: async (w) => ({ form: eventsFileForm((await trackingSamples(w.a.id)).fclDone) }),
    // A's staff cannot import into B's bill: it is not found on A.
    otherCompany: [{ what: "B's bill", as: 'staff', status: 404, request: async (w) => ({ form: eventsFileForm(await ownBill(w.b.id), false) }) }],
  },
];

let offerDay = 0;
/** A valid spot offer on bookingWorld's lane, a new ETD each call (the natural key is unique). */
function offerBody() {
  const etd = new Date(Date.now() + (30 + ++offerDay) * 86_400_000).toISOString().slice(0, 10);
  return { carrierCode: 'COSU', polCode: 'CNSHA', podCode: 'NLRTM', etd, containerType: '40HQ', totalQuantity: 4, price: '2000', prepaidFee: '500', deadSpaceFee: '1500' };
}

/** The multipart body of an events import: one clean CSV row for a bill (a dry run unless told). */
function eventsFileForm(billNo: string, dryRun = true): FormData {
  const form = new FormData();
  form.append('type', 'bill');
  form.append('no', billNo);
  form.append('dryRun', String(dryRun));
  form.append('file', new File(['event,location,time\narrived,NLRTM,2026-10-02 08:00\n'], 'events.csv', { type: 'text/csv' }));
  return form;
}

/** Tracking subscriptions (of any company) to a reference number. */
async function subscriptionsTo(refNo: string): Promise<number> {
  const { trackingSubscriptions } = await import('@/lib/server/db/schema');
  const { getDb } = await import('@/lib/server/db');
  return (await (await getDb()).select({ id: trackingSubscriptions.id }).from(trackingSubscriptions).where(eq(trackingSubscriptions.refNo, refNo))).length;
}

/** A tracking subscription of a fresh user of this company, to a bill of its own. */
async function subscriptionOf(companyId: number): Promise<number> {
  const { trackingSubscriptions } = await import('@/lib/server/db/schema');
  const { getDb } = await import('@/lib/server/db');
  const { userId } = await userWithSession(companyId);
  const [row] = await (await getDb())
    .insert(trackingSubscriptions)
    .values({ companyId, userId, email: newEmail(), refType: 'bill', refNo: await ownBill(companyId), locale: 'cn' })
    .returning({ id: trackingSubscriptions.id });
  return row!.id;
}

async function subscriptionExists(id: number): Promise<boolean> {
  const { trackingSubscriptions } = await import('@/lib/server/db/schema');
  const { getDb } = await import('@/lib/server/db');
  return (await (await getDb()).select({ id: trackingSubscriptions.id }).from(trackingSubscriptions).where(eq(trackingSubscriptions.id, id))).length === 1;
}

/** A house bill only this company has. */
async function ownHouseBill(companyId: number): Promise<string> {
  const { houseBills } = await import('@/lib/server/db/schema');
  const { getDb } = await import('@/lib/server/db');
  const hblNo = `HB${companyId}X${Date.now().toString(36).toUpperCase()}${++offerDay}`;
  await (await getDb()).insert(houseBills).values({ companyId, hblNo, pol: 'CNSHA', pod: 'NLRTM' });
  return hblNo;
}

withTempFilesDir();

let w: World;

beforeAll(async () => {
  w = await createWorld();
});

const label = (row: Pick<Row, 'method' | 'route'>) => `${row.method} ${row.route}`;

describe('the matrix covers the API', () => {
  it('has a row for every method exported by every app/api/**/route.ts', async () => {
    const have = new Set(MATRIX.map(label));
    const missing: string[] = [];
    for (const route of routeFilesOnDisk()) {
      const mod = await routeModule(route);
      const methods = exportedMethods(mod);
      // The catch-all of unknown /api paths serves nothing: it only answers 404 (tests/api/apiEdges.test.ts).
      const catchAll = Object.values(mod).every((h) => routeMeta(h)?.kind === 'notFound');
      if (!methods.length && !catchAll) missing.push(`${route} (exports no HTTP method)`);
      for (const method of methods) if (!have.has(`${method} ${route}`)) missing.push(`${method} ${route}`);
    }
    expect(missing, 'routes without a row in tests/api/authzMatrix.test.ts').toEqual([]);
  });

  it('has a row for every endpoint of the table (lib/endpoints)', () => {
    const have = new Set(MATRIX.map(label));
    const missing = ENDPOINTS.filter(({ endpoint: e }) => !have.has(`${e.method} ${e.path}`)).map(({ name, endpoint: e }) => `${e.method} ${e.path} (${name})`);
    expect(missing, 'endpoints without a row in tests/api/authzMatrix.test.ts').toEqual([]);
  });

  it('names only route files that exist and methods they export, once each', async () => {
    const onDisk = new Set(routeFilesOnDisk());
    const wrong: string[] = [];
    for (const row of MATRIX) {
      if (!onDisk.has(row.route)) wrong.push(`${label(row)}: no file app/api${row.route}/route.ts`);
      else if (!exportedMethods(await routeModule(row.route)).includes(row.method)) wrong.push(`${label(row)}: the module exports no ${row.method}`);
    }
    const labels = MATRIX.map(label);
    wrong.push(...labels.filter((l, i) => labels.indexOf(l) !== i).map((l) => `${l}: more than one row`));
    expect(wrong).toEqual([]);
  });

  it('states staffWithout exactly on the rows that need a permission', () => {
    const wrong = MATRIX.filter((row) => (row.permission === undefined) !== (row.expect.staffWithout === undefined)).map(label);
    expect(wrong).toEqual([]);
  });

  it('skips no row: every case of the matrix runs', () => {
    const skipping = MATRIX.filter((row) => 'known' in row || [...(row.otherCompany ?? []), ...(row.missingIds ?? [])].some((o) => 'known' in o)).map(label);
    expect(skipping).toEqual([]);
  });
});

async function run(row: Row, caller: Caller, req: Req): Promise<Result> {
  const cookies = await cookiesOf(w, caller, row.permission);
  return invoke(row.route, row.method, w.hostA, { ...req, cookies: { ...req.cookies, ...cookies } });
}

/** A refusal is the failure envelope: no success code, no data. */
function refusalCarriesNoData(res: Result) {
  if (res.status < 400) return;
  expect(res.json, 'a JSON failure envelope').not.toBeNull();
  expect(res.json?.code, 'failure envelope').not.toBe('1');
  expect(res.json?.data, 'no data in a refusal').toBeUndefined();
  expect(res.json?.rows, 'no rows in a refusal').toBeUndefined();
}

const describeAnswer = (row: Row, who: string, res: Result) => `${label(row)} as ${who}: ${res.status} ${res.text.slice(0, 300)}`;

describe.each(MATRIX.map((row) => [label(row), row] as const))('%s', (_name, row) => {
  for (const caller of CALLERS) {
    const status = row.expect[caller];
    if (status === undefined) continue;
    it(`${caller} → ${status}`, async () => {
      await resetLimits(w);
      const req = (await row.request?.(w, caller)) ?? {};
      const res = await run(row, caller, req);
      expect(res.status, describeAnswer(row, caller, res)).toBe(status);
      refusalCarriesNoData(res);
      row.check?.(res, caller, w);
      await req.after?.(res);
    });
  }
  for (const other of [...(row.otherCompany ?? []), ...(row.missingIds ?? [])]) {
    const allowed = typeof other.status === 'number' ? [other.status] : other.status;
    it(`${other.as} asking for ${other.what} → ${allowed.join('|')}`, async () => {
      await resetLimits(w);
      const req = await other.request(w);
      const res = await run(row, other.as, req);
      expect(allowed, describeAnswer(row, `${other.as} asking for ${other.what}`, res)).toContain(res.status);
      refusalCarriesNoData(res);
      other.check?.(res, w);
      await req.after?.(res);
    });
  }
});

// ---------------------------------------------------------------- prices in the side channels
// What the rate gate means beyond the answers' fields (README "Rates and quotations"): who gets
// prices in a rate-alert mail, and in which order each caller gets the rows of the rate search.

/**
 * Who gets prices by mail: a subscriber of a lane of A whose address is the caller's account's
 * (visitor: an address no account has; otherUser: a certified account of B, subscribed on A).
 * Staff are not subscribers (a staff account has no mail address).
 */
const MAIL_PRICES: Partial<Record<Caller, boolean>> = { visitor: false, user: false, certified: true, otherUser: false };

/** The order of the rate search's rows: by price only for full access; everyone else by carrier on a lane of one space status. */
const SEARCH_ORDER: Record<Caller, 'byPrice' | 'withoutPrice'> = {
  visitor: 'withoutPrice',
  user: 'withoutPrice',
  certified: 'byPrice',
  staff: 'withoutPrice',
  staffWithout: 'withoutPrice',
  otherUser: 'withoutPrice',
  otherStaff: 'withoutPrice',
};

describe('prices by mail: the rate alert follows the subscriber’s rate access', () => {
  for (const [caller, priced] of Object.entries(MAIL_PRICES) as [Caller, boolean][]) {
    it(`${caller} → ${priced ? 'prices' : 'no amount'}`, async () => {
      const email = newEmail();
      if (caller === 'user' || caller === 'certified') await userWithSession(w.a.id, { certificationStatus: caller === 'certified' ? 3 : 0, email });
      if (caller === 'otherUser') await userWithSession(w.b.id, { certificationStatus: 3, email });
      const body = await alertMailTo(w.a.id, email);
      if (priced) expect(body).toContain('USD 3299/CBM');
      else for (const amount of ['3299', '4111', '4222', '4333', 'USD ', '/CBM']) expect(body, `${caller}: ${amount}`).not.toContain(amount);
    });
  }
});

describe('the rate search order per caller: by price only with full rate access, sort=price included', () => {
  for (const caller of CALLERS) {
    it(`${caller} → ${SEARCH_ORDER[caller]}`, async () => {
      const lane = await sortLane(w.a.id);
      for (const sort of ['default', 'price', 'transit']) {
        const res = await run({ route: '/webfreight/queryRates', method: 'GET', expect: {} as Expect }, caller, { query: { portStartId: lane.origin, portEndId: lane.destination, sort } });
        expect(res.status).toBe(200);
        const order = rowsOf(res).map((r) => (r as { id: number; coLoader?: string }).coLoader);
        expect(order, `${caller} sort=${sort}`).toEqual(lane[SEARCH_ORDER[caller]]);
      }
    });
  }
});

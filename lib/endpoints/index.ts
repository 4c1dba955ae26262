import { dcsaTntApi } from './dcsaTnt';
import { dcsaApi } from './dcsa';
import { demoCarrierApi } from './demoCarrier';
import { mobileUserApi } from './mobileUser';
import { spotApi } from './spot';
import { staffApi } from './staff';
import { webcontentApi } from './webcontent';
import { webfclfreightApi } from './webfclfreight';
import { webfreightApi } from './webfreight';
import { weborderApi } from './weborder';
import { webschedulecontrollerApi } from './webschedulecontroller';
import { websubMaskFclApi } from './websubMaskFcl';
import { webtrackingApi } from './webtracking';
import { webuserApi } from './webuser';
import type { AnyEndpoint } from './endpoint';

/*
 * The endpoint table, whole: every endpoint of the enterprise API, one entry each, in a file named
 * for its path's first segment. Route handlers, the browser client and pages import the one file
 * they need (a page then ships only that part); this whole table is for the server's start-up and
 * the tests (the route files and the authorization matrix must cover it).
 */
export const ENDPOINT_GROUPS = { dcsaApi, dcsaTntApi, demoCarrierApi, mobileUserApi, spotApi, staffApi, webcontentApi, webfclfreightApi, webfreightApi, weborderApi, webschedulecontrollerApi, websubMaskFclApi, webtrackingApi, webuserApi } as const;

/** Every endpoint, with the name of its group and entry ('webuserApi.login'). */
export const ENDPOINTS: readonly { name: string; endpoint: AnyEndpoint }[] = Object.entries(ENDPOINT_GROUPS).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

import type { z } from 'zod';
import type { Contracts, ContractName, SchemaRef } from './endpoint';

/*
 * The server's side of the endpoint table's schema names: each contract module, loaded on first use.
 * Only the server imports this file (route handlers through apiHandler, the fast path, the tests);
 * the browser sees the names alone.
 */
const CONTRACTS: { [C in ContractName]: () => Promise<Contracts[C]> } = {
  account: () => import('../contracts/account'),
  audit: () => import('../contracts/audit'),
  booking: () => import('../contracts/booking'),
  carrierConnections: () => import('../contracts/carrierConnections'),
  companyAdmin: () => import('../contracts/companyAdmin'),
  contacts: () => import('../contracts/contacts'),
  customers: () => import('../contracts/customers'),
  dashboard: () => import('../contracts/dashboard'),
  dcsa: () => import('../contracts/dcsa'),
  enterprise: () => import('../contracts/enterprise'),
  inquiries: () => import('../contracts/inquiries'),
  newsAdmin: () => import('../contracts/newsAdmin'),
  orders: () => import('../contracts/orders'),
  ports: () => import('../contracts/ports'),
  rateAdmin: () => import('../contracts/rateAdmin'),
  rates: () => import('../contracts/rates'),
  routes: () => import('../contracts/routes'),
  schedules: () => import('../contracts/schedules'),
  session: () => import('../contracts/session'),
  siteContent: () => import('../contracts/siteContent'),
  spot: () => import('../contracts/spot'),
  staff: () => import('../contracts/staff'),
  subscriptions: () => import('../contracts/subscriptions'),
  tracking: () => import('../contracts/tracking'),
};

/** The zod schema a SchemaRef names. */
export async function loadSchema<S extends z.ZodType>(ref: SchemaRef<S>): Promise<S> {
  const contract = (await CONTRACTS[ref.contract]()) as Record<string, unknown>;
  const found = contract[ref.name];
  if (!found) throw new Error(`lib/contracts/${ref.contract}.ts has no export ${ref.name}`);
  return found as S;
}

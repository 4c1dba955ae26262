import { queryOptions } from '@tanstack/react-query';
import type { AssignInput, CustomersQuery, SalesContactForm } from '../contracts/customers';
import { call, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's customer and sales-contact screens (lib/contracts/customers.ts). */

export const customersQueryOptions = (q: CustomersQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.customers, q), queryFn: ({ signal }) => call(staffApi.customers, q, signal) });
export const assignSalesContact = (input: AssignInput) => call(staffApi.customersAssign, input);
export const salesContactsQuery = () =>
  queryOptions({ queryKey: keyOf(staffApi.salesContacts), queryFn: ({ signal }) => call(staffApi.salesContacts, {}, signal) });
export const saveSalesContact = (input: SalesContactForm) => call(staffApi.salesContactsSave, input);

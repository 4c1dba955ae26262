import { queryOptions } from '@tanstack/react-query';
import {
  customerAnswer,
  customerList,
  salesContactAnswer,
  salesContactList,
  type AssignInput,
  type CustomersQuery,
  type SalesContactForm,
} from '../contracts/customers';
import { get, post } from './client';

/* Client calls of the console's customer and sales-contact screens (lib/contracts/customers.ts). */

// GET /staff/customers
export const customersQueryOptions = (q: CustomersQuery) =>
  queryOptions({ queryKey: ['staff', 'customers', q] as const, queryFn: ({ signal }) => get('/staff/customers', q, customerList, signal) });
// POST /staff/customers/assign
export const assignSalesContact = (input: AssignInput) => post('/staff/customers/assign', input, customerAnswer);
// GET /staff/salesContacts
export const salesContactsQuery = () =>
  queryOptions({ queryKey: ['staff', 'salesContacts'] as const, queryFn: ({ signal }) => get('/staff/salesContacts', {}, salesContactList, signal) });
// POST /staff/salesContacts/save
export const saveSalesContact = (input: SalesContactForm) => post('/staff/salesContacts/save', input, salesContactAnswer);

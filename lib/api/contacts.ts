import { queryOptions } from '@tanstack/react-query';
import {
  behaviourAnswer,
  kefuAnswer,
  myCustomerAnswer,
  salesLimitAnswer,
  salesListAnswer,
  type BehaviourInput,
} from '../contracts/contacts';
import { get, post } from './client';

/** Every contact query is keyed by the user id (0 = visitor), so a login or logout reloads them. */
export const contactsKey = (userId: number) => ['contacts', userId] as const;

// GET /mobileUser/getSalesList (logged in)
export function salesListOptions(userId: number) {
  return queryOptions({
    queryKey: [...contactsKey(userId), 'sales'],
    queryFn: ({ signal }) => get('/mobileUser/getSalesList', {}, salesListAnswer, signal).then((a) => a.rows),
    enabled: userId > 0,
    retry: false,
  });
}

// GET /mobileUser/kefuInit (visitors)
export function kefuOptions() {
  return queryOptions({
    queryKey: [...contactsKey(0), 'kefu'],
    queryFn: ({ signal }) => get('/mobileUser/kefuInit', {}, kefuAnswer, signal).then((a) => a.data ?? null),
    retry: false,
  });
}

// GET /mobileUser/getSalesLimit
export function salesLimitOptions(userId: number) {
  return queryOptions({
    queryKey: [...contactsKey(userId), 'limit'],
    queryFn: ({ signal }) => get('/mobileUser/getSalesLimit', {}, salesLimitAnswer, signal).then((a) => a.data ?? null),
    enabled: userId > 0,
    retry: false,
  });
}

// POST /webfclfreight/queryWebMyCustomer (companyAdd comes in the page's language)
export function myCustomerOptions(companyId: number, userId: number, locale: string) {
  return queryOptions({
    queryKey: [...contactsKey(userId), 'manager', companyId, locale],
    queryFn: ({ signal }) => post('/webfclfreight/queryWebMyCustomer', { companyId }, myCustomerAnswer, signal).then((a) => a.data ?? null),
    enabled: userId > 0 && companyId > 0,
    retry: false,
  });
}

// POST /webuser/userPersonasUtil
export function recordBehaviour(input: BehaviourInput) {
  return post('/webuser/userPersonasUtil', input, behaviourAnswer);
}

import { queryOptions } from '@tanstack/react-query';
import type { BehaviourInput } from '../contracts/contacts';
import { call, keyOf } from './client';
import { mobileUserApi } from '../endpoints/mobileUser';
import { webfclfreightApi } from '../endpoints/webfclfreight';
import { webuserApi } from '../endpoints/webuser';

/** The contact queries that depend on the caller are keyed by the user id (0 = visitor), so a login or logout reloads them. */

export function salesListOptions(userId: number) {
  return queryOptions({
    queryKey: keyOf(mobileUserApi.getSalesList, userId),
    queryFn: ({ signal }) => call(mobileUserApi.getSalesList, {}, signal).then((a) => a.rows),
    enabled: userId > 0,
    retry: false,
  });
}

export function kefuOptions() {
  return queryOptions({
    queryKey: keyOf(mobileUserApi.kefuInit),
    queryFn: ({ signal }) => call(mobileUserApi.kefuInit, {}, signal).then((a) => a.data ?? null),
    retry: false,
  });
}

export function salesLimitOptions(userId: number) {
  return queryOptions({
    queryKey: keyOf(mobileUserApi.getSalesLimit, userId),
    queryFn: ({ signal }) => call(mobileUserApi.getSalesLimit, {}, signal).then((a) => a.data ?? null),
    enabled: userId > 0,
    retry: false,
  });
}

export function myCustomerOptions(companyId: number, userId: number, locale: string) {
  return queryOptions({
    queryKey: keyOf(webfclfreightApi.queryWebMyCustomer, userId, companyId, locale),
    queryFn: ({ signal }) => call(webfclfreightApi.queryWebMyCustomer, { companyId }, signal).then((a) => a.data ?? null),
    enabled: userId > 0 && companyId > 0,
    retry: false,
  });
}

export function recordBehaviour(input: BehaviourInput) {
  return call(webuserApi.userPersonasUtil, input);
}

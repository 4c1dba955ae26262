import { queryOptions } from '@tanstack/react-query';
import type { CarrierConnectionForm, DcsaKeyForm } from '../contracts/carrierConnections';
import { call, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's carrier-connection and DCSA-key screens (lib/contracts/carrierConnections.ts). */

export const carrierConnectionsQuery = () =>
  queryOptions({ queryKey: keyOf(staffApi.carrierConnections), queryFn: ({ signal }) => call(staffApi.carrierConnections, {}, signal) });
export const connectableCarriersQuery = () =>
  queryOptions({ queryKey: keyOf(staffApi.carrierConnectionsCarriers), queryFn: ({ signal }) => call(staffApi.carrierConnectionsCarriers, {}, signal), staleTime: 5 * 60_000 });
export const saveCarrierConnection = (input: CarrierConnectionForm) => call(staffApi.carrierConnectionsSave, input);
export const deleteCarrierConnection = (id: number) => call(staffApi.carrierConnectionsDelete, { id });
export const runCarrierConnection = (id: number) => call(staffApi.carrierConnectionsRun, { id });

export const dcsaKeysQuery = () => queryOptions({ queryKey: keyOf(staffApi.dcsaKeys), queryFn: ({ signal }) => call(staffApi.dcsaKeys, {}, signal) });
export const createDcsaKey = (input: DcsaKeyForm) => call(staffApi.dcsaKeysCreate, input);
export const revokeDcsaKey = (id: number) => call(staffApi.dcsaKeysRevoke, { id });

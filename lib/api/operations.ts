import { queryOptions } from '@tanstack/react-query';
import type { OrderStageInput, StaffOrdersQuery } from '../contracts/orders';
import type { SpotOfferInput, SpotReviewInput, SpotStatus, StaffOffersQuery } from '../contracts/spot';
import {
  TRACKING_FILE_FIELD,
  type StaffEventsInput,
  type StaffMilestonesInput,
  type TrackingQueryInput,
} from '../contracts/tracking';
import { call, callForm, endpointUrl, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's operations screens: orders, spot space, tracking events. */

export const staffOrdersQueryOptions = (q: StaffOrdersQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.orders, q), queryFn: ({ signal }) => call(staffApi.orders, q, signal) });
export const staffOrderDetailQuery = (id: number) =>
  queryOptions({ queryKey: keyOf(staffApi.ordersDetail, id), queryFn: ({ signal }) => call(staffApi.ordersDetail, { id }, signal) });
export const setOrderStage = (input: OrderStageInput) => call(staffApi.ordersStage, input);

export const staffReservationsQuery = (q: { status: SpotStatus | 'all'; page: number; pageSize: number }) =>
  queryOptions({ queryKey: keyOf(staffApi.spotReservations, q), queryFn: ({ signal }) => call(staffApi.spotReservations, q, signal) });
export const reviewReservation = (input: SpotReviewInput) => call(staffApi.spotReview, input);
/** URL of a reservation's attorney file (staff cookie). */
export const staffAttorneyUrl = (id: number) => endpointUrl(staffApi.spotAttorney, { id });
export const staffOffersQuery = (q: StaffOffersQuery) =>
  queryOptions({ queryKey: keyOf(staffApi.spotOffers, q), queryFn: ({ signal }) => call(staffApi.spotOffers, q, signal) });
export const saveSpotOffer = (input: SpotOfferInput) => call(staffApi.spotOffersSave, input);

export const staffTrackingQuery = (q: TrackingQueryInput) =>
  queryOptions({ queryKey: keyOf(staffApi.trackingLookup, q), queryFn: ({ signal }) => call(staffApi.trackingLookup, q, signal) });
export const addTrackingEvents = (input: StaffEventsInput) => call(staffApi.trackingEvents, input);
export const saveMilestones = (input: StaffMilestonesInput) => call(staffApi.trackingMilestones, input);
export const importTrackingFile = (fields: { type: 'bill' | 'hbl'; no: string; dryRun: boolean }, file: File) =>
  callForm(staffApi.trackingImport, { type: fields.type, no: fields.no, dryRun: fields.dryRun ? 'true' : 'false' }, { [TRACKING_FILE_FIELD]: { blob: file, name: file.name } });

import { queryOptions } from '@tanstack/react-query';
import { orderStageAnswer, staffOrderDetailAnswer, staffOrdersAnswer, type OrderStageInput, type StaffOrdersQuery } from '../contracts/orders';
import {
  spotReviewAnswer,
  staffOfferAnswer,
  staffOffersAnswer,
  myReservationsAnswer,
  type SpotOfferInput,
  type SpotReviewInput,
  type SpotStatus,
  type StaffOffersQuery,
} from '../contracts/spot';
import {
  TRACKING_FILE_FIELD,
  staffEventsAnswer,
  staffMilestonesAnswer,
  staffTrackingLookupAnswer,
  trackingImportAnswer,
  type StaffEventsInput,
  type StaffMilestonesInput,
  type TrackingQueryInput,
} from '../contracts/tracking';
import { get, post, postForm } from './client';

/* Client calls of the console's operations screens: orders, spot space, tracking events. */

// GET /staff/orders
export const staffOrdersQueryOptions = (q: StaffOrdersQuery) =>
  queryOptions({ queryKey: ['staff', 'orders', q] as const, queryFn: ({ signal }) => get('/staff/orders', q, staffOrdersAnswer, signal) });
// GET /staff/orders/detail
export const staffOrderDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['staff', 'orders', 'detail', id] as const, queryFn: ({ signal }) => get('/staff/orders/detail', { id }, staffOrderDetailAnswer, signal) });
// POST /staff/orders/stage
export const setOrderStage = (input: OrderStageInput) => post('/staff/orders/stage', input, orderStageAnswer);

// GET /staff/spot/reservations
export const staffReservationsQuery = (q: { status: SpotStatus | 'all'; page: number; pageSize: number }) =>
  queryOptions({ queryKey: ['staff', 'spot', 'reservations', q] as const, queryFn: ({ signal }) => get('/staff/spot/reservations', q, myReservationsAnswer, signal) });
// POST /staff/spot/review
export const reviewReservation = (input: SpotReviewInput) => post('/staff/spot/review', input, spotReviewAnswer);
/** Same-origin URL of a reservation's attorney file (staff cookie). */
export const staffAttorneyUrl = (id: number) => `/api/staff/spot/attorney?id=${id}`;
// GET /staff/spot/offers
export const staffOffersQuery = (q: StaffOffersQuery) =>
  queryOptions({ queryKey: ['staff', 'spot', 'offers', q] as const, queryFn: ({ signal }) => get('/staff/spot/offers', q, staffOffersAnswer, signal) });
// POST /staff/spot/offers/save
export const saveSpotOffer = (input: SpotOfferInput) => post('/staff/spot/offers/save', input, staffOfferAnswer);

// GET /staff/tracking/lookup
export const staffTrackingQuery = (q: TrackingQueryInput) =>
  queryOptions({ queryKey: ['staff', 'tracking', q] as const, queryFn: ({ signal }) => get('/staff/tracking/lookup', q, staffTrackingLookupAnswer, signal) });
// POST /staff/tracking/events
export const addTrackingEvents = (input: StaffEventsInput) => post('/staff/tracking/events', input, staffEventsAnswer);
// POST /staff/tracking/milestones
export const saveMilestones = (input: StaffMilestonesInput) => post('/staff/tracking/milestones', input, staffMilestonesAnswer);
// POST /staff/tracking/import
export const importTrackingFile = (fields: { type: 'bill' | 'hbl'; no: string; dryRun: boolean }, file: File) =>
  postForm('/staff/tracking/import', { type: fields.type, no: fields.no, dryRun: fields.dryRun ? 'true' : 'false' }, { [TRACKING_FILE_FIELD]: { blob: file, name: file.name } }, trackingImportAnswer);

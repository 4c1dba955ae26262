import { endpoint, schema } from './endpoint';

/** webschedulecontroller: the endpoints under /webschedulecontroller. */
export const webschedulecontrollerApi = {
  /** the default panel of /schedules: per trade, the busiest lane over the four whole weeks from next Monday */
  popularLanes: endpoint({ method: 'GET', path: '/webschedulecontroller/popularLanes', role: 'visitor', identify: false, answer: schema('schedules', 'popularLanesAnswer') }),
  /** ports of this company by id (names for links such as /lclFreight?portStartId=…) */
  queryPortsByIds: endpoint({ method: 'POST', path: '/webschedulecontroller/queryPortsByIds', role: 'visitor', identify: false, input: schema('ports', 'portsByIdsQuery'), answer: schema('ports', 'portsByIdsAnswer') }),
  /** sailings from POL to POD in a 2–4 week window (weekday, carrier filters), from the in-memory index */
  querySchedules: endpoint({ method: 'GET', path: '/webschedulecontroller/querySchedules', role: 'visitor', identify: false, fast: true, input: schema('schedules', 'scheduleSearchQuery'), answer: schema('schedules', 'scheduleSearchAnswer') }),
  /** one sailing of this company with its full rotation (404 otherwise) */
  sailingDetail: endpoint({ method: 'GET', path: '/webschedulecontroller/sailingDetail', role: 'visitor', identify: false, input: schema('schedules', 'sailingDetailQuery'), answer: schema('schedules', 'sailingDetailAnswer') }),
  /** the carriers of this company's services (the carrier filter of /schedules) */
  scheduleCarriers: endpoint({ method: 'GET', path: '/webschedulecontroller/scheduleCarriers', role: 'visitor', identify: false, answer: schema('schedules', 'scheduleCarriersAnswer') }),
  /** port suggestions by Chinese name, English name or UN/LOCODE */
  webquerygloblports: endpoint({ method: 'POST', path: '/webschedulecontroller/webquerygloblports', role: 'visitor', identify: false, fast: true, input: schema('ports', 'portQuery'), answer: schema('ports', 'portQueryAnswer') }),
};

import { z } from 'zod';
import { idField, text } from './fields';
import { FIELD_MAX } from './limits';
import { rowsEnvelope } from './envelope';

export { PORT_TYPE } from './constants';
export const PORT_SEARCH_LIMIT = 20;

export const port = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  countryName: z.string(),
  countryNameEn: z.string(),
  logo: z.string(),
});
export type Port = z.infer<typeof port>;

// POST /webschedulecontroller/webquerygloblports
export const portQuery = z.object({
  nameCn: text(FIELD_MAX.portSearch),
  types: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])),
  companyId: idField.optional(),
});
export type PortQuery = z.infer<typeof portQuery>;
export const portQueryAnswer = rowsEnvelope(port);

/** Spec §9: port recommendation limit. */
export const RECOMMEND_LIMIT = 5;

// GET /webfclfreight/queryrecommendportlistlimit5
export const recommendPortsQuery = z.object({
  /** Origin the user already chose: destinations are then ranked for that lane. */
  portStartId: idField.optional(),
  /** 1 origin ports, 2 destination ports (default 2: the popover of the destination input). */
  types: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])).default(2),
});
export type RecommendPortsQuery = z.input<typeof recommendPortsQuery>;
export const recommendPortsAnswer = rowsEnvelope(port);

// POST /webschedulecontroller/queryPortsByIds
export const portsByIdsQuery = z.object({
  ids: z.array(idField).min(1).max(20),
});
export type PortsByIdsQuery = z.infer<typeof portsByIdsQuery>;
export const portsByIdsAnswer = rowsEnvelope(port);

import { z } from 'zod';
import { rowsEnvelope } from './envelope';

/** Port types of spec §3: 1 origin, 2 destination. */
export const PORT_TYPE = { origin: 1, destination: 2 } as const;
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
  nameCn: z.string().trim().max(50),
  types: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])),
  companyId: z.coerce.number().int().positive().optional(),
});
export type PortQuery = z.infer<typeof portQuery>;
export const portQueryAnswer = rowsEnvelope(port);

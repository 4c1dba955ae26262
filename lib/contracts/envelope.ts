import { z } from 'zod';

/** Success answer of every enterprise API call. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal('1'), message: z.string().optional(), data: data.optional() });
}

export function rowsEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    code: z.literal('1'),
    message: z.string().optional(),
    rows: z.array(row),
    total: z.number().int().nonnegative().optional(),
  });
}

/** Failure answer: code '0', '2', … with a message in the request's locale. */
export const failureEnvelope = z.object({
  code: z.string().refine((c) => c !== '1'),
  message: z.string(),
  validateMap: z.record(z.string(), z.unknown()).optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

export type Ok<T> = { code: '1'; message?: string; data?: T };
export type Rows<T> = { code: '1'; message?: string; rows: T[]; total?: number };

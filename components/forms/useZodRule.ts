'use client';

import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { PARSE_OPTIONS } from '@/lib/contracts/issues';

type Issue = { message: string; maximum?: unknown; minimum?: unknown; params?: Record<string, unknown> };

/**
 * An antd form rule from a field of a contract: the same schema the API parses with, its issue
 * translated from the Validation namespace as the API would (lib/server/http.ts fieldErrors: the
 * issue's own params, then {max} / {min} of a bound), so the form and the answer agree word for word.
 */
export function useZodRule() {
  const t = useTranslations('Validation');
  return (schema: z.ZodType) => ({
    validator: async (_: unknown, value: unknown) => {
      const r = schema.safeParse(value, PARSE_OPTIONS);
      if (r.success) return;
      const issue = r.error.issues[0] as Issue | undefined;
      const key = issue?.message ?? 'invalidValue';
      const values: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(issue?.params ?? {})) if (typeof v === 'string' || typeof v === 'number') values[k] = v;
      if (typeof issue?.maximum === 'number') values.max ??= issue.maximum;
      if (typeof issue?.minimum === 'number') values.min ??= issue.minimum;
      throw new Error(t.has(key as never) ? t(key as never, values as never) : t('invalidValue'));
    },
  });
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { portSearchOptions } from '@/lib/api/ports';
import type { Port } from '@/lib/contracts/ports';

/** The port a UN/LOCODE of the URL names, through the same search as the port fields (undefined while loading, null when none). */
export function usePortByCode(code: string | null, type: 1 | 2): Port | null | undefined {
  const q = useQuery({ ...portSearchOptions({ nameCn: code ?? '', types: type }), enabled: !!code });
  if (!code) return null;
  if (q.isPending) return undefined;
  return q.data?.find((p) => p.code === code) ?? null;
}

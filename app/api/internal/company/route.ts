// GET /internal/company?host= – the company served on a host, asked by proxy.ts (which opens no database)
// Outside apiHandler (no company of its own, no session), inside routeHandler's failure mapping.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { text } from '@/lib/contracts/fields';
import { FIELD_MAX } from '@/lib/contracts/limits';
import { getCompanySettings, resolveCompanyId } from '@/lib/server/company';
import { otherMethods, parseInput, routeHandler } from '@/lib/server/http';

// The contract lives here: the route is internal (proxy.ts only) and goes away with the in-process company directory.
const internalCompanyQuery = z.object({ host: text(FIELD_MAX.host).optional() });

export const GET = routeHandler(async (req) => {
  const { host } = parseInput(internalCompanyQuery, Object.fromEntries(req.nextUrl.searchParams));
  const companyId = await resolveCompanyId(host ?? null);
  const settings = await getCompanySettings(companyId);
  return NextResponse.json({
    companyId,
    mobileDomainName: settings?.mobileDomainName ?? '',
    scanFlag: settings?.scanFlag ?? true,
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

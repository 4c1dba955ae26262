// GET /internal/company?host= – the company served on a host, asked by proxy.ts (which opens no database)
import { NextResponse, type NextRequest } from 'next/server';
import { getCompanySettings, resolveCompanyId } from '@/lib/server/company';

export async function GET(req: NextRequest) {
  const companyId = await resolveCompanyId(req.nextUrl.searchParams.get('host'));
  const settings = await getCompanySettings(companyId);
  return NextResponse.json({
    companyId,
    mobileDomainName: settings?.mobileDomainName ?? '',
    scanFlag: settings?.scanFlag ?? true,
  });
}

// GET /staff/rates/export – the LCL rates matching the list's filters as an XLSX file (the import's columns)
import { staffRatesQuery } from '@/lib/contracts/rateAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { exportRates } from '@/lib/server/rateConsole';
import { fileAnswer } from '@/lib/server/sheets';

export const GET = apiHandler({ role: 'staff', permission: 'rates', input: staffRatesQuery, source: 'query' }, async ({ db, company }, input) =>
  fileAnswer(await exportRates(db, company.companyId, input), `rates-${new Date().toISOString().slice(0, 10)}.xlsx`, 'xlsx'),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

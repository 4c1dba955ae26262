// GET staffApi.ratesExport – the LCL rates matching the list's filters as an XLSX file (the import's columns)
import { apiHandler, otherMethods } from '@/lib/server/http';
import { exportRates } from '@/lib/server/rateConsole';
import { fileAnswer } from '@/lib/server/sheets';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.ratesExport, async ({ db, company }, input) =>
  fileAnswer(await exportRates(db, company.companyId, input), `rates-${new Date().toISOString().slice(0, 10)}.xlsx`, 'xlsx'),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesExport);

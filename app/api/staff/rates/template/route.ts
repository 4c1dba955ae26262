// GET staffApi.ratesTemplate?type=rates|sailings&format=csv|xlsx – the import file's header row with one example row
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sheetTemplate } from '@/lib/server/rateConsole';
import { fileAnswer } from '@/lib/server/sheets';
import { staffApi } from '@/lib/endpoints/staff';

export const GET = apiHandler(staffApi.ratesTemplate, async ({ db, company }, input) => {
  const { bytes, name } = await sheetTemplate(db, company.companyId, input);
  return fileAnswer(bytes, name, input.format);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesTemplate);

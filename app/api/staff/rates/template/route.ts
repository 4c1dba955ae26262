// GET /staff/rates/template?type=rates|sailings&format=csv|xlsx – the import file's header row with one example row
import { sheetTemplateQuery } from '@/lib/contracts/rateAdmin';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { sheetTemplate } from '@/lib/server/rateConsole';
import { fileAnswer } from '@/lib/server/sheets';

export const GET = apiHandler({ role: 'staff', permission: 'rates', input: sheetTemplateQuery, source: 'query' }, async ({ db, company }, input) => {
  const { bytes, name } = await sheetTemplate(db, company.companyId, input);
  return fileAnswer(bytes, name, input.format);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

import { queryOptions } from '@tanstack/react-query';
import { companyImageAnswer, companySettingsAnswer, type CompanySettingsForm } from '../contracts/companyAdmin';
import { get, post, postForm } from './client';

/* Client calls of the console's company settings screen (lib/contracts/companyAdmin.ts). */

export const companyAdminKey = ['staff', 'company'] as const;
// GET /staff/company
export const companyAdminQuery = () =>
  queryOptions({ queryKey: companyAdminKey, queryFn: async ({ signal }) => (await get('/staff/company', {}, companySettingsAnswer, signal)).data ?? null });
// POST /staff/company/save
export const saveCompanyAdmin = (input: CompanySettingsForm) => post('/staff/company/save', input, companySettingsAnswer);
// POST /staff/company/image
export const uploadCompanyImage = (file: File) => postForm('/staff/company/image', {}, { file: { blob: file, name: file.name } }, companyImageAnswer);

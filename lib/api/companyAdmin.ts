import { queryOptions } from '@tanstack/react-query';
import type { CompanySettingsForm } from '../contracts/companyAdmin';
import { call, callForm, keyOf } from './client';
import { staffApi } from '../endpoints/staff';

/* Client calls of the console's company settings screen (lib/contracts/companyAdmin.ts). */

export const companyAdminKey = keyOf(staffApi.company);
export const companyAdminQuery = () =>
  queryOptions({ queryKey: companyAdminKey, queryFn: async ({ signal }) => (await call(staffApi.company, {}, signal)).data ?? null });
export const saveCompanyAdmin = (input: CompanySettingsForm) => call(staffApi.companySave, input);
export const uploadCompanyImage = (file: File) => callForm(staffApi.companyImage, {}, { file: { blob: file, name: file.name } });

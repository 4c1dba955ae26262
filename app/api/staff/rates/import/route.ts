// POST staffApi.ratesImport – multipart `file` (CSV or XLSX) + type (rates | sailings) + mode (check | import): every bad row reported, nothing written unless all are clean
import { SHEET_FIELD } from '@/lib/contracts/rateAdmin';
import { actorOf } from '@/lib/server/audit';
import { linkSite } from '@/lib/server/auth/web';
import { ApiError } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { importSheet } from '@/lib/server/rateImport';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(
  staffApi.ratesImport,
  async (ctx, input) => {
    const file = ctx.files.get(SHEET_FIELD);
    if (!file || file.size === 0) throw new ApiError(422, 'sheetMissing');
    const result = await importSheet(
      ctx.db,
      actorOf(ctx),
      { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
      { type: input.type, apply: input.mode === 'import', locale: ctx.locale, site: linkSite(ctx) },
    );
    // an import refused for bad rows is a failure naming them (validateMap.issues); a check answers them as its result
    if (input.mode === 'import' && !result.imported) {
      throw new ApiError(422, 'sheetHasErrors', '0', { values: { count: result.issues.length }, validateMap: { issues: result.issues } });
    }
    return { code: '1', data: result };
  },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.ratesImport);

// POST staffApi.trackingImport – multipart: a CSV or XLSX of events (bill) or milestones (house bill);
//   a dry run, or a clean file, reports every bad row; only a clean file without dryRun is imported
import { TRACKING_FILE_FIELD } from '@/lib/contracts/tracking';
import { actorOf } from '@/lib/server/audit';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { importTrackingFile } from '@/lib/server/tracking/importFile';
import { staffApi } from '@/lib/endpoints/staff';

export const POST = apiHandler(staffApi.trackingImport, async (ctx, input) => ({
  code: '1',
  data: await importTrackingFile(
    ctx.db,
    { actor: actorOf(ctx), locale: ctx.locale },
    { type: input.type, no: input.no, dryRun: input.dryRun === 'true' },
    ctx.files.get(TRACKING_FILE_FIELD),
  ),
}));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(staffApi.trackingImport);

import 'server-only';
import { DEMO_BILL } from '@/lib/dcsa/demo/tntDemoRefs';
import { env } from '@/lib/env';
import { requireCompanySettings } from '@/lib/server/company';
import { pageArgs, type PageParams } from './args';

/*
 * Cargo tracking, on the desktop (/tracking) and the phone (/mobile/tracking): static per (company,
 * locale), the number searched lives in the URL. The page needs the company's house-bill prefix so
 * its own check of a number reads it as the API will (lib/tracking/detect.ts).
 */
export async function loadTrackingPage(params: PageParams) {
  const { locale, companyId } = await pageArgs(params);
  const settings = await requireCompanySettings(companyId);
  // with the built-in demo carrier on, the page offers its Hapag-Lloyd bill
  return { locale, hblPrefix: settings.hblPrefix, demoBill: env().DEMO_CARRIER === 'on' ? DEMO_BILL : null };
}

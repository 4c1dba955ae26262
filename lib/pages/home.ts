import 'server-only';
import type { Metadata } from 'next';
import { brandingFor } from '@/lib/branding';
import { pageMetadata } from '@/lib/seo/metadata';
import { requireCompanySettings } from '@/lib/server/company';
import { listBanners } from '@/lib/server/banners';
import { listCarriers } from '@/lib/server/carriers';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { latestNews } from '@/lib/server/news';
import { recommendPorts } from '@/lib/server/ports';
import { listRouteGroups } from '@/lib/server/routes';
import { pageArgs, type PageProps } from './args';

/*
 * The home page (/) and the mobile home (/mobile): both show the company, its lanes (route groups)
 * and its latest news; the desktop adds banners and carriers, the phone the port suggestions of its
 * search and the company's contact.
 */

const CARRIER_TILES = 18;

/** The company's SEO title and description (spec §3) as they are, on the home page's canonical URL. */
export async function homeMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, companyId } = await pageArgs(params);
  const brand = brandingFor(await requireCompanySettings(companyId), locale);
  return pageMetadata(params, { path: '/', title: brand.seoTitle, absoluteTitle: true, description: brand.seoDescription });
}

async function loadHome({ params }: PageProps) {
  const { locale, companyId } = await pageArgs(params);
  const [settings, groups, news] = await Promise.all([requireCompanySettings(companyId), listRouteGroups(companyId), latestNews(companyId, locale)]);
  return { locale, companyId, brand: brandingFor(settings, locale), groups, news };
}

export async function loadDesktopHome(props: PageProps) {
  const home = await loadHome(props);
  const [banners, carriers] = await Promise.all([listBanners(home.companyId, home.locale), listCarriers(CARRIER_TILES)]);
  // one well-known destination per region, as quick picks under the search bar
  const popular = home.groups.flatMap((g) => g.ports.slice(0, 1)).slice(0, 6);
  return { ...home, banners, carriers, popular };
}

export async function loadMobileHome(props: PageProps) {
  const home = await loadHome(props);
  const [origin, destination, info] = await Promise.all([recommendPorts(home.companyId, 1), recommendPorts(home.companyId, 2), getEnterpriseInfo(home.companyId)]);
  return { ...home, popular: { origin, destination }, info };
}

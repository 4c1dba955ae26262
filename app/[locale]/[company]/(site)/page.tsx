import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { brandingFor } from '@/lib/branding';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { listBanners } from '@/lib/server/banners';
import { latestNews } from '@/lib/server/news';
import { listCarriers } from '@/lib/server/carriers';
import { listRouteGroups } from '@/lib/server/routes';
import { HomeHero } from '@/components/home/HomeHero';
import { ServicesBand } from '@/components/home/ServicesBand';
import { FiguresBand } from '@/components/home/FiguresBand';
import { LanesBand } from '@/components/home/LanesBand';
import { NewsBand } from '@/components/home/NewsBand';
import { CarrierWall } from '@/components/home/CarrierWall';
import { CtaBand } from '@/components/home/CtaBand';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from './home.module.css';

type Params = Promise<{ locale: string; company: string }>;

const CARRIER_TILES = 18;

/** The company's SEO title and description (spec §3) as they are, on the home page's canonical URL. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, company } = await params;
  const brand = brandingFor(await requireCompanySettings(await companyParam(company)), locale);
  return pageMetadata(params, { path: '/', title: brand.seoTitle, absoluteTitle: true, description: brand.seoDescription });
}

/**
 * Home: the hero with the port search, then services, figures, popular lanes, news, carriers and
 * the rate-alert call to action. Static per (company, locale); the search bar, the banner carousel
 * and the subscription dialog are the only client islands.
 */
export default async function HomePage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale); // validated by the layout
  const companyId = await companyParam(company);
  const [settings, banners, groups, news, carriers] = await Promise.all([
    requireCompanySettings(companyId),
    listBanners(companyId, locale),
    listRouteGroups(companyId),
    latestNews(companyId, locale),
    listCarriers(CARRIER_TILES),
  ]);
  const brand = brandingFor(settings, locale);
  // One well-known destination per region, as quick picks under the search bar.
  const popular = groups.flatMap((g) => g.ports.slice(0, 1)).slice(0, 6);
  return (
    <PageMessages page="home">
      <main className={styles.home}>
        <HomeHero banners={banners} popular={popular} locale={locale} />
        <ServicesBand />
        <FiguresBand companyName={brand.name} slogan={brand.slogan} />
        <LanesBand groups={groups} locale={locale} />
        <NewsBand news={news} />
        <CarrierWall carriers={carriers} locale={locale} />
        <CtaBand />
      </main>
    </PageMessages>
  );
}

import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { homeMetadata, loadDesktopHome } from '@/lib/pages/home';
import type { PageProps } from '@/lib/pages/args';
import { HomeHero } from '@/components/home/HomeHero';
import { ServicesBand } from '@/components/home/ServicesBand';
import { FiguresBand } from '@/components/home/FiguresBand';
import { LanesBand } from '@/components/home/LanesBand';
import { NewsBand } from '@/components/home/NewsBand';
import { CarrierWall } from '@/components/home/CarrierWall';
import { CtaBand } from '@/components/home/CtaBand';
import { PageMessages } from '@/components/providers/PageMessages';
import styles from './home.module.css';

export const generateMetadata = homeMetadata;

/**
 * Home: the hero with the port search, then services, figures, popular lanes, news, carriers and
 * the rate-alert call to action. Static per (company, locale); the search bar, the banner carousel
 * and the subscription dialog are the only client islands.
 */
export default async function HomePage(props: PageProps) {
  const { locale, brand, banners, groups, news, carriers, popular } = await loadDesktopHome(props);
  setRequestLocale(locale as AppLocale); // validated by the layout
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

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { MOBILE_SHORTCUTS } from '@/lib/config/mobile';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { pageMetadata } from '@/lib/seo/metadata';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { getEnterpriseInfo } from '@/lib/server/enterprise';
import { latestNews } from '@/lib/server/news';
import { recommendPorts } from '@/lib/server/ports';
import { listRouteGroups } from '@/lib/server/routes';
import { ContactCard } from '@/components/mobile/ContactCard';
import { MobileIcon, type MobileIconName } from '@/components/mobile/icons';
import { MobileEmpty, MobileRow, MobileSection } from '@/components/mobile/MobilePage';
import { MobilePortSearch } from '@/components/mobile/MobilePortSearch';
import { MobileSubscribe } from '@/components/mobile/MobileSubscribe';
import styles from '@/components/mobile/mobile.module.css';

type Params = Promise<{ locale: string; company: string }>;

const LANES_SHOWN = 6;
const PORTS_PER_LANE = 4;
const NEWS_SHOWN = 5;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, company } = await params;
  const brand = brandingFor(await requireCompanySettings(await companyParam(company)), locale);
  // the mobile page's canonical URL is its desktop page (separate mobile URLs), which names this one as its mobile alternate
  return pageMetadata(params, { path: '/', title: brand.seoTitle, absoluteTitle: true, description: brand.seoDescription });
}

/**
 * The mobile home (/mobile): the port search with suggestions and recent ports, the site's entries,
 * popular lanes, the rate-alert subscription, news headlines and the company's contact. Static per
 * (company, locale); the search, the subscription and the copy buttons are the client islands.
 */
export default async function MobileHome({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const companyId = await companyParam(company);
  const en = locale === 'en';
  const [settings, groups, news, origins, destinations, info, t] = await Promise.all([
    requireCompanySettings(companyId),
    listRouteGroups(companyId),
    latestNews(companyId, locale, 3),
    recommendPorts(companyId, 1),
    recommendPorts(companyId, 2),
    getEnterpriseInfo(companyId),
    getTranslations('Mobile'),
  ]);
  const brand = brandingFor(settings, locale);
  const lanes = groups.filter((g) => g.ports.length > 0).slice(0, LANES_SHOWN);
  const headlines = [...news[1].map((n) => ({ ...n, tab: 1 as const })), ...news[2].map((n) => ({ ...n, tab: 2 as const }))]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, NEWS_SHOWN);

  return (
    <main className={styles.home}>
      <section className={styles.hero}>
        <p className={styles.heroName} data-testid="mobile-company-name">
          {brand.name}
        </p>
        {brand.slogan ? <p className={styles.heroSlogan}>{brand.slogan}</p> : null}
        <h1 className={styles.heroTitle}>{t('home.searchTitle')}</h1>
        <MobilePortSearch popular={{ origin: origins, destination: destinations }} />
      </section>

      <nav className={styles.shortcuts} aria-label={t('home.shortcutsLabel')}>
        {MOBILE_SHORTCUTS.map((s) => (
          <ServerLink key={s.key} href={s.path} className={styles.shortcut} data-testid={`shortcut-${s.key}`}>
            <span className={styles.shortcutIcon}>
              <MobileIcon name={s.icon as MobileIconName} />
            </span>
            <span className={styles.shortcutLabel}>{t(`shortcuts.${s.key}`)}</span>
          </ServerLink>
        ))}
      </nav>

      <MobileSection title={t('home.lanesTitle')} id="m-lanes" plain>
        {lanes.length === 0 ? (
          <MobileEmpty>{t('home.lanesEmpty')}</MobileEmpty>
        ) : (
          <ul className={styles.lanes}>
            {lanes.map((g) => (
              <li key={g.routeId} className={styles.lane} data-testid="lane-card">
                <p className={styles.laneName}>
                  {en ? g.routeNameEn : g.routeName}
                  <span className={styles.laneCount}>{t('home.portCount', { count: g.ports.length })}</span>
                </p>
                <div className={styles.chips}>
                  {g.ports.slice(0, PORTS_PER_LANE).map((p) => (
                    <ServerLink key={p.id} href={{ pathname: '/mobile/lclFreight', query: { portEndId: String(p.id) } }} className={styles.chip}>
                      {en ? p.nameEn : p.nameCn}
                    </ServerLink>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </MobileSection>

      <section className={styles.section}>
        <MobileSubscribe />
      </section>

      <MobileSection title={t('home.newsTitle')} id="m-news" more={{ href: '/mobile/notification/news', label: t('more') }}>
        {headlines.length === 0 ? (
          <MobileEmpty>{t('home.newsEmpty')}</MobileEmpty>
        ) : (
          headlines.map((n) => (
            <MobileRow
              key={n.id}
              href={{ pathname: '/mobile/notification/newsInfo', query: { id: String(n.id) } }}
              title={n.title}
              sub={
                <>
                  <span className={styles.tag}>{t(n.tab === 1 ? 'news.industry' : 'news.company')}</span>
                  <time dateTime={n.date}>{n.date}</time>
                </>
              }
              testId="news-row"
            />
          ))
        )}
      </MobileSection>

      <MobileSection title={t('home.contactTitle')} id="m-contact" more={{ href: '/mobile/about/contact', label: t('more') }}>
        <ContactCard info={info} locale={locale} />
      </MobileSection>
    </main>
  );
}

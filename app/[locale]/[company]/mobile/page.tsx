import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MOBILE_SHORTCUTS } from '@/lib/config/mobile';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { homeMetadata, loadMobileHome } from '@/lib/pages/home';
import type { PageProps } from '@/lib/pages/args';
import { ContactCard } from '@/components/mobile/ContactCard';
import { MobileIcon, type MobileIconName } from '@/components/mobile/icons';
import { MobileEmpty, MobileRow, MobileSection } from '@/components/mobile/MobilePage';
import { MobilePortSearch } from '@/components/mobile/MobilePortSearch';
import { MobileSubscribe } from '@/components/mobile/MobileSubscribe';
import styles from '@/components/mobile/mobile.module.css';
import { QueryProvider } from '@/components/providers/QueryProvider';

const LANES_SHOWN = 6;
const PORTS_PER_LANE = 4;
const NEWS_SHOWN = 5;

// the mobile page's canonical URL is its desktop page (separate mobile URLs), which names this one as its mobile alternate
export const generateMetadata = homeMetadata;

/**
 * The mobile home (/mobile): the port search with suggestions and recent ports, the site's entries,
 * popular lanes, the rate-alert subscription, news headlines and the company's contact. Static per
 * (company, locale); the search, the subscription and the copy buttons are the client islands.
 */
export default async function MobileHome(props: PageProps) {
  const { locale, brand, groups, news, popular, info } = await loadMobileHome(props);
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Mobile');
  const en = locale === 'en';
  const lanes = groups.filter((g) => g.ports.length > 0).slice(0, LANES_SHOWN);
  const headlines = [...news[1].map((n) => ({ ...n, tab: 1 as const })), ...news[2].map((n) => ({ ...n, tab: 2 as const }))]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, NEWS_SHOWN);

  return (
    <QueryProvider>
      <main className={styles.home}>
        <section className={styles.hero}>
          <p className={styles.heroName} data-testid="mobile-company-name">
            {brand.name}
          </p>
          {brand.slogan ? <p className={styles.heroSlogan}>{brand.slogan}</p> : null}
          <h1 className={styles.heroTitle}>{t('home.searchTitle')}</h1>
          <MobilePortSearch popular={popular} />
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
    </QueryProvider>
  );
}

import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { Port } from '@/lib/contracts/ports';
import { BannerCarousel } from './BannerCarousel';
import type { HomeBanner } from './bannerList';
import { PortSearchBar } from './PortSearchBar';
import styles from './bands.module.css';

type Props = { banners: readonly HomeBanner[]; popular: readonly Port[]; locale: string };

/** The wide hero: banners behind, the origin → destination search in front (STYLE.md "Look and feel"). */
export async function HomeHero({ banners, popular, locale }: Props) {
  const t = await getTranslations('Home');
  const en = locale === 'en';
  return (
    <section className={styles.hero} aria-label={t('heroLabel')}>
      <BannerCarousel banners={banners} fallbackTitle={t('heroTitle')} fallbackSubtitle={t('heroSubtitle')} />
      <div className={styles.heroSearch}>
        <p className={styles.searchEyebrow}>{t('searchTitle')}</p>
        <PortSearchBar />
        {popular.length ? (
          <p className={styles.popular}>
            <span>{t('popularDestinations')}</span>
            {popular.map((p) => (
              <ServerLink key={p.id} href={{ pathname: '/lclFreight', query: { portEndId: String(p.id) } }} className={styles.popularLink}>
                {en ? p.nameEn : p.nameCn}
              </ServerLink>
            ))}
          </p>
        ) : null}
      </div>
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import { tr } from '@/lib/config/menu';
import { SERVICES, servicePath } from '@/lib/config/services';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { requireCompanySettings } from '@/lib/server/company';
import { QuerySections } from '@/components/layout/QuerySections';
import { ServiceIcon } from '@/components/layout/ServiceIcon';
import { ServiceBody, ServiceHero } from '@/components/layout/content/ServiceSection';
import styles from '@/components/layout/page.module.css';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Service' });
  return { title: t('metaTitle') };
}

const ACTIVE_TAB = 'color:var(--brand);border-bottom-color:var(--brand);font-weight:600';

/**
 * /service?areaIndex=N (spec §2). Static: all service sections are rendered once per (company,
 * locale) and the query picks the one shown (see QuerySections), so the page is served from the
 * cache instead of being rendered per request.
 */
export default async function ServicePage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(Number(company));
  const brand = brandingFor(settings, locale);
  const t = await getTranslations('Service');
  const keys = SERVICES.map((s) => String(s.areaIndex));
  const titles = Object.fromEntries(SERVICES.map((s) => [String(s.areaIndex), `${tr(s.title, locale)} | ${brand.shortName}`]));
  return (
    <main>
      <QuerySections id="service-sections" param="areaIndex" keys={keys} defaultKey="0" titles={titles} activeLinkCss={ACTIVE_TAB}>
        {SERVICES.map((s) => (
          <div key={s.key} data-qs-key={String(s.areaIndex)}>
            <ServiceHero service={s} locale={locale} />
          </div>
        ))}
        <nav className={styles.subnav} aria-label={t('allServices')}>
          <div className={styles.subnavInner}>
            {SERVICES.map((s) => (
              <Link key={s.key} href={servicePath(s)} className={styles.subnavLink} data-qs-link={String(s.areaIndex)} scroll={false}>
                <ServiceIcon icon={s.icon} size={18} />
                {tr(s.title, locale)}
              </Link>
            ))}
          </div>
        </nav>
        {SERVICES.map((s) => (
          <div key={s.key} data-qs-key={String(s.areaIndex)}>
            <ServiceBody service={s} locale={locale} company={brand.shortName} />
          </div>
        ))}
      </QuerySections>
    </main>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandingFor } from '@/lib/branding';
import type { AppLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/origin';
import { companyParam, requireCompanySettings } from '@/lib/server/company';
import { PUBLIC_ORDER_FIELDS } from '@/lib/contracts/orders';
import { PageHero } from '@/components/layout/PageHero';
import { PageMessages } from '@/components/providers/PageMessages';
import { OrderApiTry } from '@/components/orders/OrderApiTry';
import page from '@/components/layout/page.module.css';
import styles from '@/components/orders/apiDoc.module.css';
import { weborderApi } from '@/lib/endpoints/weborder';

type Params = Promise<{ locale: string; company: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  const t = await getTranslations({ locale: p.locale as AppLocale, namespace: 'Orders' });
  return pageMetadata(p, { path: '/orderSearch/api', title: t('apiTitle'), description: t('apiIntro') });
}

/** What the public answer looks like (the shape of lib/contracts/orders.ts, values of a sample order). */
const SAMPLE = {
  code: '1',
  data: {
    view: 'public',
    orderNo: 'SO25110007',
    billNo: 'COSU6418805230',
    stage: 7,
    createTime: '2026-11-10 09:12:40',
    updateTime: '2026-11-17 15:02:11',
    etd: '2026-11-16',
    history: [
      { stage: 1, time: '2026-11-10 09:12:40', actorType: 'user' },
      { stage: 2, time: '2026-11-10 14:12:40', actorType: 'staff' },
      { stage: 7, time: '2026-11-17 15:02:11', actorType: 'staff' },
    ],
  },
};

/**
 * /orderSearch/api: the JSON form of the order search, documented — request, answer, fields, errors,
 * the embeddable frame — with a live request against this site.
 */
export default async function OrderApiPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const settings = await requireCompanySettings(await companyParam(company));
  const [t, origin] = await Promise.all([getTranslations('Orders'), siteOrigin(settings.companyId)]);
  const brand = brandingFor(settings, locale);
  const base = origin || '';
  const frame = `<iframe src="${base}${locale === 'en' ? '/en' : ''}/orderSearchIframe" width="100%" height="560" style="border:0" title="${t('iframeTitle')}"></iframe>`;
  return (
    <main>
      <PageHero eyebrow={brand.name} title={t('apiTitle')} subtitle={t('apiSubtitle')} testId="order-api-title" />
      <section className={page.section}>
        <div className={`${page.container} ${styles.doc}`}>
          <p className={styles.intro}>{t('apiIntro')}</p>

          <h2>{t('apiRequest')}</h2>
          <pre className={styles.code} data-testid="order-api-request">{`GET ${base}/api${weborderApi.orderSearch.path}?no=SO25110007\nlang: ${locale === 'en' ? 'en' : 'cn'}`}</pre>
          <h3>{t('apiParams')}</h3>
          <table className={styles.table}>
            <tbody>
              <tr>
                <th>no</th>
                <td>{t('apiParamNo')}</td>
              </tr>
              <tr>
                <th>lang</th>
                <td>{t('apiLang')}</td>
              </tr>
            </tbody>
          </table>

          <h2>{t('apiResponse')}</h2>
          <pre className={styles.code}>{JSON.stringify(SAMPLE, null, 2)}</pre>
          <h3>{t('apiFieldsTitle')}</h3>
          <table className={styles.table}>
            <tbody>
              {PUBLIC_ORDER_FIELDS.map((f) => (
                <tr key={f}>
                  <th>{f}</th>
                  <td>
                    {f === 'view'
                      ? 'public | owner'
                      : f === 'stage'
                        ? t('apiStageList')
                        : f === 'history'
                          ? `[{ stage, time, actorType }] · ${t('historyTime')} YYYY-MM-DD HH:mm:ss`
                          : f === 'etd'
                            ? `${t('etd')} · YYYY-MM-DD`
                            : f === 'createTime' || f === 'updateTime'
                              ? `${t(f)} · YYYY-MM-DD HH:mm:ss`
                              : t(f)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>

          <h3>{t('apiErrors')}</h3>
          <ul>
            <li>{t('apiErrorNotFound')}</li>
            <li>{t('apiErrorInvalid')}</li>
          </ul>

          <h2>{t('apiEmbedTitle')}</h2>
          <p>{t('apiEmbedText')}</p>
          {/* scrolls sideways: focusable, so a keyboard can scroll it too */}
          <pre className={styles.code} data-testid="order-api-embed" tabIndex={0} aria-label={t('apiEmbedTitle')}>
            {frame}
          </pre>

          <h2>{t('apiTry')}</h2>
          <PageMessages page="orderSearch">
            <OrderApiTry />
          </PageMessages>
        </div>
      </section>
    </main>
  );
}

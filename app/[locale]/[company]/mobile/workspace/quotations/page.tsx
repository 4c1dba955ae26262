import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { publicEnv } from '@/lib/publicEnv';
import { quotationPdfUrl } from '@/lib/api/quotations';
import { AUTH_COOKIE, findSession, tokenFrom } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { myQuotations } from '@/lib/server/quotations';
import { MobileEmpty, MobilePageHead, MobileSection } from '@/components/mobile/MobilePage';
import styles from '@/components/mobile/mobile.module.css';
import cards from '@/components/rates/RateCards.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;
type Search = Promise<{ page?: string }>;

// Personal: rendered per request from the session cookie.
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 10;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Quotation' });
  return { title: t('myTitle'), robots: { index: false, follow: false } };
}

/** /mobile/workspace/quotations – my quotations on a phone, each with its totals and PDF. */
export default async function MobileQuotationsPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Quotation');
  const tl = await getTranslations('LclFreight');
  const tm = await getTranslations('Mobile');
  const session = await findSession(tokenFrom((await cookies()).get(AUTH_COOKIE)?.value, null), await companyParam(company));
  const page = Math.min(10_000, Math.max(1, Number((await searchParams).page) || 1));
  const list = session ? await myQuotations(await getDb(), session.companyId, session.userId, page, PAGE_SIZE, locale === 'en' ? 'en' : 'cn') : null;
  const lang = locale === 'en' ? 'en' : 'cn';
  return (
    <main>
      <MobilePageHead title={t('myTitle')} back="/mobile/profile" backLabel={tm('backToProfile')} />
      <MobileSection plain>
        {!list ? (
          <MobileEmpty>
            <ServerLink href="/mobile/login?next=%2Fmobile%2Fworkspace%2Fquotations" className={styles.primaryButton} data-testid="rates-login-link">
              {tl('loginButton')}
            </ServerLink>
          </MobileEmpty>
        ) : list.rows.length === 0 ? (
          <MobileEmpty>
            <strong data-testid="empty-title">{t('myEmpty')}</strong>
            <br />
            {t('myEmptyHint')}
          </MobileEmpty>
        ) : (
          <ul className={cards.list} data-testid="quotations-table">
            {list.rows.map((q) => (
              <li key={q.id} className={cards.card} data-testid="my-quotation">
                <div className={cards.top}>
                  <b className={cards.carrier}>{q.quotation_no}</b>
                  <span className={cards.code}>{t('pdf.validity')} {q.validTo}</span>
                </div>
                <p className={cards.lane}>
                  {q.port_start} → {q.port_end}
                </p>
                <p className={cards.meta}>
                  {q.carton} · {q.shipping} · {q.transfer}
                </p>
                <p className={cards.meta}>
                  {q.schedule} · {t('pdf.voyage')} {q.voyage}
                </p>
                {q.description ? <p className={cards.meta}>{q.description}</p> : null}
                <div className={cards.bottom}>
                  <span className={cards.price}>
                    <b>{q.quote.totals.map((x) => `${x.currency} ${x.amount.toFixed(2)}`).join(' + ')}</b>
                  </span>
                  <a className={cards.link} href={`${quotationPdfUrl(publicEnv.apiBase, q.id)}&lang=${lang}`} download={`${q.quotation_no}.pdf`} data-testid="my-quotation-pdf">
                    {t('downloadPdf')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
        {list && list.total > page * PAGE_SIZE ? (
          <ServerLink href={{ pathname: '/mobile/workspace/quotations', query: { page: String(page + 1) } }} className={styles.more}>
            {String(page + 1)} ›
          </ServerLink>
        ) : null}
      </MobileSection>
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/publicEnv';
import { myReservationsQuery } from '@/lib/contracts/spot';
import { getDb } from '@/lib/server/db';
import { pageSession } from '@/lib/server/auth/pageSession';
import { listReservations } from '@/lib/server/spot';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLoginPrompt } from '@/components/mobile/orders/MobileLoginPrompt';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import { companyParam } from '@/lib/server/company';

type Params = Promise<{ locale: string; company: string }>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Spot' });
  return { title: t('myCargo'), robots: { index: false, follow: false } };
}

/** /mobile/spotCargo: my reserved spot cargo on a phone, one card per reservation with its status. */
export default async function MobileSpotCargoPage({ params }: { params: Params }) {
  const { locale, company } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Spot');
  const session = await pageSession(await companyParam(company));
  if (!session) {
    return (
      <main>
        <MobilePageHead title={t('myCargo')} />
        <div className={styles.wrap}>
          <MobileLoginPrompt title={t('myCargo')} text={t('myCargoLead')} button={t('loginButton')} />
        </div>
      </main>
    );
  }
  const { rows } = await listReservations(await getDb(), { companyId: session.companyId, userId: session.userId, locale: locale === 'en' ? 'en' : 'cn' }, myReservationsQuery.parse({ pageSize: 50 }));
  return (
    <main>
      <MobilePageHead title={t('myCargo')} lead={t('myCargoLead')} />
      <div className={styles.wrap} data-testid="mobile-spot-cargo">
        {rows.length ? (
          <ul className={styles.list}>
            {rows.map((r) => (
              <li key={r.id} className={styles.item} data-testid="mobile-spot-row">
                <p className={styles.itemHead}>
                  <span>{r.orderCode}</span>
                  <span className={styles.badge}>{t(`statuses.${r.status}`)}</span>
                </p>
                <p className={styles.itemMeta}>
                  {r.lane} · {r.containerType} × {r.quantity}
                </p>
                <p className={styles.itemMeta}>
                  {t('prepaidFee')} ¥{r.prepaidFee} · {t('deadSpaceFee')} ¥{r.deadSpaceFee}
                </p>
                <p className={styles.itemMeta}>
                  {t('reserveTime')} {r.reserveTime}
                  {r.auditTime ? ` · ${t('auditTime')} ${r.auditTime}` : ''}
                </p>
                {r.billNo ? <p className={styles.itemMeta}>{t('billNo')} {r.billNo}</p> : null}
                {r.reason ? <p className={styles.itemMeta}>{t('reason')}：{r.reason}</p> : null}
                {r.attorneyFileName ? (
                  <p className={styles.itemMeta}>
                    <a href={`${publicEnv.apiBase}/spot/attorney?id=${r.id}`} download>
                      {r.attorneyFileName}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.item}>{t('myCargoEmpty')}</p>
        )}
      </div>
    </main>
  );
}

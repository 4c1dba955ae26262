import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { publicEnv } from '@/lib/publicEnv';
import { loadMySpotCargo } from '@/lib/pages/myRecords';
import type { PageParams, QueryPageProps } from '@/lib/pages/args';
import { MobilePageHead } from '@/components/mobile/MobilePage';
import { MobileLoginPrompt } from '@/components/mobile/orders/MobileLoginPrompt';
import styles from '@/components/mobile/orders/mobileOrders.module.css';
import spot from '@/components/mobile/spot/mobileSpot.module.css';
import { CargoNextStep, RefundNotice } from '@/components/spot/SpotCargoParts';
import { QueryProvider } from '@/components/providers/QueryProvider';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: PageParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Spot' });
  return { title: t('myCargo'), robots: { index: false, follow: false } };
}

/** /mobile/spotCargo: my reserved spot cargo on a phone, one card per reservation with its status, reason, refund notice and next step. */
export default async function MobileSpotCargoPage(props: QueryPageProps) {
  // one list of the latest 50, no filters on a phone
  const page = await loadMySpotCargo(props, { filters: false, pageSize: 50 });
  setRequestLocale(page.locale as AppLocale);
  const t = await getTranslations('Spot');
  if (!page.session) {
    return (
      <QueryProvider>
        <main>
          <MobilePageHead title={t('myCargo')} />
          <div className={styles.wrap}>
            <MobileLoginPrompt title={t('myCargo')} text={t('myCargoLead')} button={t('loginButton')} />
          </div>
        </main>
      </QueryProvider>
    );
  }
  const { rows } = page;
  return (
    <main>
      <MobilePageHead title={t('myCargo')} lead={t('myCargoLead')} />
      <div className={styles.wrap} data-testid="mobile-spot-cargo">
        {rows.length ? (
          <ul className={styles.list}>
            {rows.map((r) => (
              <li key={r.id} className={styles.item} data-testid="mobile-spot-row" data-status={r.status}>
                <p className={styles.itemHead}>
                  <span>{r.orderCode}</span>
                  <span className={styles.badge} data-testid="mobile-spot-status">{t(`statuses.${r.status}`)}</span>
                </p>
                <p className={styles.itemMeta}>
                  {r.lane} · {r.containerType} × {r.quantity}
                </p>
                <p className={styles.itemMeta}>
                  {t('prepaidFee')} ¥{r.prepaidFee} · {t('deadSpaceFee')} ¥{r.deadSpaceFee}
                </p>
                <p className={styles.itemMeta}>
                  {t('reserveTime')} <span className={spot.when}>{r.reserveTime}</span>
                  {r.auditTime ? (
                    <>
                      {' · '}
                      {t('auditTime')} <span className={spot.when}>{r.auditTime}</span>
                    </>
                  ) : null}
                </p>
                {r.billNo ? <p className={styles.itemMeta}>{t('billNo')} {r.billNo}</p> : null}
                {r.reason ? (
                  <p className={styles.itemMeta} data-testid="mobile-spot-reason">
                    {t('cargo.reasonLine', { reason: r.reason })}
                  </p>
                ) : null}
                <RefundNotice r={r} className={spot.cargoRefund} />
                {r.attorneyFileName ? (
                  <p className={styles.itemMeta}>
                    <a href={`${publicEnv.apiBase}/spot/attorney?id=${r.id}`} download>
                      {r.attorneyFileName}
                    </a>
                  </p>
                ) : null}
                <div className={spot.cargoNext}>
                  <CargoNextStep r={r} surface="mobile" classes={{ link: spot.cargoNextLink, text: spot.cargoNextText }} />
                </div>
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

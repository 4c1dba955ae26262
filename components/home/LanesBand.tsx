import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { RouteGroup } from '@/lib/contracts/routes';
import { HomeBand } from './HomeBand';
import styles from './bands.module.css';

const PORTS_PER_CARD = 4;

/** Popular lanes: the company's route groups, each with its first destinations linking to their rates. */
export async function LanesBand({ groups, locale }: { groups: readonly RouteGroup[]; locale: string }) {
  const t = await getTranslations('Home');
  const en = locale === 'en';
  const shown = groups.filter((g) => g.ports.length > 0);
  return (
    <HomeBand id="home-lanes" title={t('lanesTitle')} lead={t('lanesLead')} soft>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('lanesEmpty')}</p>
      ) : (
        <ul className={styles.lanes}>
          {shown.map((g) => (
            <li key={g.routeId} data-testid="lane-card">
              <h3>
                {en ? g.routeNameEn : g.routeName}
                <small>{t('portCount', { count: g.ports.length })}</small>
              </h3>
              <ul>
                {g.ports.slice(0, PORTS_PER_CARD).map((p) => (
                  <li key={p.id}>
                    <ServerLink href={{ pathname: '/lclFreight', query: { portEndId: String(p.id) } }}>
                      <span>{en ? p.nameEn : p.nameCn}</span>
                      <small>{p.code}</small>
                    </ServerLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </HomeBand>
  );
}

import { getTranslations } from 'next-intl/server';
import type { CarrierTile } from '@/lib/server/carriers';
import { CARRIER_FIGURES } from './services';
import { HomeBand } from './HomeBand';
import styles from './bands.module.css';

/**
 * Carriers as a logo wall. The site loads no external pictures, so each carrier is a typographic
 * tile: its short name set as a word mark, its full name below.
 */
export async function CarrierWall({ carriers, locale }: { carriers: readonly CarrierTile[]; locale: string }) {
  const t = await getTranslations('Carriers');
  const en = locale === 'en';
  return (
    <HomeBand id="home-carriers" title={t('title')} lead={t('lead')} soft>
      <dl className={styles.carrierFigures}>
        {CARRIER_FIGURES.map((key) => (
          <div key={key} className={styles.carrierFigure} data-testid="carrier-figure">
            <dt>{t(`figures.${key}.label`)}</dt>
            <dd>{t(`figures.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
      {carriers.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.carriers}>
          {carriers.map((c) => (
            <li key={c.id} title={`${c.nameEn} · ${c.nameCn} (${c.code})`} data-testid="carrier-tile">
              <b>{c.shortName}</b>
              <small>{en ? c.nameEn : c.nameCn}</small>
            </li>
          ))}
        </ul>
      )}
    </HomeBand>
  );
}

import { getTranslations } from 'next-intl/server';
import { HOME_FIGURES } from './services';
import styles from './bands.module.css';

/** The company in numbers (spec §1 marketing claims), under its name and slogan. */
export async function FiguresBand({ companyName, slogan }: { companyName: string; slogan: string }) {
  const t = await getTranslations('Home');
  return (
    <section className={`${styles.band} ${styles.figuresBand}`} aria-labelledby="home-figures">
      <div className={styles.inner}>
        <header className={styles.figuresHead}>
          <h2 id="home-figures" className={styles.figuresTitle} data-testid="company-name">
            {companyName}
          </h2>
          <p className={styles.figuresLead} data-testid="company-slogan">
            {slogan || t('figuresTitle')}
          </p>
        </header>
        <dl className={styles.figures}>
          {HOME_FIGURES.map((key) => (
            <div key={key} className={styles.figure} data-testid="figure">
              <dt className={styles.figureLabel}>{t(`figures.${key}.label`)}</dt>
              <dd className={styles.figureValue}>{t.rich(`figures.${key}.value`, { u: (unit) => <small>{unit}</small> })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ABOUT_SECTIONS, FIGURES, HISTORY, HONORS, PARTNER_GROUPS, PROFILE, TEAM_MOMENTS, VALUES, type AboutSectionId } from '@/lib/config/about';
import { tr } from '@/lib/config/menu';
import page from '../page.module.css';
import styles from './about.module.css';

type Props = { locale: string; company: string; companyFullName: string };

function SectionTitle({ id, locale }: { id: AboutSectionId; locale: string }) {
  const section = ABOUT_SECTIONS.find((s) => s.id === id)!;
  return <h2 className={page.sectionTitle}>{tr(section.title, locale)}</h2>;
}

export function Figures({ locale }: { locale: string }) {
  return (
    <ul className={page.figures}>
      {FIGURES.map((f) => (
        <li key={f.label.en} className={page.figure}>
          <span className={page.figureValue}>{f.value}</span>
          <span className={page.figureLabel}>{tr(f.label, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

async function Profile({ locale, company, companyFullName }: Props) {
  const t = await getTranslations('About');
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={1} locale={locale} />
        <div className={styles.profile}>
          <div className={page.prose}>
            {PROFILE.map((p) => (
              <p key={p.en.slice(0, 24)}>{tr(p, locale, company)}</p>
            ))}
          </div>
          <aside className={styles.profileCard}>
            <div className={styles.profileName}>{companyFullName}</div>
            <dl>
              <dt>{t('founded')}</dt>
              <dd>2005</dd>
              <dt>{t('headquarters')}</dt>
              <dd>{t('headquartersValue')}</dd>
              <dt>{t('business')}</dt>
              <dd>{t('businessValue')}</dd>
            </dl>
          </aside>
        </div>
        <div className={styles.figuresWrap}>
          <Figures locale={locale} />
        </div>
      </div>
    </section>
  );
}

function Values({ locale, company }: Props) {
  const [mission, vision, ...rest] = VALUES;
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={2} locale={locale} />
        <div className={styles.missionRow}>
          {[mission!, vision!].map((v) => (
            <div key={v.title.en} className={styles.mission}>
              <h3>{tr(v.title, locale)}</h3>
              <p>{tr(v.text, locale, company)}</p>
            </div>
          ))}
        </div>
        <div className={page.cards}>
          {rest.map((v) => (
            <article key={v.title.en} className={page.card}>
              <h3 className={page.cardTitle}>{tr(v.title, locale)}</h3>
              <p className={page.cardText}>{tr(v.text, locale, company)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function Honors({ locale }: Props) {
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={3} locale={locale} />
        <ul className={styles.honors}>
          {HONORS.map((h) => (
            <li key={h.title.en} className={styles.honor}>
              <span className={styles.honorYear}>{h.year}</span>
              <svg className={styles.honorMedal} viewBox="0 0 48 48" aria-hidden>
                <circle cx="24" cy="20" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M24 12l2.4 5 5.4.6-4 3.7 1.1 5.3L24 24l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" fill="currentColor" />
                <path d="M16 31l-4 12 6-3 4 5 2-9M32 31l4 12-6-3-4 5-2-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              </svg>
              <h3>{tr(h.title, locale)}</h3>
              <p>{tr(h.issuer, locale)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function History({ locale, company }: Props) {
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={4} locale={locale} />
        <ol className={styles.timeline} data-testid="history-timeline">
          {HISTORY.map((h) => (
            <li key={h.year} className={styles.event}>
              <span className={styles.eventYear}>{h.year}</span>
              <div className={styles.eventBody}>
                <h3>{tr(h.title, locale)}</h3>
                <p>{tr(h.text, locale, company)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Scene({ scene }: { scene: (typeof TEAM_MOMENTS)[number]['scene'] }) {
  // Small flat illustrations: no photos can be fetched, so each moment gets a drawn scene.
  return (
    <svg className={styles.scene} viewBox="0 0 320 180" aria-hidden>
      <rect width="320" height="180" fill="var(--brand-soft, #e8effa)" />
      {scene === 'harbour' ? (
        <>
          <rect x="0" y="130" width="320" height="50" fill="var(--brand)" opacity="0.25" />
          <path d="M60 70h8v60h-8zM64 70h90v6H64z" fill="var(--brand)" opacity="0.7" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={150 + i * 36} y={100} width={32} height={22} rx="2" fill={i % 2 ? '#f5a623' : 'var(--brand)'} opacity="0.8" />
          ))}
          <path d="M130 122h180l-18 20H146z" fill="var(--brand-dark, #072a66)" opacity="0.8" />
        </>
      ) : scene === 'team' ? (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(${48 + i * 56} ${70 + (i % 2) * 10})`}>
              <circle cx="0" cy="0" r="16" fill="var(--brand)" opacity={0.5 + i * 0.1} />
              <rect x="-20" y="20" width="40" height="56" rx="14" fill="var(--brand)" opacity={0.35 + i * 0.1} />
            </g>
          ))}
          <path d="M20 40h280" stroke="#f5a623" strokeWidth="4" strokeDasharray="2 10" strokeLinecap="round" />
        </>
      ) : scene === 'training' ? (
        <>
          <rect x="70" y="30" width="180" height="96" rx="6" fill="#fff" stroke="var(--brand)" strokeWidth="3" />
          <path d="M90 100l30-30 24 18 36-40 30 24" fill="none" stroke="#f5a623" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="150" y="126" width="20" height="30" fill="var(--brand)" opacity="0.6" />
        </>
      ) : (
        <>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i} transform={`translate(${40 + i * 60} 150)`}>
              <rect x="-3" y="-30" width="6" height="30" fill="#8b5a2b" opacity="0.8" />
              <circle cx="0" cy="-48" r={22 + (i % 2) * 6} fill="#2e9d5b" opacity="0.75" />
            </g>
          ))}
        </>
      )}
    </svg>
  );
}

function TeamMoments({ locale, company }: Props) {
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={5} locale={locale} />
        <div className={styles.moments}>
          {TEAM_MOMENTS.map((m) => (
            <article key={m.title.en} className={styles.moment}>
              <Scene scene={m.scene} />
              <div className={styles.momentBody}>
                <time>{m.date}</time>
                <h3>{tr(m.title, locale)}</h3>
                <p>{tr(m.text, locale, company)}</p>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

async function Partners({ locale }: Props) {
  const t = await getTranslations('About');
  return (
    <section className={page.section}>
      <div className={page.container}>
        <SectionTitle id={6} locale={locale} />
        <p className={page.lead}>{t('partnersLead')}</p>
        {PARTNER_GROUPS.map((g) => (
          <div key={g.title.en} className={styles.partnerGroup}>
            <h3>{tr(g.title, locale)}</h3>
            <ul className={styles.partnerWall}>
              {g.names.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The six About sections keyed by areaId, in the order of ABOUT_SECTIONS. */
export function AboutSections(props: Props) {
  const views: Record<AboutSectionId, ReactNode> = {
    1: <Profile {...props} />,
    2: <Values {...props} />,
    3: <Honors {...props} />,
    4: <History {...props} />,
    5: <TeamMoments {...props} />,
    6: <Partners {...props} />,
  };
  return (
    <>
      {ABOUT_SECTIONS.map((s) => (
        <div key={s.id} data-qs-key={String(s.id)}>
          {views[s.id]}
        </div>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import type { AboutAreaId } from '@/lib/contracts/siteContent';
import type { AboutSection } from '@/lib/server/siteContent';
import page from '../page.module.css';
import styles from './about.module.css';

/** An About section as the database holds it, in the page's language (lib/server/siteContent.ts). */
type Props = { section: AboutSection; companyFullName: string };

function Title({ section }: { section: AboutSection }) {
  return (
    <>
      <h2 className={page.sectionTitle}>{section.title}</h2>
      {section.lead ? <p className={`${page.lead} ${styles.lead}`}>{section.lead}</p> : null}
    </>
  );
}

/** The figures of a section (the profile's numbers band). */
export function Figures({ items }: { items: AboutSection['items'] }) {
  return (
    <ul className={page.figures}>
      {items.map((f) => (
        <li key={f.title} className={page.figure}>
          <span className={page.figureValue}>{f.label}</span>
          <span className={page.figureLabel}>{f.title}</span>
        </li>
      ))}
    </ul>
  );
}

function Profile({ section, companyFullName }: Props) {
  return (
    <>
      <div className={styles.profile}>
        <div className={page.prose}>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
        <aside className={styles.profileCard}>
          <div className={styles.profileName}>{companyFullName}</div>
          <dl>
            {section.facts.map((f) => (
              <div key={f.label} className={styles.fact}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      {section.items.length ? (
        <div className={styles.figuresWrap}>
          <Figures items={section.items} />
        </div>
      ) : null}
    </>
  );
}

function Values({ section }: Props) {
  const [mission, vision, ...rest] = section.items;
  return (
    <>
      <div className={styles.missionRow}>
        {[mission, vision].flatMap((v) =>
          v ? (
            <div key={v.title} className={styles.mission}>
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </div>
          ) : [],
        )}
      </div>
      <div className={page.cards}>
        {rest.map((v) => (
          <article key={v.title} className={page.card}>
            <h3 className={page.cardTitle}>{v.title}</h3>
            <p className={page.cardText}>{v.text}</p>
          </article>
        ))}
      </div>
    </>
  );
}

function Honors({ section }: Props) {
  return (
    <ul className={styles.honors}>
      {section.items.map((h) => (
        <li key={h.title} className={styles.honor}>
          <span className={styles.honorYear}>{h.label}</span>
          <svg className={styles.honorMedal} viewBox="0 0 48 48" aria-hidden>
            <circle cx="24" cy="20" r="13" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M24 12l2.4 5 5.4.6-4 3.7 1.1 5.3L24 24l-4.9 2.6 1.1-5.3-4-3.7 5.4-.6z" fill="currentColor" />
            <path d="M16 31l-4 12 6-3 4 5 2-9M32 31l4 12-6-3-4 5-2-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          <h3>{h.title}</h3>
          <p>{h.text}</p>
        </li>
      ))}
    </ul>
  );
}

function History({ section }: Props) {
  return (
    <ol className={styles.timeline} data-testid="history-timeline">
      {section.items.map((h) => (
        <li key={`${h.label}-${h.title}`} className={styles.event}>
          <span className={styles.eventYear}>{h.label}</span>
          <div className={styles.eventBody}>
            <h3>{h.title}</h3>
            <p>{h.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function TeamMoments({ section }: Props) {
  return (
    <div className={styles.moments} data-testid="team-gallery">
      {section.items.map((m) => (
        <figure key={m.title} className={styles.moment}>
          {m.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- pictures are files of public/ (SVG), no optimiser needed
            <img className={styles.scene} src={m.image} alt={m.title} width={640} height={360} loading="lazy" />
          ) : null}
          <figcaption className={styles.momentBody}>
            {m.label ? <time>{m.label}</time> : null}
            <h3>{m.title}</h3>
            <p>{m.text}</p>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

function Partners({ section }: Props) {
  const groups = [...new Set(section.items.map((i) => i.group))];
  return (
    <>
      {groups.map((g) => (
        <div key={g} className={styles.partnerGroup}>
          {g ? <h3>{g}</h3> : null}
          <ul className={styles.partnerWall} data-testid="partner-wall">
            {section.items
              .filter((i) => i.group === g)
              .map((p) => (
                <li key={p.title} title={p.title}>
                  {p.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- word marks are files of public/ (SVG)
                    <img src={p.image} alt={p.title} width={240} height={96} loading="lazy" />
                  ) : (
                    p.title
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </>
  );
}

const VIEWS: Record<AboutAreaId, (p: Props) => ReactNode> = { 1: Profile, 2: Values, 3: Honors, 4: History, 5: TeamMoments, 6: Partners };

/** One About section (areaId 1 profile … 6 partners) with its own layout. */
export function AboutSectionView(props: Props) {
  const View = VIEWS[props.section.areaId];
  return (
    <section className={page.section} data-testid={`about-section-${props.section.areaId}`}>
      <div className={page.container}>
        <Title section={props.section} />
        <View {...props} />
      </div>
    </section>
  );
}

/** Every About section, in areaId order (a page that shows them all). */
export function AboutSections({ sections, companyFullName }: { sections: readonly AboutSection[]; companyFullName: string }) {
  return (
    <>
      {sections.map((s) => (
        <AboutSectionView key={s.areaId} section={s} companyFullName={companyFullName} />
      ))}
    </>
  );
}

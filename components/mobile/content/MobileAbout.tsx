import type { AboutSection } from '@/lib/server/siteContent';
import c from './content.module.css';

/**
 * One About section on a phone (spec §2 /about?areaId: 1 profile, 2 values, 3 honors, 4 history as
 * a timeline, 5 team moments as a gallery, 6 partners as logos), in the shape its area calls for.
 */
export function MobileAboutSection({ section, companyName }: { section: AboutSection; companyName: string }) {
  const { areaId, items } = section;
  return (
    <div data-testid={`about-area-${areaId}`}>
      {section.lead ? <p className={c.prose}>{section.lead}</p> : null}
      {section.paragraphs.map((p) => (
        <p key={p.slice(0, 32)} className={c.prose}>
          {p}
        </p>
      ))}
      {areaId === 1 && section.facts.length ? (
        <>
          <p className={c.groupTitle}>{companyName}</p>
          <dl className={c.facts}>
            {section.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
            {items.map((f) => (
              <div key={f.title}>
                <dt>{f.title}</dt>
                <dd>{f.label}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {areaId === 2 || areaId === 3 ? (
        <ul className={c.features}>
          {items.map((v) => (
            <li key={v.title}>
              <b>
                {areaId === 3 && v.label ? `${v.label} · ` : ''}
                {v.title}
              </b>
              {v.text ? <span>{v.text}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {areaId === 4 ? (
        <ol className={c.timeline} data-testid="history-timeline">
          {items.map((h) => (
            <li key={`${h.label}-${h.title}`}>
              <span className={c.timeYear}>{h.label}</span>
              <span className={c.timeTitle}>{h.title}</span>
              {h.text ? <span className={c.timeText}>{h.text}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
      {areaId === 5 ? (
        <ul className={c.gallery} data-testid="team-gallery">
          {items.map((m) => (
            <li key={m.title}>
              <figure>
                {m.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- pictures are files of public/ (SVG)
                  <img src={m.image} alt={m.title} width={320} height={240} loading="lazy" />
                ) : null}
                <figcaption>{m.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {areaId === 6
        ? [...new Set(items.map((i) => i.group))].map((g) => (
            <div key={g}>
              {g ? <p className={c.groupTitle}>{g}</p> : null}
              <ul className={c.logos} data-testid="partner-wall">
                {items
                  .filter((i) => i.group === g)
                  .map((p) => (
                    <li key={p.title}>
                      {p.image ? (
                        // eslint-disable-next-line @next/next/no-img-element -- partner word marks are files of public/ (SVG)
                        <img src={p.image} alt="" loading="lazy" />
                      ) : null}
                      <span>{p.title}</span>
                    </li>
                  ))}
              </ul>
            </div>
          ))
        : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { MobileIcon } from './icons';
import styles from './mobile.module.css';

/**
 * The building blocks of a mobile page (README "Adding a mobile page"): a title band, then
 * sections of cards. Server components, sized in rem.
 */
/** A back link shows only an arrow: its label is its name for a screen reader. */
type Back = { back: string; backLabel: string } | { back?: undefined; backLabel?: undefined };

export function MobilePageHead({ title, lead, back, backLabel }: { title: string; lead?: string } & Back) {
  return (
    <div className={styles.pageHead}>
      {back ? (
        <ServerLink href={back} className={styles.back} aria-label={backLabel} data-testid="mobile-back">
          <MobileIcon name="back" />
        </ServerLink>
      ) : null}
      <div className={styles.pageHeadText}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {lead ? <p className={styles.pageLead}>{lead}</p> : null}
      </div>
    </div>
  );
}

export function MobileSection({
  title,
  more,
  children,
  id,
  plain = false,
}: {
  title?: string;
  more?: { href: Parameters<typeof ServerLink>[0]['href']; label: string };
  children: ReactNode;
  id?: string;
  /** no card around the content (lists that draw their own cards) */
  plain?: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby={title && id ? id : undefined}>
      {title ? (
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle} id={id}>
            {title}
          </h2>
          {more ? (
            <ServerLink href={more.href} className={styles.more}>
              {more.label}
              {/* "More" alone does not say where it leads (screen readers, search engines): the section's name */}
              <span className="visually-hidden"> {title}</span>
              <MobileIcon name="chevron" />
            </ServerLink>
          ) : null}
        </div>
      ) : null}
      {plain ? children : <div className={styles.card}>{children}</div>}
    </section>
  );
}

/** A tappable row of a list: label (and a second line), a chevron; at least 44 px high. */
export function MobileRow({
  href,
  title,
  sub,
  meta,
  testId,
}: {
  href: Parameters<typeof ServerLink>[0]['href'];
  title: ReactNode;
  sub?: ReactNode;
  meta?: ReactNode;
  testId?: string;
}) {
  return (
    <ServerLink href={href} className={styles.row} data-testid={testId}>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{title}</span>
        {sub ? <span className={styles.rowSub}>{sub}</span> : null}
      </span>
      {meta ? <span className={styles.rowMeta}>{meta}</span> : null}
      <MobileIcon name="chevron" className={styles.rowChevron} />
    </ServerLink>
  );
}

/** What an empty list says (and what to do next). */
export function MobileEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

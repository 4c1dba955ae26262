import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import { pageWindow } from '@/lib/navigation/pagination';
import styles from './pagination.module.css';

type Href = { pathname: string; query: Record<string, string> };

/** Server-rendered pagination links (items 38×34 px, spec §9). */
export async function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => Href }) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('News');
  return (
    <nav className={styles.pagination} aria-label={t('pagination')} data-testid="pagination">
      {page > 1 ? (
        <ServerLink className={styles.item} href={href(page - 1)} aria-label={t('prevPage')} rel="prev">
          ‹
        </ServerLink>
      ) : (
        <span className={`${styles.item} ${styles.disabled}`} aria-hidden>
          ‹
        </span>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className={styles.gap} aria-hidden>
            …
          </span>
        ) : p === page ? (
          <span key={p} className={`${styles.item} ${styles.current}`} aria-current="page">
            {p}
          </span>
        ) : (
          <ServerLink key={p} className={styles.item} href={href(p)} aria-label={t('pageN', { page: p })}>
            {p}
          </ServerLink>
        ),
      )}
      {page < pageCount ? (
        <ServerLink className={styles.item} href={href(page + 1)} aria-label={t('nextPage')} rel="next">
          ›
        </ServerLink>
      ) : (
        <span className={`${styles.item} ${styles.disabled}`} aria-hidden>
          ›
        </span>
      )}
    </nav>
  );
}

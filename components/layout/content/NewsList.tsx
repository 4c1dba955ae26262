import { getTranslations } from 'next-intl/server';
import { chinaDate } from '@/lib/businessTime';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { NewsItem } from '@/lib/contracts/news';
import styles from './news.module.css';

/** YYYY-MM-DD in China time (spec §9 date format). */
export function newsDate(iso: string): string {
  return chinaDate(new Date(iso));
}

export async function NewsList({ items }: { items: NewsItem[]; locale: string }) {
  const t = await getTranslations('News');
  if (!items.length) {
    return (
      <div className={styles.empty} data-testid="news-empty">
        <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden>
          <path d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
        </svg>
        <p>{t('empty')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list} data-testid="news-list">
      {items.map((item) => {
        const date = newsDate(item.publishedAt);
        const href = { pathname: '/notification/newsInfo', query: { id: String(item.id) } };
        return (
          <li key={item.id} className={styles.item}>
            <time className={styles.date} dateTime={date}>
              <span className={styles.day}>{date.slice(8, 10)}</span>
              <span className={styles.month}>{date.slice(0, 7)}</span>
            </time>
            <div className={styles.body}>
              <h2 className={styles.title}>
                <ServerLink href={href}>{item.title}</ServerLink>
              </h2>
              {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
              <ServerLink href={href} className={styles.more}>
                {t('readMore')} →
              </ServerLink>
            </div>
            {item.coverImage ? (
              // eslint-disable-next-line @next/next/no-img-element -- covers are files the seed writes
              <img className={styles.cover} src={item.coverImage} alt="" width={200} height={124} loading="lazy" />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

import { getTranslations } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import { fileKind, formatBytes } from '@/lib/files/size';
import type { DocumentItem } from '@/lib/server/siteContent';
import { newsDate } from '@/components/layout/content/NewsList';
import styles from './documents.module.css';

/** Downloadable documents: type badge, title and note, size and date, and the download link. */
export async function DocumentList({ items }: { items: readonly DocumentItem[] }) {
  const t = await getTranslations('Downloads');
  if (!items.length) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.list} data-testid="documents">
      {items.map((d) => {
        const kind = fileKind(d.mime, d.fileName);
        const date = newsDate(d.date);
        return (
          <li key={d.id} className={styles.item} data-testid="document">
            <span className={`${styles.kind} ${styles[`kind${kind.slice(0, 3)}`] ?? ''}`} aria-hidden>
              {kind}
            </span>
            <div className={styles.body}>
              <h3>{d.title}</h3>
              {d.description ? <p>{d.description}</p> : null}
              <p className={styles.meta}>
                <span data-testid="document-size">
                  {t('size')}
                  {formatBytes(d.size)}
                </span>
                <span>
                  {t('date')}
                  <time dateTime={date}>{date}</time>
                </span>
                <span>{kind}</span>
              </p>
            </div>
            <a className={styles.download} href={endpointUrl(webcontentApi.downloadFile, { id: d.id })} download={d.fileName} data-testid="document-download">
              {t('download')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

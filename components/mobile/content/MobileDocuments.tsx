import { getTranslations } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { webcontentApi } from '@/lib/endpoints/webcontent';
import { fileKind, formatBytes } from '@/lib/files/size';
import type { DocumentItem } from '@/lib/server/siteContent';
import { newsDate } from '@/components/layout/content/NewsList';
import { MobileIcon } from '../icons';
import c from './content.module.css';

/** Downloadable documents on a phone: type, title, size and date; the whole row downloads the file. */
export async function MobileDocuments({ items }: { items: readonly DocumentItem[] }) {
  const t = await getTranslations('Downloads');
  if (!items.length) return <p className={c.prose}>{t('empty')}</p>;
  return (
    <ul className={c.docs} data-testid="documents">
      {items.map((d) => {
        const kind = fileKind(d.mime, d.fileName);
        const date = newsDate(d.date);
        return (
          <li key={d.id} data-testid="document">
            <a className={c.doc} href={endpointUrl(webcontentApi.downloadFile, { id: d.id })} download={d.fileName} data-testid="document-download">
              <span className={c.docKind} data-kind={kind.slice(0, 3).toLowerCase()} aria-hidden>
                {kind}
              </span>
              <span className={c.docText}>
                <span className={c.docTitle}>{d.title}</span>
                <span className={c.docMeta}>
                  <span data-testid="document-size">{formatBytes(d.size)}</span>
                  <time dateTime={date}>{date}</time>
                </span>
              </span>
              <span className={c.docAction}>
                <MobileIcon name="download" />
                <span className={c.srOnly}>{t('download')}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

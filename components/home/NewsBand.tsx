import { getTranslations } from 'next-intl/server';
import { ServerLink } from '@/lib/i18n/ServerLink';
import type { NewsTabId as NewsTab } from '@/lib/contracts/news';
import type { NewsHeadline } from '@/lib/server/news';
import { HomeBand } from './HomeBand';
import styles from './bands.module.css';

const TAB_KEYS: Record<NewsTab, 'industryNews' | 'companyNews'> = { 1: 'industryNews', 2: 'companyNews' };

/** Latest news of both tabs (1 industry, 2 company), each headline opening its article. */
export async function NewsBand({ news }: { news: Record<NewsTab, NewsHeadline[]> }) {
  const t = await getTranslations('Home');
  return (
    <HomeBand id="home-news" title={t('newsTitle')}>
      <div className={styles.newsColumns}>
        {([1, 2] as const).map((tab) => {
          const [lead, ...rest] = news[tab];
          return (
            <div key={tab} className={styles.newsColumn} data-testid={`news-tab-${tab}`}>
              <div className={styles.newsHead}>
                <h3 className={styles.newsTab}>{t(TAB_KEYS[tab])}</h3>
                <ServerLink href={{ pathname: '/notification/news', query: { tabId: String(tab) } }} className={styles.newsMore}>
                  {t('more')} →
                </ServerLink>
              </div>
              {!lead ? (
                <p className={styles.empty}>{t('newsEmpty')}</p>
              ) : (
                <>
                  <ServerLink href={{ pathname: '/notification/newsInfo', query: { id: String(lead.id) } }} className={styles.newsLead}>
                    <time dateTime={lead.date} className={styles.newsDate}>
                      {lead.date}
                    </time>
                    <span className={styles.newsLeadTitle}>{lead.title}</span>
                    {lead.summary ? <span className={styles.newsSummary}>{lead.summary}</span> : null}
                  </ServerLink>
                  <ul className={styles.newsList}>
                    {rest.map((n) => (
                      <li key={n.id}>
                        <ServerLink href={{ pathname: '/notification/newsInfo', query: { id: String(n.id) } }} className={styles.newsItem}>
                          <span className={styles.newsItemTitle}>{n.title}</span>
                          <time dateTime={n.date} className={styles.newsDate}>
                            {n.date}
                          </time>
                        </ServerLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          );
        })}
      </div>
    </HomeBand>
  );
}

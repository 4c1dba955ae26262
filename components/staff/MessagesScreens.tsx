'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import { contactMessagesQueryOptions, jobApplicationsQueryOptions } from '@/lib/api/console';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const PAGE_SIZE = 20;

/** Contact-form messages of visitors (permission inquiries), newest first, the message opened in the row. */
export function InquiriesScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const list = useConsoleList({ filter: {}, pageSize: PAGE_SIZE, query: (_, paging) => contactMessagesQueryOptions(paging) });
  return (
    <ConsoleListScreen
      title={t('menu.inquiries')}
      sub={t('inquiries.sub')}
      screenTestId="console-inquiries"
      list={list}
      empty={t('inquiries.empty')}
      expandedRow={(r) => <pre className={styles.pre}>{r.message}</pre>}
      columns={[
        { key: 'createdAt', title: t('audit.time'), render: (_, r) => when(r.createdAt), width: 150 },
        { key: 'name', title: t('inquiries.from'), render: (_, r) => (<span>{r.name}{r.companyName ? ` · ${r.companyName}` : ''}<br /><span className={styles.pageSub}>{[r.phone, r.email].filter(Boolean).join(' · ')}</span></span>) },
        { key: 'topic', title: t('inquiries.topic'), render: (_, r) => <Tag>{t.has(`inquiries.topics.${r.topic}` as never) ? t(`inquiries.topics.${r.topic}` as never) : r.topic}</Tag> },
        { key: 'message', title: t('inquiries.message'), render: (_, r) => r.message.slice(0, 60) + (r.message.length > 60 ? '…' : '') },
        { key: 'locale', title: t('inquiries.language'), render: (_, r) => (r.locale === 'en' ? 'English' : '中文') },
      ]}
    />
  );
}

/** Job applications with their résumés (permission recruitment), newest first. */
export function ApplicationsScreen() {
  const t = useTranslations('Console');
  const when = useWhen();
  const list = useConsoleList({ filter: {}, pageSize: PAGE_SIZE, query: (_, paging) => jobApplicationsQueryOptions(paging) });
  return (
    <ConsoleListScreen
      title={t('menu.applications')}
      sub={t('applications.sub')}
      screenTestId="console-applications"
      list={list}
      empty={t('applications.empty')}
      expandedRow={(r) => <pre className={styles.pre}>{r.message || '—'}</pre>}
      columns={[
        { key: 'createdAt', title: t('audit.time'), render: (_, r) => when(r.createdAt), width: 150 },
        { key: 'job', dataIndex: 'jobTitle', title: t('applications.job') },
        { key: 'name', title: t('applications.applicant'), render: (_, r) => (<span>{r.name}<br /><span className={styles.pageSub}>{[r.phone, r.email].filter(Boolean).join(' · ')}</span></span>) },
        { key: 'resume', title: t('applications.resume'), render: (_, r) => <a href={r.resume.url}>{r.resume.name}</a> },
      ]}
    />
  );
}

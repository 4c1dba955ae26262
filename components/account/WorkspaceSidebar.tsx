'use client';

import { BellOutlined, IdcardOutlined, FileTextOutlined, ProfileOutlined, SafetyCertificateFilled } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { workspaceMenu, type WorkspaceMenuItem } from '@/lib/config/workspaceMenu';
import { CERTIFIED } from '@/lib/contracts/session';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useSession } from '@/components/providers/QueryProvider';
import styles from './workspace.module.css';
import { sessionUserName } from '@/lib/personName';

const ICONS: Record<string, ComponentType> = { BellOutlined, IdcardOutlined, FileTextOutlined, ProfileOutlined };

/**
 * The workspace side column: who is logged in, the certification badge, and the workspace menu
 * (edit info and my alerts). The active entry is the one whose path is the current path.
 */
export function WorkspaceSidebar() {
  const t = useTranslations('Workspace');
  const en = useLocale() === 'en';
  const pathname = usePathname();
  const user = useSession((s) => s.user);
  const name = user ? sessionUserName(user, en ? 'en' : 'cn') : '';
  const certified = user?.certificationStatus === CERTIFIED;

  return (
    <aside className={styles.sidebar}>
      <div className={styles.userCard} data-testid="workspace-user">
        {user ? (
          <>
            <span className={styles.avatar} aria-hidden>
              {name.slice(0, 1).toUpperCase()}
            </span>
            <div className={styles.userText}>
              <strong className={styles.userName}>{name}</strong>
              <span className={certified ? styles.badgeOk : styles.badge}>
                <SafetyCertificateFilled aria-hidden /> {certified ? t('certified') : t('notCertified')}
              </span>
            </div>
          </>
        ) : (
          // still asking the server who is logged in
          <>
            <span className={styles.avatarPending} aria-hidden />
            <span className={styles.linePending} aria-hidden />
          </>
        )}
      </div>
      <nav aria-label={t('menuLabel')}>
        <ul className={styles.menu}>
          {workspaceMenu.map((item: WorkspaceMenuItem) => {
            const Icon = ICONS[item.icon];
            const active = pathname === item.path;
            return (
              <li key={item.key}>
                <Link href={item.path} className={active ? styles.menuActive : styles.menuLink} aria-current={active ? 'page' : undefined}>
                  {Icon ? <Icon /> : null}
                  {en ? item.labelEn : item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}

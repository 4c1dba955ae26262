'use client';

import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import type { AccountManager } from '@/lib/contracts/contacts';
import { ContactDetails } from './ContactDetails';
import styles from './ContactPanel.module.css';
import avatarStyles from './ContactAvatar.module.css';
import { localName } from '@/lib/personName';

/** The logged-in user's account manager, at the top of the panel. */
export function ManagerCard({ manager }: { manager: AccountManager }) {
  const t = useTranslations('ContactPanel');
  const en = useLocale() === 'en';
  return (
    <section className={styles.manager} aria-label={t('yourManager')} data-testid="account-manager">
      <div className={styles.managerHead}>
        <Avatar size={48} src={manager.headPic || undefined} icon={<UserOutlined />} className={avatarStyles.avatar} alt="" />
        <div className={styles.who}>
          <span className={styles.kicker}>{t('yourManager')}</span>
          <span className={styles.nameLine}>
            <span className={styles.name}>{localName(manager, en ? 'en' : 'cn')}</span>
            {/* the post is written in Chinese only */}
            <span className={styles.role}>{en ? t('accountManager') : manager.post || t('accountManager')}</span>
          </span>
          <span className={styles.ports}>{en ? manager.companyNameEn : manager.companyName}</span>
        </div>
      </div>
      <ContactDetails subject={{ kind: 'manager', id: manager.id }} mobile={manager.mobile} qq={manager.qq} email={manager.email} />
    </section>
  );
}

'use client';

import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import type { SalesContact } from '@/lib/contracts/contacts';
import { ContactDetails } from './ContactDetails';
import styles from './ContactPanel.module.css';
import avatarStyles from './ContactAvatar.module.css';
import { localName } from '@/lib/personName';

const BUSINESS_KEY = { 1: 'fcl', 2: 'lcl', 3: 'air' } as const;

type Props = {
  contact: SalesContact;
  /** 'service' for the visitors' default customer-service contact. */
  role: 'sales' | 'service';
  expanded: boolean;
  onToggle: () => void;
};

/** One contact: a header row that expands into phone, QQ, email and address. */
export function ContactItem({ contact, role, expanded, onToggle }: Props) {
  const t = useTranslations('ContactPanel');
  const en = useLocale() === 'en';
  const business = t(`business.${BUSINESS_KEY[contact.businessId]}`);
  const name = localName(contact, en ? 'en' : 'cn');
  const air = contact.businessId === 3;
  const ports = en ? (air ? contact.businessAirPortNameEn : contact.businessPortNameEn) : air ? contact.businessAirPortName : contact.businessPortName;
  const detailsId = `contact-${contact.id}-details`;
  return (
    <li className={`${styles.item} ${expanded ? styles.itemOpen : ''}`} data-testid="contact-item">
      <button type="button" className={styles.itemHead} onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId}>
        <Avatar size={44} src={contact.headPic || undefined} icon={<UserOutlined />} className={avatarStyles.avatar} alt="" />
        <span className={styles.who}>
          <span className={styles.nameLine}>
            <span className={styles.name}>{name}</span>
            {!en && contact.nameEn && contact.nameEn !== contact.nameCn ? <span className={styles.nameAlt}>{contact.nameEn}</span> : null}
          </span>
          <span className={styles.roleLine}>
            <span className={`${styles.tag} ${styles[`tag${contact.businessId}`]}`}>{business}</span>
            <span className={styles.role}>{role === 'service' ? t('roleService') : t('roleSales', { business })}</span>
          </span>
          {ports ? (
            <span className={styles.ports}>{air ? t('airports', { ports }) : t('ports', { ports })}</span>
          ) : null}
        </span>
        <DownOutlined className={styles.chevron} aria-hidden />
      </button>
      {expanded ? (
        <div id={detailsId} className={styles.itemBody}>
          <ContactDetails
            subject={{ kind: 'sales', id: contact.id }}
            mobile={contact.mobile}
            qq={contact.qq}
            email={contact.email}
            address={en ? contact.companyAddrEn || contact.companyAddr : contact.companyAddr}
          />
        </div>
      ) : null}
    </li>
  );
}

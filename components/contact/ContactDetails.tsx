'use client';

import { CopyOutlined, EnvironmentOutlined, MailOutlined, MobileOutlined, QqOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BEHAVIOUR } from '@/lib/contracts/contacts';
import { useCopy } from './useCopy';
import styles from './ContactPanel.module.css';

type Props = {
  /** Who the numbers belong to, recorded with the behaviour event. */
  subject: { kind: 'sales' | 'manager'; id: number };
  mobile: string;
  qq?: string;
  email: string;
  address?: string;
};

function Row({ icon, label, value, onCopy, copyLabel }: { icon: ReactNode; label: string; value: string; onCopy?: () => void; copyLabel?: string }) {
  return (
    <li className={styles.detail}>
      <span className={styles.detailIcon} title={label} aria-hidden>
        {icon}
      </span>
      {/* the icon says it to the eye; the label is for screen readers */}
      <span className={styles.srOnly}>{label}</span>
      <span className={styles.detailValue}>{value}</span>
      {onCopy ? (
        <button type="button" className={styles.copy} onClick={onCopy} aria-label={copyLabel} title={copyLabel}>
          <CopyOutlined />
        </button>
      ) : null}
    </li>
  );
}

/** Phone, QQ and email with copy buttons, and the office address. */
export function ContactDetails({ subject, mobile, qq, email, address }: Props) {
  const t = useTranslations('ContactPanel');
  const copy = useCopy();
  const data = { subject: subject.kind, contactId: subject.id };
  return (
    <ul className={styles.details}>
      {mobile ? (
        <Row
          icon={<MobileOutlined />}
          label={t('phone')}
          value={mobile}
          copyLabel={t('copy', { label: t('phone') })}
          onCopy={() => void copy(mobile, { type: BEHAVIOUR.copyPhone, data })}
        />
      ) : null}
      {qq ? <Row icon={<QqOutlined />} label="QQ" value={qq} copyLabel={t('copy', { label: 'QQ' })} onCopy={() => void copy(qq)} /> : null}
      {email ? (
        <Row
          icon={<MailOutlined />}
          label={t('email')}
          value={email}
          copyLabel={t('copy', { label: t('email') })}
          onCopy={() => void copy(email, { type: BEHAVIOUR.copyEmail, data })}
        />
      ) : null}
      {address ? <Row icon={<EnvironmentOutlined />} label={t('address')} value={address} /> : null}
    </ul>
  );
}
